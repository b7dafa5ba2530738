import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { ApiError, createStrictHttp, http } from '@fairpass/core/http'
import { notify } from '@fairpass/core/notice'
import { $language } from '@fairpass/core/session'
import {
  TICKET_PATHS,
  type FootprintEntry,
  type GiftCodeSent,
  type GiftOffer,
  type GiftView,
  type OrderView,
  type ReissueStarted,
  type ReportLossFee,
  type TicketHolder,
  type TicketPerson,
  type TicketTypeView,
  type TransferRecord,
  type WalletTicket,
} from '@fairpass/core/contract'

/*
 * Every call of <fair-wallet>, at the paths of the shared contract (core/contract/tickets.ts). Each names the
 * exhibition of the element that makes it (core/area's ExhibitionRef, never the session's link) and the page
 * language; the server checks them against the signed-in visitor.
 */

/** The exhibition's query (tenant, exhibition, register type) and the page language, as every call carries them. */
export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/** Shows nothing: for calls whose failure the caller words itself (or that are a courtesy, like the gift notices). */
const quiet = createStrictHttp()

export const fetchWallet = (ref: ExhibitionRef) => http.get<WalletTicket[]>(TICKET_PATHS.wallet, scopeOf(ref))

/**
 * A ticket that left the wallet (transferred, its gift received) answers 404: the ticket page says what became of it
 * instead of an error notice. Any other failure is shown as every call shows it.
 */
export const fetchTicket = (ref: ExhibitionRef, id: string) =>
  quiet.get<WalletTicket>(TICKET_PATHS.walletTicket, { ...scopeOf(ref), id }).catch((error: unknown) => {
    // Status 0: the client already said the network failed. The notice goes with the error, so a page that says it
    // in place (ui's LoadFailed) withdraws it.
    if (error instanceof ApiError && error.status !== 404 && error.status !== 0) {
      const { code, msg, data, status, body } = error
      throw new ApiError({ code, msg, data, status, body, noticeId: notify(msg, 'error') })
    }
    throw error
  })

/** True when the failure means the ticket is not (or no longer) in this visitor's wallet. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404

export const activateTicket = (ref: ExhibitionRef, id: string, holder: TicketHolder) =>
  http.post<WalletTicket>(TICKET_PATHS.activate, { ...scopeOf(ref), id, holder })

export const reportLoss = (ref: ExhibitionRef, idList: string[]) => http.post<WalletTicket[]>(TICKET_PATHS.reportLoss, { ...scopeOf(ref), idList })

/** What new QR codes for these tickets cost (spec getPayOfReportLoss); 0 when reporting them lost is free. */
export const fetchLossFee = (ref: ExhibitionRef, idList: string[]) => http.get<ReportLossFee>(TICKET_PATHS.reportLossFee, { ...scopeOf(ref), idList: idList.join(',') })

/** Starts paying the reissue fee: the new QR codes come once the payment is confirmed. */
export const startPaidLoss = (ref: ExhibitionRef, idList: string[], returnUrl: string) =>
  http.post<ReissueStarted>(TICKET_PATHS.reportLossPay, { ...scopeOf(ref), idList, returnUrl })

export const transferTicket = (ref: ExhibitionRef, id: string, account: string, confirmAccount: string) =>
  http.post<TransferRecord>(TICKET_PATHS.transfer, { ...scopeOf(ref), id, account, confirmAccount })

export interface GiftInput {
  ticketTypeId: string
  quantity: number
  receiverPhone: string
  confirmPhone: string
}

export const giveTickets = (ref: ExhibitionRef, gift: GiftInput) => http.post<GiftView>(TICKET_PATHS.give, { ...scopeOf(ref), ...gift })

export const fetchGifts = (ref: ExhibitionRef) => http.get<GiftView[]>(TICKET_PATHS.gifts, scopeOf(ref))

export const fetchGift = (ref: ExhibitionRef, id: string) => http.get<GiftView>(TICKET_PATHS.gift, { ...scopeOf(ref), id })

/** Notices are a courtesy: a server without them must not put an error in front of the giver. */
export const fetchGiftNotices = (ref: ExhibitionRef) => quiet.get<string[]>(TICKET_PATHS.giftNotices, scopeOf(ref)).catch(() => [] as string[])

export const takeBackGift = (ref: ExhibitionRef, id: string) => http.post<GiftView>(TICKET_PATHS.takeBackGift, { ...scopeOf(ref), id })

/** The gift link works before a sign-in: the record id and its token are the capability. */
export const fetchGiftOffer = (ref: ExhibitionRef, ticketGiveRecordId: string, token: string) =>
  http.get<GiftOffer>(TICKET_PATHS.giftOffer, { ...scopeOf(ref), ticketGiveRecordId, token })

/**
 * A gift to one phone can be shared out: each receive takes `quantity` of what is left (the server's default is one).
 * Quiet: a refusal as "not your phone" opens the code field instead of an error; the caller shows any other.
 */
export const receiveGift = (ref: ExhibitionRef, ticketGiveRecordId: string, token: string, quantity = 1, code?: string) =>
  quiet.post<WalletTicket[]>(TICKET_PATHS.receiveGift, { ...scopeOf(ref), ticketGiveRecordId, token, quantity, code })

/** A receiver signed in with another account proves the gift's phone by a code sent to it. */
export const sendGiftCode = (ref: ExhibitionRef, ticketGiveRecordId: string, token: string) =>
  http.post<GiftCodeSent>(TICKET_PATHS.sendGiftCode, { ...scopeOf(ref), ticketGiveRecordId, token })

export const fetchPersonnel = (ref: ExhibitionRef) => http.get<TicketPerson[]>(TICKET_PATHS.personnel, scopeOf(ref))

export const assignHolder = (ref: ExhibitionRef, ticketId: string, holder: TicketHolder) =>
  http.post<WalletTicket>(TICKET_PATHS.assignHolder, { ...scopeOf(ref), ticketId, holder })

export const fetchJournal = (ref: ExhibitionRef, orderId?: string) =>
  orderId
    ? http.get<FootprintEntry[]>(TICKET_PATHS.journalOfOrder, { ...scopeOf(ref), orderId })
    : http.get<FootprintEntry[]>(TICKET_PATHS.journal, scopeOf(ref))

/** The journal read quietly, to say what became of a ticket that left the wallet (nothing shown when it fails). */
export const fetchJournalQuietly = (ref: ExhibitionRef) => quiet.get<FootprintEntry[]>(TICKET_PATHS.journal, scopeOf(ref))

export const fetchTicketTypes = (ref: ExhibitionRef, registerLinkId: string) =>
  http.get<TicketTypeView[]>(TICKET_PATHS.ticketTypes, { ...scopeOf(ref), registerLinkId })

/** A zero-price order; the key makes a double tap or a retry answer the same order instead of a second one. */
export const placeFreeOrder = (ref: ExhibitionRef, request: { registerLinkId?: string; ticketTypeId: string; day?: string }, idempotencyKey: string) =>
  http.request<OrderView>({
    method: 'POST',
    url: TICKET_PATHS.placeOrder,
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      ...scopeOf(ref),
      ...(request.registerLinkId ? { registerLinkId: request.registerLinkId } : {}),
      items: [{ ticketTypeId: request.ticketTypeId, quantity: 1, ...(request.day ? { day: request.day } : {}) }],
    },
  })
