import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '@fairpass/core/i18n'
import * as styles from './Page.css'

export interface PageProps {
  title: ReactNode
  /** Next to the title, e.g. the language switch. */
  headerEnd?: ReactNode
  children?: ReactNode
}

/** BCP 47 tags of the two UI languages, as `lang` wants them. */
const LANG_TAG = { cn: 'zh-CN', en: 'en' } as const

/**
 * The mobile-first page shell: a centred column of at most 480 px on the exhibition's page colour. It carries the
 * page language itself: the host document's `lang` belongs to the embedding page and is often the other language,
 * and screen readers pick their voice (and browsers their CJK glyphs) from it.
 */
export function Page({ title, headerEnd, children }: PageProps) {
  const language = useStore($language)
  return (
    <div part="page" className={styles.page} lang={LANG_TAG[language]}>
      <div className={styles.column}>
        <header part="header" className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {headerEnd}
        </header>
        <main part="main" className={styles.main}>{children}</main>
      </div>
    </div>
  )
}
