import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $language, $sysConfig, storedPageTitle } from '@fairpass/core/session'
import { LanguageSwitch, Page } from '@fairpass/ui'
import * as styles from './BuyPage.css'

/** The shell of every buying page: the exhibition's name, the language switch, the page title. */
export function BuyPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const language = useStore($language)
  const exhibition = storedPageTitle(useStore($sysConfig), language)
  return (
    <Page title={title} headerEnd={<LanguageSwitch />}>
      {exhibition && <p className={styles.exhibition}>{exhibition}</p>}
      <div className={styles.stack}>{children}</div>
    </Page>
  )
}
