import { useT } from '@fairpass/core/i18n'
import { Button } from '../Button/Button'
import { Card } from '../Card/Card'
import { ExhibitionPage } from '../ExhibitionPage/ExhibitionPage'
import './messages'
import * as styles from './AreaShell.css'

/** Signed out on a page that needs a sign-in: one button to the login, which comes back to this page. */
export default function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const t = useT()
  return (
    <ExhibitionPage title={t('ui.signInTitle')}>
      <Card>
        <div className={styles.center} data-state="signedOut">
          <p className={styles.text}>{t('ui.signInText')}</p>
          <Button block onClick={onSignIn}>
            {t('ui.signIn')}
          </Button>
        </div>
      </Card>
    </ExhibitionPage>
  )
}

export function NotFound() {
  const t = useT()
  // The marker tells the browser tests' axe coverage that no page of the route was shown.
  return (
    <ExhibitionPage title={t('ui.notFound')}>
      <div data-state="notFound" />
    </ExhibitionPage>
  )
}

