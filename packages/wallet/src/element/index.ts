import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { walletPage } from '../shared/inExhibition'

/**
 * The visitor's tickets with their entry QR codes, gifts, transfers, loss reports, ticket holders and the journal
 * of everything that happened to them. A gift link opens without a sign-in and shows what was given.
 *
 * @tag fair-wallet
 */
export const FairWalletElement = defineAreaElement({
  tag: 'fair-wallet',
  area: 'wallet',
  initialPath: '/wallet',
  access: 'signIn',
  // The gift link carries its capability as `giftToken` (the router reads `token` as a sign-in token).
  openRoutes: ['/ticket/receive/complimentaryTickets'],
  shell: areaShell,
  pages: {
    '/wallet': walletPage(() => import('../tickets/WalletListPage').then((module) => module.WalletListPage), () => ({})),
    '/wallet/:id': walletPage(
      () => import('../tickets/TicketPage').then((module) => module.TicketPage),
      // lossFrom: back from paying a reissue fee, the QR version the ticket had when the visitor left for the cashier.
      (route) => ({ id: route.params.id, lossFrom: route.query.lossFrom }),
    ),
    '/give': walletPage(() => import('../give/GivePage').then((module) => module.GivePage), (route) => ({ ticketTypeId: route.query.ticketTypeId })),
    '/give/:id': walletPage(() => import('../give/GiftPage').then((module) => module.GiftPage), (route) => ({ id: route.params.id })),
    '/ticket/receive/complimentaryTickets': walletPage(
      () => import('../receive/ReceivePage').then((module) => module.ReceivePage),
      (route) => ({ ticketGiveRecordId: route.query.ticketGiveRecordId ?? '', token: route.query.giftToken ?? route.query.token ?? '' }),
    ),
    '/freeTicket': walletPage(
      () => import('../receive/FreeTicketPage').then((module) => module.FreeTicketPage),
      (route) => ({ registerLinkId: route.query.registerLinkId, ticketTypeId: route.query.ticketTypeId ?? route.query.sourceTicketTypeId }),
    ),
    '/personnel': walletPage(() => import('../personnel/PersonnelPage').then((module) => module.PersonnelPage), () => ({})),
    '/ticket': walletPage(() => import('../personnel/UnassignedPage').then((module) => module.UnassignedPage), () => ({})),
    '/ticketRegistration': walletPage(() => import('../personnel/HolderPage').then((module) => module.HolderPage), (route) => ({ ticketId: route.query.ticketId ?? '' })),
    '/ticketAdd': walletPage(() => import('../personnel/HolderPage').then((module) => module.HolderPage), (route) => ({ ticketId: route.query.ticketId ?? '' })),
    '/journal': walletPage(() => import('../journal/JournalPage').then((module) => module.JournalPage), () => ({})),
    '/journal/:orderId': walletPage(() => import('../journal/JournalPage').then((module) => module.JournalPage), (route) => ({ orderId: route.params.orderId })),
  },
})
