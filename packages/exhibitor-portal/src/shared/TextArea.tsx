import { useId } from 'react'
import * as styles from './portal.css'

/** A multi-line field with its label and its message (ui has single-line fields only). */
export function TextArea({ label, value, onChange, error, hint, maxLength, required }: { label: string; value: string; onChange: (value: string) => void; error?: string; hint?: string; maxLength?: number; required?: boolean }) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
