import { useT } from '@fairpass/core/i18n'
import { Button } from '../Button/Button'
import { TextField } from '../TextField/TextField'
import * as styles from './CodeField.css'

export interface CodeFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  sending: boolean
  /** Seconds until a resend is allowed; 0 when it is. */
  resendIn: number
  onSend: () => void
  /** The field's label; "Verification code" unless told. */
  label?: string
}

/** A six-digit verification code with its "Send code" button and resend countdown. */
export function CodeField({ value, onChange, error, sending, resendIn, onSend, label }: CodeFieldProps) {
  const t = useT()
  const sendLabel = sending ? t('ui.code.sending') : resendIn > 0 ? t('ui.code.resendIn', { n: resendIn }) : t('ui.code.send')
  return (
    <TextField
      label={label ?? t('ui.code.label')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('ui.code.placeholder')}
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
