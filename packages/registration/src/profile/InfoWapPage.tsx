import { useEffect, useRef, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import type { ProfileField } from '@fairpass/core/validation'
import { Button, Card, Checkbox, ExhibitionPage, Select, Spinner, TextField } from '@fairpass/ui'
import './messages'
import { AgreementField } from './AgreementField'
import { ImageField } from './ImageField'
import { $profileForm, labelOf, loadProfileForm, messageFor, setProfileValue, submitProfile } from './profileStore'
import * as styles from './InfoWapPage.css'

export function InfoWapPage() {
  const t = useT()
  const language = useStore($language)
  const form = useStore($profileForm)
  const router = useRouter()
  const { emit } = useArea()
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void loadProfileForm()
  }, [])

  // Each refused submit moves focus to the summary, so a screen reader reads what to fix and the page scrolls there.
  useEffect(() => {
    if (form.refusedSubmits > 0) summaryRef.current?.focus()
  }, [form.refusedSubmits])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitProfile(router, emit)
  }

  const focusField = (name: string) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
    control?.focus()
  }

  const invalidFields = form.fields.filter((field) => messageFor(form, field.field, language))
  const uploading = form.uploading.length > 0
  return (
    <ExhibitionPage title={t('reg.profile.heading')}>
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
          <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('reg.profile.heading')}>
            <p className={styles.intro}>{t('reg.profile.intro')}</p>
            {form.prefilled.length > 0 && (
              <p className={styles.cardNote} role="note">
                {t('reg.profile.fromCard')}
              </p>
            )}
            {invalidFields.length > 0 && (
              <div ref={summaryRef} className={styles.summary} tabIndex={-1} role="alert" data-state="invalid">
                <p className={styles.summaryTitle}>{t('reg.profile.fixErrors')}</p>
                <ul className={styles.summaryList}>
                  {invalidFields.map((field) => (
                    <li key={field.field}>
                      <button type="button" className={styles.summaryLink} onClick={() => focusField(field.field)}>
                        {t('reg.profile.goTo', { label: labelOf(field.label, language) })}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {form.fields.map((field) => (
              <ProfileInput key={field.field} field={field} />
            ))}
            <Button type="submit" block loading={form.submitting || uploading} debounce>
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
    </ExhibitionPage>
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
  const placeholder = field.placeholder ? labelOf(field.placeholder, language) : undefined
  const value = form.values[field.field]
  const error = messageFor(form, field.field, language)
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: labelOf(option.label, language) }))
  const hint = form.prefilled.includes(field.field) ? t('reg.profile.fromCardHint') : undefined

  switch (field.type) {
    case 'select':
      return (
        <Select
          label={label}
          name={field.field}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder ?? t('reg.profile.choose')}
          options={options}
          onChange={(next) => setProfileValue(field.field, next)}
          error={error}
        />
      )
    case 'multiSelect': {
      const chosen = Array.isArray(value) ? (value as string[]) : []
      const errorId = `${field.field}-group-error`
      const limitId = `${field.field}-group-limit`
      const limit = field.max ? t('reg.profile.chooseUpTo', { n: field.max }) : undefined
      const describedBy = [error ? errorId : null, limit ? limitId : null].filter(Boolean).join(' ') || undefined
      return (
        <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          <legend className={styles.legend}>
            {label}
            {field.required && (
              <span className={styles.requiredMark} aria-hidden="true">
                *
              </span>
            )}
          </legend>
          {limit && (
            <p id={limitId} className={styles.groupHint}>
              {limit}
            </p>
          )}
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
            <p id={errorId} className={styles.groupError}>
              {error}
            </p>
          )}
        </fieldset>
      )
    }
    case 'agreement':
      return <AgreementField field={field} label={label} value={value} error={error} language={language} />
    case 'image':
      return <ImageField field={field} label={label} value={value} error={error} uploading={form.uploading.includes(field.field)} />
    case 'date':
      return (
        <TextField
          label={label}
          name={field.field}
          type={'date' as never}
          required={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => setProfileValue(field.field, next)}
          hint={field.minDate && field.maxDate ? t('reg.profile.dateRange', { from: field.minDate, to: field.maxDate }) : undefined}
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
          placeholder={placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => setProfileValue(field.field, next)}
          hint={hint}
          error={error}
        />
      )
    }
  }
}
