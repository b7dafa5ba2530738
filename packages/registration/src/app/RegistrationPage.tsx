import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $language, $sysConfig, storedPageTitle } from '@fairpass/core/session'
import { LanguageSwitch, Page } from '@fairpass/ui'
import * as styles from './RegistrationPage.css'

/** The page shell every registration page shares: the exhibition's name, the language switch, the page title. */
export function RegistrationPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const language = useStore($language)
  const sysConfig = useStore($sysConfig)
  const exhibition = storedPageTitle(sysConfig, language)
  return (
    <Page title={title} headerEnd={<LanguageSwitch />}>
      {exhibition && (
        <p className={styles.exhibition} data-part="exhibition">
          {exhibition}
        </p>
      )}
      {children}
    </Page>
  )
}
