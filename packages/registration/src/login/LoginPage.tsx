import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT, lazyWithTexts } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { RouteLink } from '@fairpass/core/router'
import { useRouter } from '@fairpass/core/router'
import { $session, $sysConfig, isOn } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, TextField } from '@fairpass/ui'
import { closesSoon } from '../flow/closing'
import {
  $activeMode,
  $loginForm,
  $loginModes,
  $resendIn,
  chooseMode,
  loadLoginActions,
  requestCode,
  setLoginField,
  setPrivacy,
  adoptShellValues,
  submitLogin,
  type LoginTab,
} from './loginStore'
import { takeLoginShell } from '../shell/handoff'
import { LoginModeSwitch } from './LoginModeSwitch'
import { CodeField } from '@fairpass/ui'
import * as styles from './LoginPage.css'

/**
 * The first focus starts loading what sending a code and logging in need (the login's requests and the shared
 * schemas): they have arrived long before the first field is complete. A failed load is tried again when they are used.
 */
function prepareLogin(): void {
  loadLoginActions().catch(() => {})
}

// The policy text and the dialog code load only when a visitor opens it: not part of the login download.
const PrivacyDialog = lazyWithTexts(() => import('./PrivacyDialog'))

export function LoginPage() {
  const t = useT()
  const form = useStore($loginForm)
  const modes = useStore($loginModes)
  const mode = useStore($activeMode)
  const sysConfig = useStore($sysConfig)
  const [privacyOpen, setPrivacyOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const { emit } = useArea()

  // The real form replaces the page's static shell: what was typed there, the caret and a pending "Send code"
  // carry over, so a visitor who started early loses nothing.
  useEffect(() => {
    const shell = takeLoginShell()
    if (!shell) return
    adoptShellValues(shell.values)
    const field = shell.focus && formRef.current?.querySelector<HTMLInputElement>(`input[name="${shell.focus.name}"]`)
    if (field) {
      field.focus()
      if (shell.focus?.selectionStart != null) field.setSelectionRange(shell.focus.selectionStart, shell.focus.selectionEnd)
    }
    if (shell.sendCode) void requestCode()
  }, [])

  // A visitor already signed in who is sent here to finish the registration (a page that needs it, core's
  // signInAndReturn) goes on to where the rules say (the profile, the questionnaire) instead of logging in again.
  useEffect(() => {
    if (!$session.get().token) return
    void import('../flow/enter').then(({ enterExhibition }) => enterExhibition(router, emit)).catch(() => {})
    // Once, as the page opens: the login below signs in and enters by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Links meant for the messaging app: auto-login by open id there, or the "open it in the app" page elsewhere.
  useEffect(() => {
    if (sysConfig && (isOn(sysConfig.wechatOpenAutoLogin) || [sysConfig.browserOpenSwitch, sysConfig.browserOpenSwitchEn].includes('off'))) {
      void import('./messagingApp').then((module) => module.enterFromMessagingApp(router, emit))
    }
  }, [sysConfig, router, emit])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await submitLogin())) return
    // A host that cancels fair-login routes the signed-in visitor itself.
    const { announceLoginAndEnter } = await import('../flow/enter')
    await announceLoginAndEnter(router, emit)
  }

  const fields = mode ? <LoginFields mode={mode} /> : null

  return (
    <ExhibitionPage title={t('reg.login.heading')}>
      <Card>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          onFocus={prepareLogin}
          noValidate
          aria-label={t('reg.login.heading')}
        >
          <p className={styles.intro}>{t('reg.login.intro')}</p>
          {closesSoon(sysConfig) && (
            <p className={styles.warning} role="note">
              {t('reg.login.closingSoon')}
            </p>
          )}
          {modes.length > 1 && mode && <LoginModeSwitch modes={modes} value={mode} onChange={chooseMode} />}
          {fields}
          <Checkbox
            name="privacy"
            checked={form.privacy}
            onChange={setPrivacy}
            error={form.errors.privacy}
            label={
              <>
                {t('reg.login.privacyPrefix')}
                <button type="button" className={styles.privacyLink} onClick={() => setPrivacyOpen(true)}>
                  {t('reg.login.privacyLink')}
                </button>
              </>
            }
          />
          <Button type="submit" block loading={form.submitting} debounce>
            {form.submitting ? t('reg.login.submitting') : t('reg.login.submit')}
          </Button>
        </form>
      </Card>
      {privacyOpen && (
        <Suspense fallback={null}>
          <PrivacyDialog open={privacyOpen} onOpenChange={setPrivacyOpen} />
        </Suspense>
      )}
    </ExhibitionPage>
  )
}

function LoginFields({ mode }: { mode: LoginTab }) {
  return mode === 'appsms' || mode === 'appemail' ? <CodeFields mode={mode} /> : <PasswordFields idCard={mode === 'idCard'} />
}

/** Password login, by account or, where the exhibition allows it, by ID number. */
function PasswordFields({ idCard }: { idCard: boolean }) {
  const t = useT()
  const form = useStore($loginForm)
  const field = idCard ? 'idNumber' : 'account'
  return (
    <>
      <TextField
        key={field}
        label={t(`reg.login.${field}`)}
        name={field}
        autoComplete="username"
        placeholder={t(`reg.login.${field}Placeholder`)}
        value={form[field]}
        onChange={(value) => setLoginField(field, value)}
        error={form.errors[field]}
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
      {/* The session keeps the link's ids and language, so the reset is for the same exhibition. */}
      <RouteLink className={styles.forgot} path="/forgotPassword">
        {t('reg.login.forgotPassword')}
      </RouteLink>
    </>
  )
}

function CodeFields({ mode }: { mode: LoginTab }) {
  const t = useT()
  const form = useStore($loginForm)
  const resendIn = useStore($resendIn)
  const sms = mode === 'appsms'
  const accountField = sms ? 'phone' : 'email'
  return (
    <>
      <TextField
        label={t(sms ? 'reg.login.phone' : 'reg.login.email')}
        name={accountField}
        type={sms ? 'tel' : 'email'}
        inputMode={sms ? 'tel' : 'email'}
        autoComplete={sms ? 'tel' : 'email'}
        placeholder={t(sms ? 'reg.login.phonePlaceholder' : 'reg.login.emailPlaceholder')}
        value={form[accountField]}
        onChange={(value) => setLoginField(accountField, value)}
        error={form.errors[accountField]}
        required
      />
      <CodeField
        value={form.code}
        onChange={(value) => setLoginField('code', value)}
        error={form.errors.code}
        sending={form.sending}
        resendIn={resendIn}
        onSend={() => void requestCode()}
      />
    </>
  )
}
