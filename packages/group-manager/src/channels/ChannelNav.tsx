import { useExhibition } from '@fairpass/core/area'
import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'group' | 'channels' | 'new' | 'share' | 'regQr'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'group', path: '/groupManagement', label: 'channels.toGroup' },
  { key: 'channels', path: '/source', label: 'channels.toChannels' },
  { key: 'new', path: '/source/form', label: 'channels.toNew' },
  { key: 'share', path: '/share', label: 'channels.toShare' },
  { key: 'regQr', path: '/regQRcode', label: 'channels.toRegQr' },
]
/** What any registered person may open: their poster and their registration QR. The rest is a group leader's. */
const EVERYONE: ReadonlySet<Here> = new Set(['share', 'regQr'])
const EVERYONES_LINKS = LINKS.filter((link) => EVERYONE.has(link.key))

/**
 * The channel and share pages a person moves between (ui's AreaNav). A visitor who is not a group leader opens the
 * poster and QR pages too; links to the group and its channels would only lead them to a refusal.
 */
export function ChannelNav({ here }: { here: Here | 'other' }) {
  const leader = useExhibition()?.registerType === 'visitingGroup'
  return <AreaNav label="channels.nav" links={leader ? LINKS : EVERYONES_LINKS} here={here} />
}
