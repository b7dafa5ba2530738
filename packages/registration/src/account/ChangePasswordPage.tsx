import { useEffect, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { useRouter } from '@fairpass/core/router'
import { $link, $session } from '@fairpass/core/session'
import { notify } from '@fairpass/core/notice'
import { Button, Card, ExhibitionPage, TextField } from '@fairpass/ui'
import { loadValidation } from '@fairpass/core/forms'
import { NewPasswordFields } from './NewPasswordFields'
import { $changeForm, setChangeField, submitChange } from './passwordStore'
import './messages'
import * as styles from './AccountPage.css'

/** /changePassword (signed in): the current password (none for an account that never set one) and a new one. */
export function ChangePasswordPage() {
  const t = useT()
  const form = useStore($changeForm)
  const signedIn = Boolean(useStore($session).token)
  const router = useRouter()

  useEffect(() => {
    if (signedIn) return
    notify(t('reg.account.signInFirst'), 'error')
    router.navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
  }, [signedIn, t, router])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (await submitChange()) router.back()
  }

  return (
    <ExhibitionPage title={t('reg.account.changeHeading')}>
      <Card>
        <form className={styles.form} onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate aria-label={t('reg.account.changeHeading')}>
          <p className={styles.intro}>{t('reg.account.changeIntro')}</p>
          <TextField
            label={t('reg.account.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            placeholder={t('reg.account.oldPasswordPlaceholder')}
            hint={t('reg.account.oldPasswordHint')}
            value={form.oldPassword}
            onChange={(value) => setChangeField('oldPassword', value)}
            error={form.errors.oldPassword}
          />
          <NewPasswordFields values={form} onChange={setChangeField} />
          <Button type="submit" block loading={form.submitting} debounce>
            {form.submitting ? t('reg.account.submitting') : t('reg.account.submitChange')}
          </Button>
        </form>
      </Card>
    </ExhibitionPage>
  )
}
