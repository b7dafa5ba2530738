import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '@fairpass/core/i18n'
import { useArea } from '@fairpass/core/area'
import { useRouter } from '@fairpass/core/router'
import { $language, $link, $session, $userInfo } from '@fairpass/core/session'
import { linkToQuery, parseQuery } from '@fairpass/core/link'
import { Button, Card, ExhibitionPage, ListStates, Spinner } from '@fairpass/ui'
import { EntryPass } from '../confirmation/EntryPass'
import { signOutToLogin } from '../confirmation/ConfirmationPage'
import '../confirmation/messages'
import './messages'
import { $userCenter, loadUserCenter, openEntry, userCenter } from './userCenterStore'
import * as styles from './UserCenterPage.css'

/**
 * /user-center (no login needed, spec §2): signed out it asks the visitor to sign in; signed in it shows the entry
 * pass and the entries the exhibition's user-center configuration enables.
 */
export function UserCenterPage() {
  const t = useT()
  const token = useStore($session).token
  const userInfo = useStore($userInfo)
  const language = useStore($language)
  const center = useStore($userCenter)
  const router = useRouter()
  const { emit } = useArea()

  useEffect(() => {
    if (token) void loadUserCenter()
  }, [token, language])

  if (!token) {
    return (
      <ExhibitionPage title={t('reg.userCenter.heading')}>
        <Card>
          <div className={styles.signIn} data-state="signed-out">
            <p className={styles.text}>{t('reg.userCenter.signInText')}</p>
            <Button block onClick={() => router.navigate('/registration', parseQuery(linkToQuery($link.get())))}>
              {t('reg.userCenter.signIn')}
            </Button>
          </div>
        </Card>
      </ExhibitionPage>
    )
  }

  return (
    <ExhibitionPage title={t('reg.userCenter.heading')}>
      {userInfo ? <EntryPass userInfo={userInfo} /> : <Spinner showText />}
      <Card title={t('reg.userCenter.services')}>
        <ListStates
          part="user-center"
          listClassName={styles.entries}
          status={center.status}
          items={center.data}
          onRetry={() => void userCenter.retry()}
          error={center.error}
          empty={<p className={styles.text}>{t('reg.userCenter.noEntries')}</p>}
        >
          {(entries) =>
            entries.map((entry) => (
              <li key={entry.key} className={styles.entryItem} data-entry={entry.key}>
                <button type="button" className={styles.entry} onClick={() => openEntry(entry, router, emit)}>
                  <span>{entry.title}</span>
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))
          }
        </ListStates>
      </Card>
      <Button variant="secondary" block onClick={() => signOutToLogin(router)}>
        {t('reg.confirmation.signOut')}
      </Button>
    </ExhibitionPage>
  )
}
