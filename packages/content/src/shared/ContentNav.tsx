import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import * as styles from './page.css'

type Here = 'news' | 'partners' | 'hotel' | 'traffic' | 'other'

/** The fair's information pages a visitor moves between; the page they are on is not a link. */
export function ContentNav({ here }: { here: Here }) {
  const t = useT()
  const links: Array<[Here, string, string]> = [
    ['news', '/news', 'content.toNews'],
    ['partners', '/cooperationPartners', 'content.toPartners'],
    ['hotel', '/hotel', 'content.toHotel'],
    ['traffic', '/traffic', 'content.toTraffic'],
  ]
  return (
    <nav className={styles.nav} aria-label={t('content.nav')}>
      {links
        .filter(([key]) => key !== here)
        .map(([key, path, label]) => (
          <RouteLink key={key} className={styles.link} path={path}>
            {t(label)}
          </RouteLink>
        ))}
    </nav>
  )
}
