import { useStore } from '@nanostores/react'
import { registerMessages, useT } from '@fairpass/core/i18n'
import { $route, navigate } from '@fairpass/core/router'
import { TextField } from '@fairpass/ui'
import { $loginForm, setLoginField, type LoginTab } from './loginStore'
import * as styles from './LoginExtras.css'

// Parts of the login form few exhibitions show (ID card, the forgotten-password link): loaded with this chunk, not
// at startup, so the login route's download does not grow.
registerMessages({
  cn: {
    reg: {
      login: {
        idNumber: '身份证号码',
        idNumberPlaceholder: '请输入18位身份证号码',
        forgotPassword: '忘记密码？',
      },
    },
  },
  en: {
    reg: {
      login: {
        idNumber: 'ID card number',
        idNumberPlaceholder: 'Enter your 18-character ID number',
        forgotPassword: 'Forgot password?',
      },
    },
  },
})

/** The ID-card fields (ID number and password) and, with every password mode, the way to a forgotten password. */
export default function LoginExtras({ mode }: { mode: LoginTab }) {
  const t = useT()
  const form = useStore($loginForm)
  return (
    <>
      {mode === 'idCard' && (
        <>
          <TextField
            label={t('reg.login.idNumber')}
            name="idNumber"
            autoComplete="username"
            maxLength={18}
            placeholder={t('reg.login.idNumberPlaceholder')}
            value={form.idNumber}
            onChange={(value) => setLoginField('idNumber', value)}
            error={form.errors.idNumber}
            required
          />
          <TextField
            label={t('reg.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('reg.login.passwordPlaceholder')}
            value={form.password}
            onChange={(value) => setLoginField('password', value)}
            error={form.errors.password}
            required
          />
        </>
      )}
      <a
        href="#/forgotPassword"
        className={styles.forgot}
        onClick={(event) => {
          event.preventDefault()
          // The link's query (ids, language) goes along, so the reset happens for the same exhibition.
          navigate('/forgotPassword', $route.get().query)
        }}
      >
        {t('reg.login.forgotPassword')}
      </a>
    </>
  )
}
