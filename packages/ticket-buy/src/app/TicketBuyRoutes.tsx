import type { Route } from '@fairpass/core/router'
import { Page } from '@fairpass/ui'
import { useT } from '@fairpass/core/i18n'

/** Routes of the 'ticket-buy' area; each page is its own lazy chunk. */
export default function TicketBuyRoutes({ route }: { route: Route; signedIn: boolean }) {
  const t = useT()
  return <Page title={t('buy.title')}>{route.path}</Page>
}
