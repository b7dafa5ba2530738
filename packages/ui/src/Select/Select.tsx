import { useId, type ReactNode } from 'react'
import * as fieldStyles from '../field/field.css'
import { FieldMessages } from '../field/FieldMessages'
import * as styles from './Select.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: SelectOption[]
  /** Shown as an unselectable first option while nothing is chosen. */
  placeholder?: string
  name?: string
  required?: boolean
  disabled?: boolean
  hint?: ReactNode
  error?: ReactNode
  id?: string
}

/** A native select: the phone's own picker is the most usable one in a messaging app's browser. */
export function Select({ label, value, onChange, options, placeholder, name, required = false, disabled = false, hint, error, id }: SelectProps) {
  const generatedId = useId()
  const selectId = id ?? `${generatedId}-select`
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  const invalid = Boolean(error)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div part="field" className={fieldStyles.field} data-state={invalid ? 'invalid' : 'valid'}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={fieldStyles.control} data-state={invalid ? 'invalid' : 'valid'}>
        <select
          id={selectId}
          className={styles.select}
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={invalid ? error : undefined} />
    </div>
  )
}
