import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { Button, TextField } from '@fairpass/ui'
import * as parts from '../shared/page.css'
import type { MemberForm, MemberValues } from './memberStore'

const FIELDS: { field: keyof MemberValues; type: 'text' | 'tel' | 'email'; autoComplete: string; required?: boolean }[] = [
  { field: 'name', type: 'text', autoComplete: 'off', required: true },
  { field: 'mobile', type: 'tel', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'company', type: 'text', autoComplete: 'off' },
  { field: 'title', type: 'text', autoComplete: 'off' },
]

/** A member's fields, each message under its field; a refusal of the whole (the cap) above the buttons. */
export function MemberFields({ form, onSubmit, onCancel }: { form: MemberForm; onSubmit: () => void; onCancel: () => void }) {
  const t = useT()
  const { values, errors, busy } = useStore(form.$form)
  return (
    <form
      className={parts.stack}
      noValidate
      data-part="member-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <p className={parts.muted}>{t('groups.member.contactHint')}</p>
      {FIELDS.map(({ field, type, autoComplete, required }) => (
        <TextField
          key={field}
          label={t(`groups.member.${field}`)}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={values[field]}
          onChange={(value) => form.set(field, value)}
          error={errors[field]}
        />
      ))}
      {errors._form && (
        <p role="alert" className={parts.alert}>
          {errors._form}
        </p>
      )}
      <div className={parts.actions}>
        <Button type="submit" loading={busy} debounce>
          {t('groups.member.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('groups.cancel')}
        </Button>
      </div>
    </form>
  )
}
