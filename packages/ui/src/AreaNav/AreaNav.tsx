import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { link, nav } from '../parts/parts.css'

/** One page of an area's navigation: its key, its route, and its text's key. */
export interface AreaNavLink<K extends string> {
  key: K
  path: string
  label: string
}

/** The pages of an area a visitor moves between, as links in a row; the page they are on is not a link. */
export function AreaNav<K extends string>({ label, links, here }: { label: string; links: ReadonlyArray<AreaNavLink<K>>; here: K | 'other' }) {
  const t = useT()
  return (
    <nav className={nav} aria-label={t(label)}>
      {links
        .filter((entry) => entry.key !== here)
        .map((entry) => (
          <RouteLink key={entry.key} className={link} path={entry.path}>
            {t(entry.label)}
          </RouteLink>
        ))}
    </nav>
  )
}
