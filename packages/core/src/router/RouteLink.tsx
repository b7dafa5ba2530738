import type { ReactNode } from 'react'
import { useRouter } from './use-route'

export interface RouteLinkProps {
  path: string
  query?: Record<string, string | undefined>
  children: ReactNode
  className?: string
  'aria-label'?: string
}

/**
 * The one way to link to another page of the app: a real href (reads as a link, opens in a new tab), followed
 * through the router of the element it renders in, so an element in memory routing moves itself and never the
 * host page's hash. A plain `<a href="#/…">` would do exactly that wrong.
 */
export function RouteLink({ path, query, children, className, 'aria-label': ariaLabel }: RouteLinkProps) {
  const router = useRouter()
  return (
    <a
      href={router.hrefFor(path, query)}
      className={className}
      aria-label={ariaLabel}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        router.navigate(path, query)
      }}
    >
      {children}
    </a>
  )
}
