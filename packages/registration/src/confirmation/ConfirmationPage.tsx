import type { MouseEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { hrefFor, navigate } from '@fairpass/core/router'
import { $link, $userInfo, signOut } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Spinner } from '@fairpass/ui'
import { RegistrationPage } from '../app/RegistrationPage'
import './messages'
import { announce } from '../flow/host'
import { EntryPass } from './EntryPass'
import * as styles from './ConfirmationPage.css'

/** Ends the session and returns to the login of the link the visitor came by. */
export function signOutToLogin(): void {
  signOut()
  announce('fair-logout', { reason: 'user' })
  navigate('/registration', parseQuery(linkToQuery($link.get())), { replace: true })
}

export function ConfirmationPage() {
  const t = useT()
  const userInfo = useStore($userInfo)

  if (!userInfo) {
    return (
      <RegistrationPage title={t('reg.confirmation.heading')}>
        <Spinner showText />
      </RegistrationPage>
    )
  }

  const toUserCenter = (event: MouseEvent<HTMLAnchorElement>) => {
    // The router moves (hash or memory mode); the href is there for the accessibility tree and long-press.
    event.preventDefault()
    navigate('/user-center')
  }

  return (
    <RegistrationPage title={t('reg.confirmation.heading')}>
      <EntryPass userInfo={userInfo} />
      <a className={styles.userCenterLink} href={hrefFor('/user-center')} onClick={toUserCenter}>
        {t('reg.confirmation.userCenter')}
      </a>
      <Button variant="secondary" block onClick={signOutToLogin}>
        {t('reg.confirmation.signOut')}
      </Button>
    </RegistrationPage>
  )
}
