import { useEffect, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { $language } from '@fairpass/core/session'
import type { ProfileField } from '@fairpass/core/validation'
import { Button, Card, Checkbox, Select, Spinner, TextField } from '@fairpass/ui'
import { RegistrationPage } from '../app/RegistrationPage'
import './messages'
import { $profileForm, labelOf, loadProfileForm, setProfileValue, submitProfile } from './profileStore'
import * as styles from './InfoWapPage.css'

export function InfoWapPage() {
  const t = useT()
  const form = useStore($profileForm)

  useEffect(() => {
    void loadProfileForm()
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitProfile()
  }

  const hasErrors = Object.keys(form.errors).length > 0
  return (
    <RegistrationPage title={t('reg.profile.heading')}>
      <Card>
        {form.status === 'loading' && <Spinner showText />}
        {form.status === 'failed' && (
          <div className={styles.failed}>
            <p role="alert">{t('reg.profile.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void loadProfileForm()}>
              {t('reg.profile.retry')}
            </Button>
          </div>
        )}
        {form.status === 'ready' && (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('reg.profile.heading')}>
            <p className={styles.intro}>{t('reg.profile.intro')}</p>
            {form.fields.map((field) => (
              <ProfileInput key={field.field} field={field} />
            ))}
            {hasErrors && (
              <p role="alert" className={styles.summary}>
                {t('reg.profile.fixErrors')}
              </p>
            )}
            <Button type="submit" block loading={form.submitting} debounce>
              {form.submitting ? t('reg.profile.submitting') : t('reg.profile.submit')}
            </Button>
            {form.draftSavedAt && (
              <p className={styles.draft} role="status">
                {t('reg.profile.draftSaved')}
              </p>
            )}
          </form>
        )}
      </Card>
    </RegistrationPage>
  )
}

const TEXT_INPUTS = {
  text: { type: 'text', autoComplete: 'on' },
  name: { type: 'text', autoComplete: 'name' },
  company: { type: 'text', autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  idNumber: { type: 'text', autoComplete: 'off' },
} as const

function ProfileInput({ field }: { field: ProfileField }) {
  const t = useT()
  const language = useStore($language)
  const form = useStore($profileForm)
  const label = labelOf(field.label, language)
  const value = form.values[field.field]
  const error = form.errors[field.field]
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: labelOf(option.label, language) }))

  switch (field.type) {
    case 'select':
      return (
        <Select
          label={label}
          name={field.field}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          placeholder={t('reg.profile.choose')}
          options={options}
          onChange={(next) => setProfileValue(field.field, next)}
          error={error}
        />
      )
    case 'multiSelect': {
      const chosen = Array.isArray(value) ? (value as string[]) : []
      const errorId = `${field.field}-group-error`
      return (
        <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>
            {label}
            {field.required && (
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            )}
          </legend>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={field.field}
              label={option.label}
              checked={chosen.includes(option.value)}
              onChange={(checked) =>
                setProfileValue(
                  field.field,
                  checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value),
                )
              }
            />
          ))}
          {error && (
            <p id={errorId} role="alert" className={styles.groupError}>
              {error}
            </p>
          )}
        </fieldset>
      )
    }
    case 'agreement':
      return (
        <Checkbox
          name={field.field}
          label={label}
          required={field.required}
          checked={value === true}
          onChange={(checked) => setProfileValue(field.field, checked)}
          error={error}
        />
      )
    case 'date':
      return (
        <TextField
          label={label}
          name={field.field}
          type={'date' as never}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => setProfileValue(field.field, next)}
          error={error}
        />
      )
    case 'image':
      // The server stores an image as a URL; picking a file to upload comes with the upload endpoint.
      return (
        <TextField
          label={label}
          name={field.field}
          type="url"
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => setProfileValue(field.field, next)}
          error={error}
        />
      )
    default: {
      const input = TEXT_INPUTS[field.type]
      return (
        <TextField
          label={label}
          name={field.field}
          type={input.type}
          autoComplete={input.autoComplete}
          inputMode={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : undefined}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => setProfileValue(field.field, next)}
          error={error}
        />
      )
    }
  }
}
