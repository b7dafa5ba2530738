import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'invite' | 'ranking'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'invite', path: '/inviteRegistration', label: 'invites.heading' },
  { key: 'ranking', path: '/myRanking', label: 'invites.ranking.heading' },
]

/**
 * The invitation pages a visitor moves between (ui's AreaNav). Not the group pages' nav: a visitor who invites is
 * mostly no group leader (a leader reaches these from GroupNav).
 */
export function InviteNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="invites.nav" links={LINKS} here={here} />
}
