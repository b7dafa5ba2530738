import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { useRouter, type Router } from '@fairpass/core/router'
import { $link, $userInfo, signOut } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, ExhibitionPage, Spinner } from '@fairpass/ui'
import './messages'
import { EntryPass } from './EntryPass'
import * as styles from './ConfirmationPage.css'

/**
 * Ends the session and returns the element to the login of the link the visitor came by. The host page hears
 * `fair-logout` (reason 'user') from the element doing the page's duties (core/area), once.
 */
export function signOutToLogin(router: Router): void {
  signOut()
  router.navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
}

export function ConfirmationPage() {
  const t = useT()
  const userInfo = useStore($userInfo)
  const router = useRouter()

  if (!userInfo) {
    return (
      <ExhibitionPage title={t('reg.confirmation.heading')}>
        <Spinner showText />
      </ExhibitionPage>
    )
  }

  return (
    <ExhibitionPage title={t('reg.confirmation.heading')}>
      <EntryPass userInfo={userInfo} />
      <RouteLink className={styles.userCenterLink} path="/user-center">
        {t('reg.confirmation.userCenter')}
      </RouteLink>
      <Button variant="secondary" block onClick={() => signOutToLogin(router)}>
        {t('reg.confirmation.signOut')}
      </Button>
    </ExhibitionPage>
  )
}
