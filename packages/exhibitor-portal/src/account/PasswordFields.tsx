import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { Button, TextField } from '@fairpass/ui'
import * as styles from '../shared/portal.css'
import type { PasswordForm } from './accountStore'

/** The new password twice (and, for a change, the old one first), each message under its field. */
export function PasswordFields({ form, first, onSubmit, submitLabel }: { form: PasswordForm; first: boolean; onSubmit: () => void; submitLabel: string }) {
  const t = useT()
  const { values, errors, busy } = useStore(form.$form)
  return (
    <form
      className={styles.stack}
      noValidate
      data-part="password-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {!first && (
        <TextField label={t('exh.password.old')} type="password" autoComplete="current-password" required value={values.oldPassword} onChange={(value) => form.set('oldPassword', value)} error={errors.oldPassword} />
      )}
      <TextField
        label={t('exh.password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('exh.password.rule')}
        value={values.newPassword}
        onChange={(value) => form.set('newPassword', value)}
        error={errors.newPassword}
      />
      <TextField label={t('exh.password.repeat')} type="password" autoComplete="new-password" required value={values.newPassword1} onChange={(value) => form.set('newPassword1', value)} error={errors.newPassword1} />
      {errors._form && (
        <p role="alert" className={styles.formAlert}>
          {errors._form}
        </p>
      )}
      <Button type="submit" block loading={busy} debounce>
        {submitLabel}
      </Button>
    </form>
  )
}
