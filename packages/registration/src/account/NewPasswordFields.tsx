import { useT } from '@fairpass/core/i18n'
import { TextField } from '@fairpass/ui'

/** The new password and its confirmation, shared by /forgotPassword and /changePassword. */
export function NewPasswordFields({
  values,
  onChange,
}: {
  values: { newPassword: string; newPassword1: string; errors: Record<string, string> }
  onChange: (field: 'newPassword' | 'newPassword1', value: string) => void
}) {
  const t = useT()
  return (
    <>
      <TextField
        label={t('reg.account.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        placeholder={t('reg.account.newPasswordPlaceholder')}
        value={values.newPassword}
        onChange={(value) => onChange('newPassword', value)}
        error={values.errors.newPassword}
        required
      />
      <TextField
        label={t('reg.account.newPassword1')}
        name="newPassword1"
        type="password"
        autoComplete="new-password"
        placeholder={t('reg.account.newPassword1Placeholder')}
        value={values.newPassword1}
        onChange={(value) => onChange('newPassword1', value)}
        error={values.errors.newPassword1}
        required
      />
    </>
  )
}
