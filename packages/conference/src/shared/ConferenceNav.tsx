import { useT } from '@fairpass/core/i18n'
import { RouteLink } from '@fairpass/core/router'
import * as styles from './page.css'

type Here = 'programme' | 'agenda' | 'speakers' | 'activities' | 'other'

/** The conference pages a visitor moves between; the page they are on is not a link. */
export function ConferenceNav({ here }: { here: Here }) {
  const t = useT()
  const links: Array<[Here, string, string]> = [
    ['programme', '/meetingSchedule', 'conference.toProgramme'],
    ['agenda', '/conference/mySchedule', 'conference.toAgenda'],
    ['speakers', '/guest', 'conference.toSpeakers'],
    ['activities', '/conference/activity/list', 'conference.toActivities'],
  ]
  return (
    <nav className={styles.nav} aria-label={t('conference.nav')}>
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
