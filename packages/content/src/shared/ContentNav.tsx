import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'news' | 'partners' | 'hotel' | 'traffic'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'news', path: '/news', label: 'content.toNews' },
  { key: 'partners', path: '/cooperationPartners', label: 'content.toPartners' },
  { key: 'hotel', path: '/hotel', label: 'content.toHotel' },
  { key: 'traffic', path: '/traffic', label: 'content.toTraffic' },
]

/** The fair's information pages a visitor moves between (ui's AreaNav). */
export function ContentNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="content.nav" links={LINKS} here={here} />
}
