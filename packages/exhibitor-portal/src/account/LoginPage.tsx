import { useEffect, useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { useArea } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { useRouter } from '@fairpass/core/router'
import { $language, $session } from '@fairpass/core/session'
import { Button, Card, Checkbox, ExhibitionPage, TextField } from '@fairpass/ui'
import * as parts from '@fairpass/ui/parts'
import type { InExhibition } from '../shared/portalPage'
import * as styles from '../shared/portal.css'
import { $mustSetPassword } from './accountState'
import { choosePassword, createLoginForm, createPasswordForm, loginTypeOf, signIn } from './accountStore'
import { PasswordFields } from './PasswordFields'

/** Where an exhibitor lands after signing in (spec §4 rule 8): the user center, which is the portal's home for them. */
export const PORTAL_HOME = '/user-center'

/**
 * /exhibitorSelfService/exhibitorRegist(/login): the company account's sign-in with account and password, and at the
 * first login the password the account chooses in place of the organiser's. `inPlace`: shown instead of a member
 * page while nobody is signed in; that page appears once the sign-in is done.
 */
export function LoginPage({ exhibition, inPlace = false }: InExhibition & { inPlace?: boolean }) {
  const t = useT()
  const router = useRouter()
  const area = useArea()
  const language = useStore($language)
  const token = useStore($session).token
  const mustSetPassword = useStore($mustSetPassword)
  const login = useMemo(() => createLoginForm(exhibition), [exhibition])
  const password = useMemo(() => createPasswordForm(exhibition, true), [exhibition])
  const { values, errors, busy } = useStore(login.$form)

  useEffect(() => {
    login.reword()
    password.reword()
  }, [login, password, language])

  // Signed in already (another tab, a return) on the login's own address: the home is where to be.
  useEffect(() => {
    if (!inPlace && token && !mustSetPassword && !busy) router.navigate(PORTAL_HOME, {}, { replace: true })
  }, [inPlace, token, mustSetPassword, busy, router])

  if (token && mustSetPassword) {
    return (
      <ExhibitionPage stacked title={t('exh.password.firstHeading')}>
        <Card>
          <div className={styles.stack}>
            <p className={parts.note}>{t('exh.password.firstIntro')}</p>
            <PasswordFields
              form={password}
              first
              submitLabel={t('exh.password.save')}
              onSubmit={() => void choosePassword(exhibition, password, true).then((done) => done && !inPlace && router.navigate(PORTAL_HOME, {}, { replace: true }))}
            />
          </div>
        </Card>
      </ExhibitionPage>
    )
  }

  return (
    <ExhibitionPage stacked title={t('exh.login.heading')}>
      <Card>
        <form
          className={styles.stack}
          noValidate
          data-part="exhibitor-login"
          onSubmit={(event) => {
            event.preventDefault()
            void signIn(exhibition, login).then((answer) => {
              if (!answer) return
              area.emit('fair-login', { userId: answer.userId, account: login.$form.get().values.account.trim(), registerType: loginTypeOf(exhibition).registerType })
              if (!answer.mustSetPassword && !inPlace) router.navigate(PORTAL_HOME, {}, { replace: true })
            })
          }}
        >
          <p className={parts.note}>{t('exh.login.intro')}</p>
          <TextField label={t('exh.login.account')} type="text" inputMode="email" autoComplete="username" required value={values.account} onChange={(value) => login.set('account', value)} error={errors.account} />
          <TextField label={t('exh.login.password')} type="password" autoComplete="current-password" required value={values.password} onChange={(value) => login.set('password', value)} error={errors.password} />
          <Checkbox label={t('exh.login.privacy')} checked={values.privacy} onChange={(checked) => login.set('privacy', checked)} error={errors.privacy} />
          {errors._form && (
            <p role="alert" className={styles.formAlert}>
              {errors._form}
            </p>
          )}
          <Button type="submit" block loading={busy} debounce>
            {t('exh.login.submit')}
          </Button>
          <p className={parts.muted}>{t('exh.login.help')}</p>
        </form>
      </Card>
    </ExhibitionPage>
  )
}
