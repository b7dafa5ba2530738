import { Button } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/portal.css'
import { BackToHub } from './BackToHub'

/**
 * The end of a setup form: the refusal that belongs to no one field, then its save button (not while read-only) and
 * the way back to the hub.
 */
export function SetupFormEnd({ error, readOnly, busy, save }: { error?: string; readOnly: boolean; busy: boolean; save: string }) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.formAlert}>
          {error}
        </p>
      )}
      <div className={parts.actions}>
        {!readOnly && (
          <Button type="submit" loading={busy} debounce>
            {save}
          </Button>
        )}
        <BackToHub />
      </div>
    </>
  )
}
