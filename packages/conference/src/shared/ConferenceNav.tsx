import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'programme' | 'agenda' | 'speakers' | 'activities'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'programme', path: '/meetingSchedule', label: 'conference.toProgramme' },
  { key: 'agenda', path: '/conference/mySchedule', label: 'conference.toAgenda' },
  { key: 'speakers', path: '/guest', label: 'conference.toSpeakers' },
  { key: 'activities', path: '/conference/activity/list', label: 'conference.toActivities' },
]

/** The conference pages a visitor moves between (ui's AreaNav). */
export function ConferenceNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="conference.nav" links={LINKS} here={here} />
}
