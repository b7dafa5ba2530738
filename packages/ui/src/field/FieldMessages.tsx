import type { ReactNode } from 'react'
import * as fieldStyles from './field.css'

/**
 * The hint and the inline error under a field, with the ids its control's aria-describedby points at. The error
 * shows only while there is one, so a screen reader announces nothing stale.
 */
export function FieldMessages({ hintId, hint, errorId, error }: { hintId?: string; hint?: ReactNode; errorId: string; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className={fieldStyles.error}>
          {error}
        </div>
      )}
    </>
  )
}
