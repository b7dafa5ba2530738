import { useId, useState } from 'react'
import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import { link } from '../parts/parts.css'
import './messages'
import * as styles from './AreaNav.css'

/** One page of an area's navigation: its key, its route, its text's key, and whether it waits behind "More". */
export interface AreaNavLink<K extends string> {
  key: K
  path: string
  label: string
  /** Used less often: listed behind the "More" button, so the row stays one or two lines on a phone. */
  more?: boolean
}

/**
 * The pages of an area a visitor moves between: the main ones as links in a row, the others behind a "More" button
 * (a disclosure: `aria-expanded`, the list it opens named by `aria-controls`); the page they are on is not a link.
 */
export function AreaNav<K extends string>({ label, links, here }: { label: string; links: ReadonlyArray<AreaNavLink<K>>; here: K | 'other' }) {
  const t = useT()
  // Open on the page where it was opened only: a page reached through "More" shows the row again, the list closed.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === here
  const listId = useId()
  const shown = links.filter((entry) => entry.key !== here)
  const main = shown.filter((entry) => !entry.more)
  const more = shown.filter((entry) => entry.more)
  return (
    <nav aria-label={t(label)} data-state={open ? 'open' : 'closed'}>
      <div className={styles.row}>
        {main.map((entry) => (
          <RouteLink key={entry.key} className={link} path={entry.path}>
            {t(entry.label)}
          </RouteLink>
        ))}
        {more.length > 0 && (
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : here)}>
            {t('ui.nav.more')}
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
          </button>
        )}
      </div>
      {more.length > 0 && (
        <ul id={listId} className={styles.more} hidden={!open}>
          {more.map((entry) => (
            <li key={entry.key}>
              <RouteLink className={link} path={entry.path}>
                {t(entry.label)}
              </RouteLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
