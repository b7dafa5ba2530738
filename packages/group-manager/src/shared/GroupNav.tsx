import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'group' | 'import' | 'qr' | 'print' | 'previous' | 'subordinates' | 'invite' | 'source' | 'share' | 'stay' | 'parking'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'group', path: '/groupManagement', label: 'groups.toGroup' },
  { key: 'import', path: '/groupManagement/operateList', label: 'groups.toImport' },
  { key: 'qr', path: '/groupManagement/qrCode', label: 'groups.toQr' },
  { key: 'print', path: '/groupManagement/printCode', label: 'groups.toPrint' },
  { key: 'previous', path: '/groupManagement/previousData', label: 'groups.toPrevious' },
  { key: 'subordinates', path: '/subordinate', label: 'subordinates.toList' },
  { key: 'invite', path: '/inviteRegistration', label: 'invites.heading' },
  { key: 'source', path: '/source', label: 'channels.toChannels' },
  { key: 'share', path: '/share', label: 'channels.toShare' },
  { key: 'stay', path: '/stayManage', label: 'lodging.toStay' },
  { key: 'parking', path: '/parking', label: 'lodging.toParking' },
]

/** The group pages a leader moves between (ui's AreaNav). */
export function GroupNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="groups.nav" links={LINKS} here={here} />
}
