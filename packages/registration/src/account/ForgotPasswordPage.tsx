import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { RouteLink } from '@fairpass/core/router'
import { loginModesFor } from '@fairpass/core/journey'
import { useRouter } from '@fairpass/core/router'
import { $functionConfig, $language, $link, $sysConfig } from '@fairpass/core/session'
import { Button, Card, ExhibitionPage, TextField } from '@fairpass/ui'
import { loadValidation } from '@fairpass/core/forms'
import { $forgotForm, $forgotResendIn, sendForgotCode, setForgotField, submitForgot } from './passwordStore'
import { CodeField } from '@fairpass/ui'
import { NewPasswordFields } from './NewPasswordFields'
import './messages'
import * as styles from './AccountPage.css'

/** The login of the link the visitor came by (the session keeps its ids and language). */
const loginQuery = () => parseQuery(linkToQuery($link.get()))

/** Which addresses the exhibition sends codes to for this language: the reset code follows its login modes. */
function useCodeChannels(): 'both' | 'sms' | 'email' {
  const language = useStore($language)
  const sysConfig = useStore($sysConfig)
  const functionConfig = useStore($functionConfig)
  const modes = loginModesFor(language, { ...sysConfig, ...functionConfig } as never)
  const sms = modes.includes('appsms')
  const email = modes.includes('appemail')
  // Password-only exhibitions still reach their visitors by either channel; the server decides per account.
  return sms === email ? 'both' : sms ? 'sms' : 'email'
}

/** /forgotPassword: a code to the phone or e-mail of the account, then a new password (spec §5 rule). */
export function ForgotPasswordPage() {
  const t = useT()
  const form = useStore($forgotForm)
  const resendIn = useStore($forgotResendIn)
  const channels = useCodeChannels()
  const router = useRouter()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (await submitForgot()) router.navigate('/registration', loginQuery(), { replace: true })
  }

  return (
    <ExhibitionPage title={t('reg.account.forgotHeading')}>
      <Card>
        <form className={styles.form} onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate aria-label={t('reg.account.forgotHeading')}>
          <p className={styles.intro}>{t(`reg.account.forgotIntro.${channels}`)}</p>
          <TextField
            label={t(`reg.account.account.${channels}`)}
            name="account"
            type={channels === 'email' ? 'email' : channels === 'sms' ? 'tel' : 'text'}
            autoComplete="username"
            placeholder={t(`reg.account.accountPlaceholder.${channels}`)}
            value={form.account}
            onChange={(value) => setForgotField('account', value)}
            error={form.errors.account}
            required
          />
          <CodeField
            value={form.code}
            onChange={(value) => setForgotField('code', value)}
            error={form.errors.code}
            sending={form.sending}
            resendIn={resendIn}
            onSend={() => void sendForgotCode()}
          />
          <NewPasswordFields values={form} onChange={setForgotField} />
          <Button type="submit" block loading={form.submitting} debounce>
            {form.submitting ? t('reg.account.submitting') : t('reg.account.submitReset')}
          </Button>
          <RouteLink className={styles.back} path="/registration" query={loginQuery()}>
            {t('reg.account.backToLogin')}
          </RouteLink>
        </form>
      </Card>
    </ExhibitionPage>
  )
}
