import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $language, $sysConfig, storedPageTitle } from '@fairpass/core/session'
import { LanguageSwitch, Page } from '@fairpass/ui'
import * as styles from './WalletPage.css'

/** The page shell of every wallet page: the exhibition's name, the language switch, the page title. */
export function WalletPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const language = useStore($language)
  const exhibition = storedPageTitle(useStore($sysConfig), language)
  return (
    <Page title={title} headerEnd={<LanguageSwitch />}>
      {exhibition && (
        <p className={styles.exhibition} data-part="exhibition">
          {exhibition}
        </p>
      )}
      <div className={styles.stack}>{children}</div>
    </Page>
  )
}
