import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { useT } from '@fairpass/core/i18n'
import '../messages'
import * as fieldStyles from '../field/field.css'
import { FieldMessages } from '../field/FieldMessages'
import * as styles from './TextField.css'

export interface TextFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  type?: 'text' | 'tel' | 'email' | 'password' | 'number' | 'search' | 'url' | 'date'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  required?: boolean
  disabled?: boolean
  hint?: ReactNode
  /** Inline error under the input; the input is marked invalid and described by it. */
  error?: ReactNode
  /** Inside the input box, after the input: e.g. a "Send code" button. */
  trailing?: ReactNode
  id?: string
}

/**
 * A labelled, controlled text input. It never rewrites or clears what the user typed: the value shown is
 * always the one the parent holds, and validation only adds the inline error.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  required = false,
  disabled = false,
  hint,
  error,
  trailing,
  id,
}: TextFieldProps) {
  const t = useT()
  const generatedId = useId()
  const inputId = id ?? `${generatedId}-input`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const invalid = Boolean(error)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div part="field" className={fieldStyles.field} data-state={invalid ? 'invalid' : 'valid'}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true" title={t('ui.required')}>
            *
          </span>
        )}
      </label>
      <div className={fieldStyles.control} data-state={invalid ? 'invalid' : 'valid'}>
        <input
          id={inputId}
          className={styles.input}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={invalid ? error : undefined} />
    </div>
  )
}
