import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'group' | 'import' | 'qr' | 'print' | 'previous' | 'subordinates' | 'invite' | 'source' | 'share' | 'stay' | 'parking'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'group', path: '/groupManagement', label: 'groups.toGroup' },
  { key: 'import', path: '/groupManagement/operateList', label: 'groups.toImport' },
  { key: 'qr', path: '/groupManagement/qrCode', label: 'groups.toQr' },
  { key: 'print', path: '/groupManagement/printCode', label: 'groups.toPrint', more: true },
  { key: 'previous', path: '/groupManagement/previousData', label: 'groups.toPrevious', more: true },
  { key: 'subordinates', path: '/subordinate', label: 'subordinates.toList', more: true },
  { key: 'invite', path: '/inviteRegistration', label: 'invites.heading', more: true },
  { key: 'source', path: '/source', label: 'channels.toChannels', more: true },
  { key: 'share', path: '/share', label: 'channels.toShare', more: true },
  { key: 'stay', path: '/stayManage', label: 'lodging.toStay', more: true },
  { key: 'parking', path: '/parking', label: 'lodging.toParking', more: true },
]

/** The group pages a leader moves between (ui's AreaNav): members, import and the QR in the row, the rest behind "More". */
export function GroupNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="groups.nav" links={LINKS} here={here} />
}
