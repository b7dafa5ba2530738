import { useT } from '@fairpass/core/i18n'
import { Button, TextField } from '@fairpass/ui'
import * as styles from './CodeField.css'

export interface CodeFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  sending: boolean
  /** Seconds until a resend is allowed; 0 when it is. */
  resendIn: number
  onSend: () => void
}

/** The six-digit verification code with its "Send code" button: the login and the password reset ask the same way. */
export function CodeField({ value, onChange, error, sending, resendIn, onSend }: CodeFieldProps) {
  const t = useT()
  const sendLabel = sending ? t('reg.login.sending') : resendIn > 0 ? t('reg.login.resendIn', { n: resendIn }) : t('reg.login.sendCode')
  return (
    <TextField
      label={t('reg.login.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('reg.login.codePlaceholder')}
      value={value}
      onChange={onChange}
      error={error}
      required
      trailing={
        <Button variant="text" className={styles.sendCode} disabled={resendIn > 0} loading={sending} onClick={onSend}>
          {sendLabel}
        </Button>
      }
    />
  )
}
