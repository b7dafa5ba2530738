import { signInAndReturn } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { hrefFor, type Route } from '@fairpass/core/router'
import { Button, Card } from '@fairpass/ui'
import { BuyPage } from './BuyPage'
import * as styles from './BuyPage.css'

/** Signed out: a short page that sends the visitor to the login of their link and back here afterwards. */
export function SignInNeeded({ route }: { route: Route }) {
  const t = useT()
  // The path with its query (`/ticket-type?registerLinkId=…`), as the login's return-to expects it.
  const back = hrefFor(route.path, route.query).replace(/^#/, '').replace(/^\/pc(?=\/)/, '')
  return (
    <BuyPage title={t('buy.signInTitle')}>
      <Card>
        <div className={styles.center} data-state="signedOut">
          <p className={styles.text}>{t('buy.signInText')}</p>
          {/* Buying needs a registered visitor: a new one completes the profile first, then comes back here. */}
          <Button block onClick={() => signInAndReturn(back, { after: 'registration' })}>
            {t('buy.signIn')}
          </Button>
        </div>
      </Card>
    </BuyPage>
  )
}
