import { lazy } from 'react'
import type { Route } from '@fairpass/core/router'
import { SignInPrompt } from '../shared/SignInPrompt'

/*
 * Routes of the 'wallet' area; each page is its own chunk, loaded when first opened (the element itself is the
 * shell in WalletApp).
 */
const WalletListPage = lazy(() => import('../tickets/WalletListPage').then((module) => ({ default: module.WalletListPage })))
const TicketPage = lazy(() => import('../tickets/TicketPage').then((module) => ({ default: module.TicketPage })))
const GivePage = lazy(() => import('../give/GivePage').then((module) => ({ default: module.GivePage })))
const GiftPage = lazy(() => import('../give/GiftPage').then((module) => ({ default: module.GiftPage })))
const ReceivePage = lazy(() => import('../receive/ReceivePage').then((module) => ({ default: module.ReceivePage })))
const FreeTicketPage = lazy(() => import('../receive/FreeTicketPage').then((module) => ({ default: module.FreeTicketPage })))
const PersonnelPage = lazy(() => import('../personnel/PersonnelPage').then((module) => ({ default: module.PersonnelPage })))
const UnassignedPage = lazy(() => import('../personnel/UnassignedPage').then((module) => ({ default: module.UnassignedPage })))
const HolderPage = lazy(() => import('../personnel/HolderPage').then((module) => ({ default: module.HolderPage })))
const JournalPage = lazy(() => import('../journal/JournalPage').then((module) => ({ default: module.JournalPage })))

// The gift link carries its capability as `giftToken` (the router reads `token` as a sign-in token).
/** The gift link shows what was given before any sign-in; every other wallet page is the visitor's own. */
const OPEN_WITHOUT_SIGN_IN = new Set(['/ticket/receive/complimentaryTickets'])

export default function WalletRoutes({ route, signedIn }: { route: Route; signedIn: boolean }) {
  const path = route.definition?.path ?? route.path
  if (!signedIn && !OPEN_WITHOUT_SIGN_IN.has(path)) return <SignInPrompt />
  switch (path) {
    case '/wallet':
      return <WalletListPage />
    case '/wallet/:id':
      return <TicketPage id={route.params.id} />
    case '/give':
      return <GivePage ticketTypeId={route.query.ticketTypeId} />
    case '/give/:id':
      return <GiftPage id={route.params.id} />
    case '/ticket/receive/complimentaryTickets':
      return <ReceivePage ticketGiveRecordId={route.query.ticketGiveRecordId ?? ''} token={route.query.giftToken ?? route.query.token ?? ''} signedIn={signedIn} />
    case '/freeTicket':
      return <FreeTicketPage registerLinkId={route.query.registerLinkId} ticketTypeId={route.query.ticketTypeId ?? route.query.sourceTicketTypeId} />
    case '/personnel':
      return <PersonnelPage />
    case '/ticket':
      return <UnassignedPage />
    case '/ticketRegistration':
    case '/ticketAdd':
      return <HolderPage ticketId={route.query.ticketId ?? ''} />
    case '/journal':
      return <JournalPage />
    case '/journal/:orderId':
      return <JournalPage orderId={route.params.orderId} />
    default:
      return null
  }
}
