import type { ReactNode } from 'react'
import { hrefFor, navigate } from '@fairpass/core/router'
import * as styles from './WalletPage.css'

/**
 * A link to another page of the app: a real href (opens in a new tab, reads as a link), followed through the
 * router so an element in memory routing moves too.
 */
export function RouteLink({ path, query, children, className }: { path: string; query?: Record<string, string>; children: ReactNode; className?: string }) {
  return (
    <a
      href={hrefFor(path, query)}
      className={className ?? styles.link}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        navigate(path, query)
      }}
    >
      {children}
    </a>
  )
}
