import type { ReactNode } from 'react'
import * as styles from './Page.css'

export interface PageProps {
  title: ReactNode
  /** Next to the title, e.g. the language switch. */
  headerEnd?: ReactNode
  children?: ReactNode
}

/** The mobile-first page shell: a centred column of at most 480 px on the exhibition's page colour. */
export function Page({ title, headerEnd, children }: PageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {headerEnd}
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  )
}
