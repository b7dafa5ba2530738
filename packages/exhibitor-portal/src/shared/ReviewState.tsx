import type { CredentialState, ReviewState as State } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import * as parts from '@fairpass/ui/parts'
import * as styles from './portal.css'

/** A review or badge state as a pill: none, draft, pending, approved or rejected. */
export function ReviewState({ state, label }: { state: State | CredentialState; label?: string }) {
  const t = useT()
  return (
    <span className={parts.pill} data-state={state} data-part="review-state">
      {label ? t('exh.state.labelled', { label, state: t(`exh.state.${state}`) }) : t(`exh.state.${state}`)}
    </span>
  )
}
