import type { LocalizedText, ProfileField } from '@fairpass/core/validation'
import { Select } from '../Select/Select'
import { TextField } from '../TextField/TextField'

/** A configured label in the page language (the server answers one language; a stored pair reads either). */
export function labelOf(text: LocalizedText, language: 'cn' | 'en'): string {
  return typeof text === 'string' ? text : text[language] || text.cn
}

const TEXT_INPUTS = {
  text: { type: 'text', autoComplete: 'off', inputMode: undefined },
  name: { type: 'text', autoComplete: 'off', inputMode: undefined },
  company: { type: 'text', autoComplete: 'off', inputMode: undefined },
  phone: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  idNumber: { type: 'text', autoComplete: 'off', inputMode: undefined },
} as const

/** The field types this input renders (the others, image, agreement and multi-select, have their own controls). */
export const PLAIN_PROFILE_TYPES = ['text', 'name', 'company', 'phone', 'email', 'idNumber', 'select', 'date'] as const

export interface ProfileFieldInputProps {
  field: ProfileField
  language: 'cn' | 'en'
  value: string
  onChange: (value: string) => void
  error?: string
  /** The select's "choose" line, in the page's words. */
  choose: string
  /** Distinguishes the same field of several people on one page (a team form). */
  name?: string
}

/**
 * One field of an exhibition's profile form (formConfig/listForUser) as a controlled input: a text-like field, a
 * select of its options, or a date. The value is never rewritten; the error shows under the field. Used where a
 * form is filled in for someone else (the group manager's help and team registration).
 */
export function ProfileFieldInput({ field, language, value, onChange, error, choose, name }: ProfileFieldInputProps) {
  const label = labelOf(field.label, language)
  const placeholder = field.placeholder ? labelOf(field.placeholder, language) : undefined
  if (field.type === 'select') {
    return (
      <Select
        label={label}
        name={name ?? field.field}
        required={field.required}
        value={value}
        placeholder={placeholder ?? choose}
        options={(field.options ?? []).map((option) => ({ value: option.value, label: labelOf(option.label, language) }))}
        onChange={onChange}
        error={error}
      />
    )
  }
  if (field.type === 'date') {
    return <TextField label={label} name={name ?? field.field} type={'date' as never} required={field.required} value={value} onChange={onChange} error={error} />
  }
  const input = TEXT_INPUTS[field.type as keyof typeof TEXT_INPUTS] ?? TEXT_INPUTS.text
  return (
    <TextField
      label={label}
      name={name ?? field.field}
      type={input.type}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      required={field.required}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}
