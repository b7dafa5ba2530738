import { useEffect } from 'react'
import { useT } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { $session } from '@fairpass/core/session'
import { Card, ExhibitionPage, Spinner } from '@fairpass/ui'
import { signInAndReturn } from './returnTo'
import './messages'
import * as styles from './EntryPage.css'

/**
 * /transitionPage and /transitionTq: a signed-in visitor is moved on by enterExhibition (entry source, post-login
 * rules, targetUrl / from / fromUrl) — by the boot when the page is opened, by this page when it is reached within
 * the app — and this page is what shows meanwhile. Without a sign-in the visitor goes to the login with the link
 * and comes back here after it, so /transitionTq still leaves for the tianmu page.
 */
export function TransitionPage() {
  const t = useT()
  const router = useRouter()
  const { emit } = useArea()
  useEffect(() => {
    if ($session.get().token) void import('../flow/enter').then(({ enterExhibition }) => enterExhibition(router, emit).catch(() => undefined))
    else signInAndReturn(router.$route.get().path, {}, router)
  }, [router, emit])
  return (
    <ExhibitionPage title={t('reg.entry.transition.heading')}>
      <Card>
        <div className={styles.centered} data-state="transition">
          <Spinner size="large" />
          <p className={styles.text}>{t('reg.entry.transition.text')}</p>
        </div>
      </Card>
    </ExhibitionPage>
  )
}
