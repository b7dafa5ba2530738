import { z } from 'zod'
import { ORDER_STATES } from '../../orders'
import { relationViewSchema } from './relations'

const orderStateSchema = z.enum(ORDER_STATES)

export const ticketTypeViewSchema = z.object({
  id: z.string(),
  /** In the caller's language. */
  name: z.string(),
  description: z.string(),
  notice: z.string(),
  priceFen: z.number(),
  currency: z.literal('RMB'),
  validFrom: z.string(),
  validTo: z.string(),
  entries: z.number(),
  requiresDay: z.boolean(),
  /** The days one can choose when requiresDay (ISO dates). */
  days: z.array(z.string()),
  perPersonLimit: z.number().nullable(),
  perOrderLimit: z.number().nullable(),
  conflictGroup: z.string().nullable(),
  /** null: no quota. */
  remaining: z.number().nullable(),
  soldOut: z.boolean(),
  /** 'onSale' | 'notStarted' | 'ended' */
  saleState: z.enum(['onSale', 'notStarted', 'ended']),
  refundableUntil: z.string().nullable(),
  refundFeePercent: z.number(),
  giftable: z.boolean(),
  transferable: z.boolean()
})

export const ticketHolderSchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  idNumber: z.string().optional(),
  company: z.string().optional()
})

export const orderItemViewSchema = z.object({
  id: z.string(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  day: z.string().nullable(),
  quantity: z.number(),
  unitPriceFen: z.number(),
  holders: z.array(ticketHolderSchema)
})

export const discountQuoteSchema = z.object({
  code: z.string(),
  discountFen: z.number(),
  totalFen: z.number(),
  payableFen: z.number()
})

/** What reporting tickets lost costs (0: free, reportLoss renews the QRs at once). */
export const reportLossFeeSchema = z.object({
  feeFen: z.number(),
  currency: z.literal('RMB')
})

export const paymentStartSchema = z.object({
  paymentId: z.string(),
  provider: z.string(),
  /** Where the browser goes to pay (the sandbox cashier page, or a provider's). */
  cashierUrl: z.string()
})

export const refundQuoteSchema = z.object({
  refundable: z.boolean(),
  /** Why not, as a catalogue message in the caller's language. */
  reason: z.string().nullable(),
  refundableUntil: z.string().nullable(),
  feeFen: z.number(),
  amountFen: z.number()
})

/** 'valid' | 'gifting' | 'used' | 'refunding' | 'refunded' | 'void' — see the tickets table. */
export const ticketStateSchema = z.enum(['valid', 'gifting', 'used', 'refunding', 'refunded', 'void'])

export const walletTicketSchema = z.object({
  id: z.string(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  state: ticketStateSchema,
  day: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  entries: z.number(),
  entriesUsed: z.number(),
  holder: ticketHolderSchema.nullable(),
  /** The signed entry QR text; only for a valid ticket in its owner's wallet. */
  qr: z.string().nullable(),
  qrVersion: z.number(),
  activated: z.boolean(),
  /** What the owner may do with it now. */
  actions: z.array(z.enum(['activate', 'transfer', 'give', 'refund', 'reportLoss'])),
  /** How it came into this wallet. */
  source: z.enum(['order', 'gift', 'transfer']),
  /** When it came back by itself from a gift nobody received in time; null once anything else happened to it. */
  giftExpiredAt: z.string().nullable()
})

export const giftViewSchema = z.object({
  id: z.string(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  /** The receiver's phone, masked (spec §9: first 3 and last 2 kept). */
  phoneMasked: z.string(),
  quantity: z.number(),
  received: z.number(),
  takenBack: z.number(),
  /** 'expired': nobody received the waiting tickets in time; they went back to the giver's wallet by themselves. */
  state: z.enum(['pending', 'partlyReceived', 'received', 'takenBack', 'expired']),
  createdAt: z.string(),
  /** The gift link (/ticket/receive/complimentaryTickets?…), for the sender to pass on. */
  link: z.string()
})

export const giftOfferSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  exhibitionId: z.string(),
  /** The phone the gift is addressed to, masked: the receiver signs in with it. */
  phoneMasked: z.string(),
  senderName: z.string(),
  ticketTypeName: z.string(),
  exhibitionTitle: z.string(),
  quantity: z.number(),
  /** Still waiting to be received. */
  available: z.number(),
  /** Gift notices of the exhibition, in the caller's language. */
  notices: z.array(z.string()),
  state: giftViewSchema.shape.state
})

export const giftCodeSentSchema = z.object({
  expiresIn: z.number(),
  resendAfter: z.number(),
  /** The phone the code went to, masked. */
  phoneMasked: z.string()
})

/** `data` of the error.giftNotForYou refusal: the receiver may prove the phone by a code (sendGiftCode). */
export const giftNotForYouSchema = z.object({
  phoneMasked: z.string(),
  byCode: z.literal(true)
})

export const ticketVerificationSchema = z.object({
  valid: z.boolean(),
  /** 'ok' | 'badSignature' | 'revoked' (QR replaced by transfer or loss) | 'notValidToday' | 'used' | 'refunded' | 'unknown' */
  result: z.enum(['ok', 'badSignature', 'revoked', 'notValidToday', 'used', 'refunded', 'unknown']),
  ticketId: z.string().nullable(),
  ticketTypeName: z.string().nullable(),
  holderName: z.string().nullable()
})

/** ticket/transfer's answer: the record kept of the move (the ticket itself has left the caller's wallet). */
export const transferRecordSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  /** The receiving account, masked like a phone (first 3, last 2). */
  toAccountMasked: z.string(),
  createdAt: z.string()
})

export const footprintEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['orderPlaced', 'orderPaid', 'orderCancelled', 'orderExpired', 'refundRequested', 'refunded', 'giftSent', 'giftReceived', 'giftTakenBack', 'giftExpired', 'transferredOut', 'transferredIn', 'reportedLost', 'entered']),
  orderId: z.string().nullable(),
  ticketId: z.string().nullable(),
  /** Ready to show, in the caller's language (e.g. "2 × Motor show day ticket to 138****00"). */
  summary: z.string()
})



export const orderViewSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  exhibitionId: z.string(),
  /**
   * 'tickets': tickets bought; 'reissue': the fee for new QR codes of tickets reported lost (no lines)
   * 'exhibitorService': an exhibitor's services, ads or translators (exhibitorServices.ts; lines, no tickets)
   * 'customerMembership': a company's customer-lead membership (customers.ts; no tickets).
   */
  kind: z.enum(['tickets', 'reissue', 'exhibitorService', 'customerMembership']),
  state: orderStateSchema,
  totalFen: z.number(),
  discountFen: z.number(),
  payableFen: z.number(),
  discountCode: z.string().nullable(),
  currency: z.literal('RMB'),
  items: z.array(orderItemViewSchema),
  /** ISO timestamps. */
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Present while refunding or after: the refund asked for. */
  refund: z.object({
    /** 'order': the buyer asked for it; 'latePayment': a payment the order no longer took (it had closed), returned in full by itself. */
    kind: z.enum(['order', 'latePayment']),
    reason: z.string(),
    feeFen: z.number(),
    amountFen: z.number(),
    state: z.enum(['requested', 'succeeded', 'rejected']),
    requestedAt: z.string()
  }).nullable(),
  /** Ids of the tickets issued by this order. */
  ticketIds: z.array(z.string())
})

/** A reissue order started: pay at `payment.cashierUrl`; the tickets get new QR codes when the payment is confirmed. */
export const reissueStartedSchema = z.object({
  orderId: z.string(),
  payment: paymentStartSchema
})

export const ticketPersonSchema = z.object({
  holder: ticketHolderSchema,
  ticketIds: z.array(z.string()),
  /** Set when the visitor registered this person (help, team or others registration, contract/relations.ts). */
  relation: relationViewSchema.optional()
})
