import { useT } from '@fairpass/core/i18n'
import { RouteLink, useRoute } from '@fairpass/core/router'
import * as shared from './invoice.css'

const LINKS = [
  ['/invoice', 'overview'],
  ['/invoiceHeaderManage', 'headers'],
  ['/invoice/history', 'history'],
] as const

/** The invoice pages reachable from each other; the page shown is left out. */
export function InvoiceNav() {
  const t = useT()
  const route = useRoute()
  return (
    <nav className={shared.nav} aria-label={t('invoice.nav.label')}>
      {LINKS.filter(([path]) => path !== route.path).map(([path, key]) => (
        <RouteLink key={path} className={shared.link} path={path}>
          {t(`invoice.nav.${key}`)}
        </RouteLink>
      ))}
    </nav>
  )
}
