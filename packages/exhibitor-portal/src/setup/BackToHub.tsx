import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import * as parts from '@fairpass/ui/parts'

/** The setup hub, where each part of the booth setup is opened and the whole is finally submitted. */
export const SETUP_HUB = '/exhibitorSelfService/information'

/** The way back from a part of the setup to its hub. */
export function BackToHub() {
  const t = useT()
  return (
    <RouteLink className={parts.link} path={SETUP_HUB}>
      {t('exh.setup.back')}
    </RouteLink>
  )
}
