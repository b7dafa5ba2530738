import { createStrictHttp, http } from '@fairpass/core/http'
import {
  TICKET_PATHS,
  type FootprintEntry,
  type GiftCodeSent,
  type GiftOffer,
  type GiftView,
  type OrderView,
  type TicketHolder,
  type TicketPerson,
  type TicketTypeView,
  type TransferRecord,
  type WalletTicket,
} from '@fairpass/core/contract'
import { requireExhibition } from './exhibition'

/*
 * Every call of <fair-wallet>, at the paths of the shared contract (core/contract/tickets.ts). Each carries the
 * session's tenant, exhibition and page language; the server checks them against the signed-in visitor.
 */

const ref = () => requireExhibition()

export const fetchWallet = () => http.get<WalletTicket[]>(TICKET_PATHS.wallet, { ...ref() })

export const fetchTicket = (id: string) => http.get<WalletTicket>(TICKET_PATHS.walletTicket, { ...ref(), id })

export const activateTicket = (id: string, holder: TicketHolder) => http.post<WalletTicket>(TICKET_PATHS.activate, { ...ref(), id, holder })

export const reportLoss = (idList: string[]) => http.post<WalletTicket[]>(TICKET_PATHS.reportLoss, { ...ref(), idList })

export const transferTicket = (id: string, account: string, confirmAccount: string) =>
  http.post<TransferRecord>(TICKET_PATHS.transfer, { ...ref(), id, account, confirmAccount })

export interface GiftInput {
  ticketTypeId: string
  quantity: number
  receiverPhone: string
  confirmPhone: string
}

export const giveTickets = (gift: GiftInput) => http.post<GiftView>(TICKET_PATHS.give, { ...ref(), ...gift })

export const fetchGifts = () => http.get<GiftView[]>(TICKET_PATHS.gifts, { ...ref() })

export const fetchGift = (id: string) => http.get<GiftView>(TICKET_PATHS.gift, { ...ref(), id })

/** Notices are a courtesy: a server without them must not put an error in front of the giver. */
const quiet = createStrictHttp()

export const fetchGiftNotices = () => quiet.get<string[]>(TICKET_PATHS.giftNotices, { ...ref() }).catch(() => [] as string[])

export const takeBackGift = (id: string) => http.post<GiftView>(TICKET_PATHS.takeBackGift, { ...ref(), id })

/** The gift link works before a sign-in: the record id and its token are the capability. */
export const fetchGiftOffer = (ticketGiveRecordId: string, token: string) =>
  http.get<GiftOffer>(TICKET_PATHS.giftOffer, { ...ref(), ticketGiveRecordId, token })

/** A gift to one phone can be shared out: each receive takes `quantity` of what is left (the server's default is one). */
/** Quiet: a refusal as "not your phone" opens the code field instead of an error; the caller shows any other. */
export const receiveGift = (ticketGiveRecordId: string, token: string, quantity = 1, code?: string) =>
  quiet.post<WalletTicket[]>(TICKET_PATHS.receiveGift, { ...ref(), ticketGiveRecordId, token, quantity, code })

/** A receiver signed in with another account proves the gift's phone by a code sent to it. */
export const sendGiftCode = (ticketGiveRecordId: string, token: string) =>
  http.post<GiftCodeSent>(TICKET_PATHS.sendGiftCode, { ...ref(), ticketGiveRecordId, token })

export const fetchPersonnel = () => http.get<TicketPerson[]>(TICKET_PATHS.personnel, { ...ref() })

export const assignHolder = (ticketId: string, holder: TicketHolder) =>
  http.post<WalletTicket>(TICKET_PATHS.assignHolder, { ...ref(), ticketId, holder })

export const fetchJournal = (orderId?: string) =>
  orderId
    ? http.get<FootprintEntry[]>(TICKET_PATHS.journalOfOrder, { ...ref(), orderId })
    : http.get<FootprintEntry[]>(TICKET_PATHS.journal, { ...ref() })

export const fetchTicketTypes = (registerLinkId: string) =>
  http.get<TicketTypeView[]>(TICKET_PATHS.ticketTypes, { ...ref(), registerLinkId })

/** A zero-price order; the key makes a double tap or a retry answer the same order instead of a second one. */
export const placeFreeOrder = (request: { registerLinkId?: string; ticketTypeId: string; day?: string }, idempotencyKey: string) =>
  http.request<OrderView>({
    method: 'POST',
    url: TICKET_PATHS.placeOrder,
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      ...ref(),
      ...(request.registerLinkId ? { registerLinkId: request.registerLinkId } : {}),
      items: [{ ticketTypeId: request.ticketTypeId, quantity: 1, ...(request.day ? { day: request.day } : {}) }],
    },
  })
