import type { z } from 'zod'
import type * as S from './schemas/tickets'

/*
 * The ticket calls (issue 4): paths and response shapes, one definition for the server that answers and the
 * `<fair-ticket-buy>` / `<fair-wallet>` pages that ask. Spec §7 names few of these paths; where it names one
 * (placeOrderByIdList, reportTheLossByIdList, ticketGiveBiz/activationForOther, userRelation…), that path is used.
 * Every call answers the spec §7 envelope; these types describe its `data`. Money is integer fen, shown as RMB.
 */

export const REGISTRATION_CLIENT = '/api/ef-registration-client'

export const TICKET_PATHS = {
  /** GET ?exhibitionId&registerLinkId → TicketTypeView[] (what the link offers, with remaining stock). */
  ticketTypes: `${REGISTRATION_CLIENT}/ticketType/list`,
  /** GET ?exhibitionId&id → TicketTypeView */
  ticketType: `${REGISTRATION_CLIENT}/ticketType/detail`,
  /** POST { exhibitionId, code, items } → DiscountQuote (refused for products it does not cover). */
  discountQuote: `${REGISTRATION_CLIENT}/discountCode/quote`,
  /** POST OrderCreateRequest, header Idempotency-Key → OrderView. The same key answers the same order. */
  placeOrder: `${REGISTRATION_CLIENT}/order/placeOrderByIdList`,
  /** GET ?exhibitionId → OrderView[] (newest first) */
  orders: `${REGISTRATION_CLIENT}/order/list`,
  /** GET ?exhibitionId&orderId → OrderView */
  order: `${REGISTRATION_CLIENT}/order/detail`,
  /** POST { exhibitionId, orderId } → OrderView (only pendingPayment). */
  cancelOrder: `${REGISTRATION_CLIENT}/order/cancel`,
  /** POST { exhibitionId, orderId, returnUrl } → PaymentStart: where to send the buyer to pay. */
  pay: `${REGISTRATION_CLIENT}/order/pay`,
  /** GET ?exhibitionId&orderId → RefundQuote (may the order be refunded now, and for how much). */
  refundQuote: `${REGISTRATION_CLIENT}/order/refundQuote`,
  /** POST { exhibitionId, orderId, reason } → OrderView (refunding). */
  refund: `${REGISTRATION_CLIENT}/order/refund`,

  /** GET ?exhibitionId → WalletTicket[] */
  wallet: `${REGISTRATION_CLIENT}/ticket/wallet`,
  /** GET ?exhibitionId&id → WalletTicket */
  walletTicket: `${REGISTRATION_CLIENT}/ticket/detail`,
  /** POST { exhibitionId, id, holder } → WalletTicket (activation: the holder's data is set). */
  activate: `${REGISTRATION_CLIENT}/ticket/activate`,
  /** POST { exhibitionId, idList } → WalletTicket[] with new QRs (the old ones stop working). */
  reportLoss: `${REGISTRATION_CLIENT}/ticket/reportTheLossByIdList`,
  /** GET ?exhibitionId&idList (comma-separated) → ReportLossFee: what new QR codes for these tickets cost (spec order getPayOfReportLoss). */
  reportLossFee: `${REGISTRATION_CLIENT}/order/getPayOfReportLoss`,
  /** POST { exhibitionId, idList, returnUrl } → ReissueStarted: a reissue order for the fee and its payment; the new QRs come when it is paid. */
  reportLossPay: `${REGISTRATION_CLIENT}/order/payOfReportLoss`,
  /** POST { exhibitionId, id, account, confirmAccount } → WalletTicket of the new owner's view is not returned; the transfer record is. */
  transfer: `${REGISTRATION_CLIENT}/ticket/transfer`,
  /** POST { qr } with an organiser key (gate) → TicketVerification. */
  verify: `${REGISTRATION_CLIENT}/ticket/verify`,
  /** GET → { alg: 'Ed25519', publicKey (base64url raw key) }: lets a gate check QRs offline. */
  verifyKey: `${REGISTRATION_CLIENT}/ticket/verifyKey`,

  /** POST GiftRequest → GiftView (with the link the receiver opens). */
  give: `${REGISTRATION_CLIENT}/ticketGiveBiz/give`,
  /** GET ?exhibitionId → GiftView[] (the gifts the visitor sent). */
  gifts: `${REGISTRATION_CLIENT}/ticketGiveBiz/list`,
  /** GET ?exhibitionId&id → GiftView (sender's view). */
  gift: `${REGISTRATION_CLIENT}/ticketGiveBiz/detail`,
  /** GET ?ticketGiveRecordId&token → GiftOffer: what the gift link offers, before and after login. */
  giftOffer: `${REGISTRATION_CLIENT}/ticketGiveBiz/offer`,
  /** POST { ticketGiveRecordId, token } → WalletTicket[] received into the signed-in visitor's wallet. */
  receiveGift: `${REGISTRATION_CLIENT}/ticketGiveBiz/activationForOther`,
  /**
   * POST { ticketGiveRecordId, token } signed in → GiftCodeSent: a 'receiveGift' code by SMS to the gift's phone, so a
   * receiver signed in with another account (an e-mail one) proves the phone and passes `code` to receiveGift.
   */
  sendGiftCode: `${REGISTRATION_CLIENT}/ticketGiveBiz/sendCode`,
  /** GET ?exhibitionId → string[]: the exhibition's gift notices in the caller's language, shown before giving. */
  giftNotices: `${REGISTRATION_CLIENT}/ticketGiveBiz/notices`,
  /** POST { exhibitionId, id } → GiftView: unreceived tickets go back to the sender's wallet. */
  takeBackGift: `${REGISTRATION_CLIENT}/ticketGiveBiz/takeBack`,

  /** GET ?exhibitionId → TicketPerson[] (the people the visitor holds tickets for). */
  personnel: `${REGISTRATION_CLIENT}/userRelation/list`,
  /** POST { exhibitionId, ticketId, holder } → WalletTicket (spec `userRelation ticket`). */
  assignHolder: `${REGISTRATION_CLIENT}/userRelation/ticket`,

  /** GET ?exhibitionId → FootprintEntry[] (newest first). */
  journal: `${REGISTRATION_CLIENT}/footprint/list`,
  /** GET ?exhibitionId&orderId → FootprintEntry[] of one order. */
  journalOfOrder: `${REGISTRATION_CLIENT}/footprint/order`,
} as const

export type TicketTypeView = z.infer<typeof S.ticketTypeViewSchema>

export type TicketHolder = z.infer<typeof S.ticketHolderSchema>

export type OrderItemView = z.infer<typeof S.orderItemViewSchema>

export type OrderView = z.infer<typeof S.orderViewSchema>

export type DiscountQuote = z.infer<typeof S.discountQuoteSchema>

/** What reporting tickets lost costs (0: free, reportLoss renews the QRs at once). */
export type ReportLossFee = z.infer<typeof S.reportLossFeeSchema>

/** A reissue order started: pay at `payment.cashierUrl`; the tickets get new QR codes when the payment is confirmed. */
export type ReissueStarted = z.infer<typeof S.reissueStartedSchema>

export type PaymentStart = z.infer<typeof S.paymentStartSchema>

export type RefundQuote = z.infer<typeof S.refundQuoteSchema>

/** 'valid' | 'gifting' | 'used' | 'refunding' | 'refunded' | 'void' — see the tickets table. */
export type TicketState = z.infer<typeof S.ticketStateSchema>

export type WalletTicket = z.infer<typeof S.walletTicketSchema>

export type GiftView = z.infer<typeof S.giftViewSchema>

export type GiftOffer = z.infer<typeof S.giftOfferSchema>

export type GiftCodeSent = z.infer<typeof S.giftCodeSentSchema>

/** `data` of the error.giftNotForYou refusal: the receiver may prove the phone by a code (sendGiftCode). */
export type GiftNotForYou = z.infer<typeof S.giftNotForYouSchema>

export type TicketVerification = z.infer<typeof S.ticketVerificationSchema>

/** ticket/transfer's answer: the record kept of the move (the ticket itself has left the caller's wallet). */
export type TransferRecord = z.infer<typeof S.transferRecordSchema>

export type TicketPerson = z.infer<typeof S.ticketPersonSchema>

export type FootprintEntry = z.infer<typeof S.footprintEntrySchema>
