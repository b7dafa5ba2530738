import type { OrderState } from '../orders'
import type { RelationView } from './relations'

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

export interface TicketTypeView {
  id: string
  /** In the caller's language. */
  name: string
  description: string
  notice: string
  priceFen: number
  currency: 'RMB'
  validFrom: string
  validTo: string
  entries: number
  requiresDay: boolean
  /** The days one can choose when requiresDay (ISO dates). */
  days: string[]
  perPersonLimit: number | null
  perOrderLimit: number | null
  conflictGroup: string | null
  /** null: no quota. */
  remaining: number | null
  soldOut: boolean
  /** 'onSale' | 'notStarted' | 'ended' */
  saleState: 'onSale' | 'notStarted' | 'ended'
  refundableUntil: string | null
  refundFeePercent: number
  giftable: boolean
  transferable: boolean
}

export interface TicketHolder {
  name: string
  phone?: string
  email?: string
  idNumber?: string
  company?: string
}

export interface OrderItemView {
  id: string
  ticketTypeId: string
  ticketTypeName: string
  day: string | null
  quantity: number
  unitPriceFen: number
  holders: TicketHolder[]
}

export interface OrderView {
  id: string
  orderNo: string
  exhibitionId: string
  /**
   * 'tickets': tickets bought; 'reissue': the fee for new QR codes of tickets reported lost (no lines);
   * 'exhibitorService': an exhibitor's services, ads or translators (exhibitorServices.ts; lines, no tickets);
   * 'customerMembership': a company's customer-lead membership (customers.ts; no tickets).
   */
  kind: 'tickets' | 'reissue' | 'exhibitorService' | 'customerMembership'
  state: OrderState
  totalFen: number
  discountFen: number
  payableFen: number
  discountCode: string | null
  currency: 'RMB'
  items: OrderItemView[]
  /** ISO timestamps. */
  createdAt: string
  expiresAt: string
  paidAt: string | null
  /** Present while refunding or after: the refund asked for. */
  refund: {
    /** 'order': the buyer asked for it; 'latePayment': a payment the order no longer took (it had closed), returned in full by itself. */
    kind: 'order' | 'latePayment'
    reason: string
    feeFen: number
    amountFen: number
    state: 'requested' | 'succeeded' | 'rejected'
    requestedAt: string
  } | null
  /** Ids of the tickets issued by this order. */
  ticketIds: string[]
}

export interface DiscountQuote {
  code: string
  discountFen: number
  totalFen: number
  payableFen: number
}

/** What reporting tickets lost costs (0: free, reportLoss renews the QRs at once). */
export interface ReportLossFee {
  feeFen: number
  currency: 'RMB'
}

/** A reissue order started: pay at `payment.cashierUrl`; the tickets get new QR codes when the payment is confirmed. */
export interface ReissueStarted {
  orderId: string
  payment: PaymentStart
}

export interface PaymentStart {
  paymentId: string
  provider: string
  /** Where the browser goes to pay (the sandbox cashier page, or a provider's). */
  cashierUrl: string
}

export interface RefundQuote {
  refundable: boolean
  /** Why not, as a catalogue message in the caller's language. */
  reason: string | null
  refundableUntil: string | null
  feeFen: number
  amountFen: number
}

/** 'valid' | 'gifting' | 'used' | 'refunding' | 'refunded' | 'void' — see the tickets table. */
export type TicketState = 'valid' | 'gifting' | 'used' | 'refunding' | 'refunded' | 'void'

export interface WalletTicket {
  id: string
  ticketTypeId: string
  ticketTypeName: string
  exhibitionId: string
  exhibitionTitle: string
  orderId: string | null
  orderNo: string | null
  state: TicketState
  day: string | null
  validFrom: string
  validTo: string
  entries: number
  entriesUsed: number
  holder: TicketHolder | null
  /** The signed entry QR text; only for a valid ticket in its owner's wallet. */
  qr: string | null
  qrVersion: number
  activated: boolean
  /** What the owner may do with it now. */
  actions: Array<'activate' | 'transfer' | 'give' | 'refund' | 'reportLoss'>
  /** How it came into this wallet. */
  source: 'order' | 'gift' | 'transfer'
  /** When it came back by itself from a gift nobody received in time; null once anything else happened to it. */
  giftExpiredAt: string | null
}

export interface GiftView {
  id: string
  ticketTypeId: string
  ticketTypeName: string
  /** The receiver's phone, masked (spec §9: first 3 and last 2 kept). */
  phoneMasked: string
  quantity: number
  received: number
  takenBack: number
  /** 'expired': nobody received the waiting tickets in time; they went back to the giver's wallet by themselves. */
  state: 'pending' | 'partlyReceived' | 'received' | 'takenBack' | 'expired'
  createdAt: string
  /** The gift link (/ticket/receive/complimentaryTickets?…), for the sender to pass on. */
  link: string
}

export interface GiftOffer {
  id: string
  tenantId: string
  exhibitionId: string
  /** The phone the gift is addressed to, masked: the receiver signs in with it. */
  phoneMasked: string
  senderName: string
  ticketTypeName: string
  exhibitionTitle: string
  quantity: number
  /** Still waiting to be received. */
  available: number
  /** Gift notices of the exhibition, in the caller's language. */
  notices: string[]
  state: GiftView['state']
}

export interface GiftCodeSent {
  expiresIn: number
  resendAfter: number
  /** The phone the code went to, masked. */
  phoneMasked: string
}

/** `data` of the error.giftNotForYou refusal: the receiver may prove the phone by a code (sendGiftCode). */
export interface GiftNotForYou {
  phoneMasked: string
  byCode: true
}

export interface TicketVerification {
  valid: boolean
  /** 'ok' | 'badSignature' | 'revoked' (QR replaced by transfer or loss) | 'notValidToday' | 'used' | 'refunded' | 'unknown' */
  result: 'ok' | 'badSignature' | 'revoked' | 'notValidToday' | 'used' | 'refunded' | 'unknown'
  ticketId: string | null
  ticketTypeName: string | null
  holderName: string | null
}

/** ticket/transfer's answer: the record kept of the move (the ticket itself has left the caller's wallet). */
export interface TransferRecord {
  id: string
  ticketId: string
  /** The receiving account, masked like a phone (first 3, last 2). */
  toAccountMasked: string
  createdAt: string
}

export interface TicketPerson {
  holder: TicketHolder
  ticketIds: string[]
  /** Set when the visitor registered this person (help, team or others registration, contract/relations.ts). */
  relation?: RelationView
}

export interface FootprintEntry {
  at: string
  kind: 'orderPlaced' | 'orderPaid' | 'orderCancelled' | 'orderExpired' | 'refundRequested' | 'refunded' | 'giftSent' | 'giftReceived' | 'giftTakenBack' | 'giftExpired' | 'transferredOut' | 'transferredIn' | 'reportedLost' | 'entered'
  orderId: string | null
  ticketId: string | null
  /** Ready to show, in the caller's language (e.g. "2 × Motor show day ticket to 138****00"). */
  summary: string
}
