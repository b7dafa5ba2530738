import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { Button, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import * as styles from '../shared/portal.css'
import type { ApplicantForm, ApplicantValues } from './staffStore'

const FIELDS: { field: keyof ApplicantValues; type: 'text' | 'tel' | 'email'; autoComplete: string; required?: boolean }[] = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'position', type: 'text', autoComplete: 'organization-title', required: true },
  { field: 'mobile', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'idNumber', type: 'text', autoComplete: 'off' },
]

/** A staff member's badge data, each message under its field; a mobile or an e-mail is needed to reach them. */
export function ApplicantFields({ form, submitLabel, onSubmit, onCancel, cancelLabel }: { form: ApplicantForm; submitLabel: string; onSubmit: () => void; onCancel?: () => void; cancelLabel?: string }) {
  const t = useT()
  const { values, errors, busy } = useStore(form.$form)
  return (
    <form
      className={styles.stack}
      noValidate
      data-part="applicant-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <p className={parts.muted}>{t('exh.staff.reachable')}</p>
      {FIELDS.map(({ field, type, autoComplete, required }) => (
        <TextField
          key={field}
          label={t(`exh.staff.fields.${field}`)}
          type={type}
          autoComplete={autoComplete}
          required={required}
          hint={field === 'idNumber' ? t('exh.staff.idHint') : undefined}
          value={values[field]}
          onChange={(value) => form.set(field, value)}
          error={errors[field]}
        />
      ))}
      {errors._form && (
        <p role="alert" className={styles.formAlert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </form>
  )
}
