import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'group' | 'channels' | 'new' | 'share' | 'regQr'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'group', path: '/groupManagement', label: 'channels.toGroup' },
  { key: 'channels', path: '/source', label: 'channels.toChannels' },
  { key: 'new', path: '/source/form', label: 'channels.toNew' },
  { key: 'share', path: '/share', label: 'channels.toShare' },
  { key: 'regQr', path: '/regQRcode', label: 'channels.toRegQr' },
]

/** The channel and share pages a person moves between (ui's AreaNav). */
export function ChannelNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="channels.nav" links={LINKS} here={here} />
}
