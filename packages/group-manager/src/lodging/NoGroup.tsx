import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { Card } from '@fairpass/ui'
import * as parts from '../shared/page.css'

/** Lodging and parking belong to a group: a leader without one is sent to create it first. */
export function NoGroup() {
  const t = useT()
  return (
    <Card>
      <div className={parts.stack} data-part="no-group">
        <p className={parts.note}>{t('lodging.noGroup')}</p>
        <RouteLink className={parts.link} path="/groupManagement">
          {t('lodging.toGroup')}
        </RouteLink>
      </div>
    </Card>
  )
}
