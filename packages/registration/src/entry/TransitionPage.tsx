import { useEffect } from 'react'
import { useT } from '@fairpass/core/i18n'
import { navigate } from '@fairpass/core/router'
import { $link, $session } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Card, Spinner } from '@fairpass/ui'
import { RegistrationPage } from '../app/RegistrationPage'
import './messages'
import * as styles from './EntryPage.css'

/**
 * /transitionPage and /transitionTq: a signed-in visitor is moved on by enterExhibition (entry source, post-login
 * rules, targetUrl / from / fromUrl) — by the boot when the page is opened, by this page when it is reached within
 * the app — and this page is what shows meanwhile. Without a sign-in the visitor goes to the login with the link,
 * and the same decision follows the login.
 */
export function TransitionPage() {
  const t = useT()
  useEffect(() => {
    if ($session.get().token) void import('../flow/enter').then(({ enterExhibition }) => enterExhibition().catch(() => undefined))
    else navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
  }, [])
  return (
    <RegistrationPage title={t('reg.entry.transition.heading')}>
      <Card>
        <div className={styles.centered} data-state="transition">
          <Spinner size="large" />
          <p className={styles.text}>{t('reg.entry.transition.text')}</p>
        </div>
      </Card>
    </RegistrationPage>
  )
}
