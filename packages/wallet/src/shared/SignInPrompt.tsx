import { useStore } from '@nanostores/react'
import { signInAndReturn } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import { $route } from '@fairpass/core/router'
import { Button, Card } from '@fairpass/ui'
import { WalletPage } from './WalletPage'
import * as styles from './WalletPage.css'

/** The path and query of the current route, for the login to bring the visitor back to. */
export function currentPathWithQuery(): string {
  const { path, query } = $route.get()
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

/** What a signed-out visitor sees on a wallet page: one button to the login, which comes back here. */
export function SignInPrompt() {
  const t = useT()
  useStore($route)
  return (
    <WalletPage title={t('wallet.signInTitle')}>
      <Card>
        <div className={styles.center} data-state="signed-out">
          <p className={styles.muted}>{t('wallet.signInText')}</p>
          <Button block onClick={() => signInAndReturn(currentPathWithQuery())}>
            {t('wallet.signIn')}
          </Button>
        </div>
      </Card>
    </WalletPage>
  )
}
