import { useT } from '@fairpass/core/i18n'
import * as parts from '@fairpass/ui/parts'
import { SetupLocked } from './SetupLocked'

/** Above a setup form that cannot be changed: the final submission locked it, or the visitor is staff (nothing otherwise). */
export function ReadOnlyReason({ locked, staff }: { locked: boolean; staff: boolean }) {
  const t = useT()
  if (locked) return <SetupLocked />
  return staff ? <p className={parts.note}>{t('exh.staffReadOnly')}</p> : null
}
