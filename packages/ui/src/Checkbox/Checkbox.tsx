import { useId, type ReactNode } from 'react'
import * as fieldStyles from '../field/field.css'
import { FieldMessages } from '../field/FieldMessages'
import * as styles from './Checkbox.css'

export interface CheckboxProps {
  /** May contain links (privacy agreement, initiative letter): following a link does not tick the box. */
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
  required?: boolean
  disabled?: boolean
  error?: ReactNode
  id?: string
}

export function Checkbox({ label, checked, onChange, name, required = false, disabled = false, error, id }: CheckboxProps) {
  const generatedId = useId()
  const inputId = id ?? `${generatedId}-checkbox`
  const errorId = `${inputId}-error`
  const invalid = Boolean(error)
  return (
    <div part="field" className={fieldStyles.field} data-state={checked ? 'checked' : 'unchecked'}>
      <div className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.box}
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      </div>
      <FieldMessages errorId={errorId} error={invalid ? error : undefined} />
    </div>
  )
}
