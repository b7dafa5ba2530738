import { useT } from '@fairpass/core/i18n'
import * as parts from '@fairpass/ui/parts'

/** After the final submission every setup page says why nothing can be changed and who can reopen it. */
export function SetupLocked() {
  const t = useT()
  return (
    <p className={parts.note} role="status" data-state="locked" data-part="setup-locked">
      {t('exh.setup.hub.locked')}
    </p>
  )
}
