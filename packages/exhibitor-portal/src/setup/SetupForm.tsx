import type { ReactNode } from 'react'
import { useT } from '@fairpass/core/i18n'
import { Button } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/portal.css'
import { BackToHub } from './BackToHub'
import { SetupLocked } from './SetupLocked'

export interface SetupFormProps {
  /** `data-part` of the form, for tests and host styling; its `data-state` tells read-only from editable. */
  part: string
  /** The final submission locked the setup. */
  locked: boolean
  /** The visitor is staff: they see the setup, the exhibitor's contact changes it. */
  staff: boolean
  /** The refusal that belongs to no one field. */
  error?: string
  busy: boolean
  /** The save button's words. */
  save: string
  /** Called on submit, and never while the form is read-only. */
  onSave: () => void
  children: ReactNode
}

/**
 * A part of the booth setup as a form: why it is read-only where it is (the final submission, or a staff visitor),
 * its cards, the refusal that belongs to no one field, then its save and the way back to the hub.
 */
export function SetupForm({ part, locked, staff, error, busy, save, onSave, children }: SetupFormProps) {
  const t = useT()
  const readOnly = staff || locked
  return (
    <>
      {locked ? <SetupLocked /> : staff && <p className={parts.note}>{t('exh.staffReadOnly')}</p>}
      <form
        className={styles.stack}
        noValidate
        data-part={part}
        data-state={readOnly ? 'read-only' : 'editable'}
        onSubmit={(event) => {
          event.preventDefault()
          if (!readOnly) onSave()
        }}
      >
        {children}
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
      </form>
    </>
  )
}
