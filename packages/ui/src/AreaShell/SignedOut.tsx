import { useT } from '@fairpass/core/i18n'
import { Button } from '../Button/Button'
import { Card } from '../Card/Card'
import { ExhibitionPage } from '../ExhibitionPage/ExhibitionPage'
import './messages'
import * as styles from './AreaShell.css'

/**
 * A page that needs a sign-in, or a complete registration, that the visitor does not have yet: one button to the
 * login (or to the registration, for a visitor already signed in), which comes back to this page.
 */
export default function SignedOut({ onSignIn, reason = 'signIn' }: { onSignIn: () => void; reason?: 'signIn' | 'registration' }) {
  const t = useT()
  const registration = reason === 'registration'
  return (
    <ExhibitionPage title={t(registration ? 'ui.registerTitle' : 'ui.signInTitle')}>
      <Card>
        <div className={styles.center} data-state={registration ? 'registrationIncomplete' : 'signedOut'}>
          <p className={styles.text}>{t(registration ? 'ui.registerText' : 'ui.signInText')}</p>
          <Button block onClick={onSignIn}>
            {t(registration ? 'ui.register' : 'ui.signIn')}
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

