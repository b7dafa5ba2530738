import { AreaNav, type AreaNavLink } from '@fairpass/ui/AreaNav'

type Here = 'customers' | 'scan' | 'mine' | 'export'

const LINKS: ReadonlyArray<AreaNavLink<Here>> = [
  { key: 'customers', path: '/customerPage', label: 'customers.nav.customers' },
  { key: 'scan', path: '/scanCodePage', label: 'customers.nav.scan' },
  { key: 'export', path: '/dataExport', label: 'customers.nav.export' },
  { key: 'mine', path: '/minePage', label: 'customers.nav.mine' },
]

/** The customer tool's main pages a staff member moves between (ui's AreaNav). */
export function ToolNav({ here }: { here: Here | 'other' }) {
  return <AreaNav label="customers.nav.label" links={LINKS} here={here} />
}
