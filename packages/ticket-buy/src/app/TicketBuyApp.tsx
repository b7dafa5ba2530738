import { lazy, Suspense } from 'react'
import { isAreaOnPage, useAreaRoute, useAreaSetup, useSignedIn } from '@fairpass/core/area'
import type { FairElementConfig } from '@fairpass/core/element'
import { FullPageLoading, NoticeArea } from '@fairpass/ui'
import '../messages'

// The pages load when first opened: the element itself is only this shell.
const TicketBuyRoutes = lazy(() => import('./TicketBuyRoutes'))

/** `<fair-ticket-buy>`: renders the routes of the 'ticket-buy' area (core/router's table) and nothing elsewhere. */
export function TicketBuyApp({ routing }: FairElementConfig) {
  useAreaSetup(routing, '/ticket-type')
  const route = useAreaRoute('ticket-buy')
  const signedIn = useSignedIn()
  if (!route) return null
  return (
    <div data-state={signedIn ? 'signedIn' : 'signedOut'} data-route={route.path}>
      <Suspense fallback={<FullPageLoading />}>
        <TicketBuyRoutes route={route} signedIn={signedIn} />
      </Suspense>
      {/* On the app page the registration element shows the notices of every element. */}
      {isAreaOnPage('registration') ? null : <NoticeArea />}
    </div>
  )
}
