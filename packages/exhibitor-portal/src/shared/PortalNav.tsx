import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

export type PortalHere = 'home' | 'catalogue' | 'products' | 'staff' | 'invites' | 'review' | 'booths' | 'services' | 'setup' | 'documents' | 'buyers' | 'visa'

const LINKS: ReadonlyArray<AreaNavLink<PortalHere>> = [
  { key: 'home', path: '/user-center', label: 'exh.nav.home' },
  { key: 'catalogue', path: '/user-center/exhibitorReport', label: 'exh.nav.catalogue', more: true },
  { key: 'products', path: '/exhibitorSelfService/exhibit/list', label: 'exh.nav.products' },
  { key: 'staff', path: '/exhibitorSelfService/documentManagement/list', label: 'exh.nav.staff' },
  { key: 'invites', path: '/exhibitorSelfService/documentManagement/inviteCodePage', label: 'exh.nav.invites', more: true },
  { key: 'review', path: '/exhibitorSelfService/auditing', label: 'exh.nav.review', more: true },
  // Part 2 (issue 17).
  { key: 'services', path: '/exhibitorSelfService/serviceOrder', label: 'exh.services.nav', more: true },
  { key: 'setup', path: '/exhibitorSelfService/information', label: 'exh.setup.nav.setup', more: true },
  { key: 'documents', path: '/datadownload', label: 'exh.setup.nav.documents', more: true },
  { key: 'buyers', path: '/exhibitorSelfService/inviteVIP', label: 'exh.vip.nav', more: true },
  { key: 'visa', path: '/exhibitorSelfService/visaInfo', label: 'exh.visa.nav', more: true },
]

/** The portal's pages a company member moves between (ui's AreaNav): home, exhibits and staff badges in the row, the rest behind "More". */
export function PortalNav({ here }: { here: PortalHere | 'other' }) {
  return <AreaNav label="exh.nav.label" links={LINKS} here={here} />
}
