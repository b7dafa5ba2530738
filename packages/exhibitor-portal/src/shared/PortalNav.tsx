import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

export type PortalHere = 'home' | 'catalogue' | 'products' | 'staff' | 'invites' | 'review' | 'booths' | 'buyers' | 'visa'

// Part 2 (VIP invitations, booth setup, services, visa letters) adds its links here and its pages to the element.
const LINKS: ReadonlyArray<AreaNavLink<PortalHere>> = [
  { key: 'home', path: '/user-center', label: 'exh.nav.home' },
  { key: 'catalogue', path: '/user-center/exhibitorReport', label: 'exh.nav.catalogue' },
  { key: 'products', path: '/exhibitorSelfService/exhibit/list', label: 'exh.nav.products' },
  { key: 'staff', path: '/exhibitorSelfService/documentManagement/list', label: 'exh.nav.staff' },
  { key: 'invites', path: '/exhibitorSelfService/documentManagement/inviteCodePage', label: 'exh.nav.invites' },
  { key: 'review', path: '/exhibitorSelfService/auditing', label: 'exh.nav.review' },
  // VIP buyer invitations and visa letters (issue 17).
  { key: 'buyers', path: '/exhibitorSelfService/inviteVIP', label: 'exh.vip.nav' },
  { key: 'visa', path: '/exhibitorSelfService/visaInfo', label: 'exh.visa.nav' },
]

/** The portal's pages a company member moves between (ui's AreaNav). */
export function PortalNav({ here }: { here: PortalHere | 'other' }) {
  return <AreaNav label="exh.nav.label" links={LINKS} here={here} />
}
