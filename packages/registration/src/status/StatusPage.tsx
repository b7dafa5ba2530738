import type { ReactNode } from 'react'
import { useT } from '@fairpass/core/i18n'
import { navigate } from '@fairpass/core/router'
import { $link } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Card } from '@fairpass/ui'
import { RegistrationPage } from '../app/RegistrationPage'
import * as styles from './StatusPage.css'

export type StatusKind = 'error' | 'closed' | 'unavailable'

function backToStart() {
  navigate('/registration', parseQuery(linkToQuery($link.get())))
}

/** /error (message from the query), /closed, and routes this element does not render. */
export function StatusPage({ kind, message }: { kind: StatusKind; message?: string }) {
  const t = useT()
  const heading: Record<StatusKind, string> = {
    error: t('reg.status.errorHeading'),
    closed: t('reg.status.closedHeading'),
    unavailable: t('reg.status.notHereHeading'),
  }
  const text: Record<StatusKind, ReactNode> = {
    error: message || t('reg.status.wrongLink'),
    closed: t('reg.status.closedText'),
    unavailable: t('reg.status.notHereText'),
  }
  return (
    <RegistrationPage title={heading[kind]}>
      <Card>
        <div className={styles.body} data-state={kind}>
          <p role={kind === 'error' ? 'alert' : undefined} className={styles.text}>
            {text[kind]}
          </p>
          {kind === 'unavailable' && (
            <Button variant="secondary" block onClick={backToStart}>
              {t('reg.status.backToStart')}
            </Button>
          )}
        </div>
      </Card>
    </RegistrationPage>
  )
}
