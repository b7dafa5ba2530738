import { useId } from 'react'
import { useStore } from '@nanostores/react'
import type { InvoiceHeaderType } from '@fairpass/core/contract'
import { useT } from '@fairpass/core/i18n'
import { TextField } from '@fairpass/ui'
import { COMPANY_FIELDS, type HeaderField, type HeaderForm } from './headerForm'
import * as styles from './HeaderFields.css'
import './messages'

const INPUT: Record<HeaderField, { type: 'text' | 'tel' | 'email'; autoComplete: string; inputMode?: 'text' | 'tel' | 'email' }> = {
  title: { type: 'text', autoComplete: 'organization' },
  taxId: { type: 'text', autoComplete: 'off' },
  bankName: { type: 'text', autoComplete: 'off' },
  bankAccount: { type: 'text', autoComplete: 'off', inputMode: 'text' },
  address: { type: 'text', autoComplete: 'street-address' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
}

/** A radio group of pills, its legend naming it for screen readers. */
export function Choices<V extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: V; options: { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input className={styles.radio} type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The fields of an invoice header: personal (a name and an e-mail) or company (its tax number; bank, account,
 * registered address and phone, which a special VAT invoice needs: `special` marks them required).
 */
export function HeaderFields({ form, special = false }: { form: HeaderForm; special?: boolean }) {
  const t = useT()
  const name = useId()
  const state = useStore(form.$form)
  const company = state.type === 'company'
  const fields = (['title', ...(company ? COMPANY_FIELDS : []), 'email'] as HeaderField[])
  return (
    <>
      <Choices<InvoiceHeaderType>
        legend={t('invoice.headers.type')}
        name={`${name}-type`}
        value={state.type}
        options={[
          { value: 'company', label: t('invoice.headerType.company') },
          { value: 'personal', label: t('invoice.headerType.personal') },
        ]}
        onChange={form.setType}
      />
      {company && <p className={styles.note}>{t('invoice.headers.specialNote')}</p>}
      {fields.map((field) => (
        <TextField
          key={field}
          label={field === 'title' ? t(`invoice.headers.title.${state.type}`) : t(`invoice.headers.${field}`)}
          type={INPUT[field].type}
          autoComplete={INPUT[field].autoComplete}
          required={field === 'title' || field === 'email' || (company && field === 'taxId') || (special && COMPANY_FIELDS.includes(field))}
          hint={field === 'taxId' ? t('invoice.headers.taxIdHint') : undefined}
          value={state[field]}
          onChange={(value) => form.setField(field, value)}
          error={state.errors[field]}
        />
      ))}
    </>
  )
}
