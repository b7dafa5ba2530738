import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { useExhibitionConfig } from '@fairpass/core/area'
import { $language, storedPageTitle } from '@fairpass/core/session'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { Page } from '../Page/Page'
import * as styles from './ExhibitionPage.css'

export interface ExhibitionPageProps {
  title: ReactNode
  children?: ReactNode
  /** Lay the children out as a column of cards with the page's gap. */
  stacked?: boolean
}

/** The shell every element's pages share: the page title, the language switch, the exhibition's name. */
export function ExhibitionPage({ title, children, stacked = false }: ExhibitionPageProps) {
  const language = useStore($language)
  // The element's own exhibition: two elements of two exhibitions on one page each name theirs.
  const exhibition = storedPageTitle(useExhibitionConfig(), language)
  return (
    <Page title={title} headerEnd={<LanguageSwitch />}>
      {exhibition && (
        <p className={styles.exhibition} data-part="exhibition">
          {exhibition}
        </p>
      )}
      {stacked ? <div className={styles.stack}>{children}</div> : children}
    </Page>
  )
}
