import * as z from 'zod/mini'
import { idNumberSchema } from './idNumber'
import { idSchema, languageTypeSchema } from './requests'
import { companySchema, emailSchema, giftSchema, nameSchema, phoneOrEmailSchema, phoneSchema, requiredOr, verificationCodeSchema } from './rules'

/*
 * The ticket requests of issue 4 (contract/tickets.ts), checked by the pages before sending and by the server on
 * arrival. Limits that depend on the ticket type (per order, per person, quota) are the server's: only it knows them.
 */

/** Tickets in one order line at most, whatever the type says: a typo of 1000 never reaches the database. */
export const ORDER_LINE_MAX = 50
/** Lines in one order. */
export const ORDER_ITEMS_MAX = 10
export const REFUND_REASON_MAX = 200
/** Idempotency-Key header: the client makes one per purchase attempt (a UUID) and repeats it on retries. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const isoDay = z.string({ error: requiredOr('validation.invalid') }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid'))

export const ticketHolderSchema = z.object({
  name: nameSchema,
  phone: z.optional(phoneSchema),
  email: z.optional(emailSchema),
  idNumber: z.optional(idNumberSchema),
  company: z.optional(companySchema),
})

export const orderLineSchema = z.object({
  ticketTypeId: uuid,
  day: z.optional(isoDay),
  quantity: z.int('validation.order.quantity').check(z.gte(1, 'validation.order.quantity'), z.lte(ORDER_LINE_MAX, 'validation.order.quantityMax')),
  /** Buying for others: one holder per ticket, or none (the buyer fills them in later, /ticketAdd). */
  holders: z.optional(z.array(ticketHolderSchema).check(z.maxLength(ORDER_LINE_MAX, 'validation.invalid'))),
})

export const orderCreateSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerLinkId: z.optional(idSchema),
  items: z.array(orderLineSchema).check(z.minLength(1, 'validation.order.empty'), z.maxLength(ORDER_ITEMS_MAX, 'validation.invalid')),
  discountCode: z.optional(z.string().check(z.trim(), z.maxLength(32, 'validation.invalid'))),
  upgradeTicket: z.optional(z.enum(['yes', 'no'], 'validation.invalid')),
  languageType: languageTypeSchema,
})
export type OrderCreateRequest = z.infer<typeof orderCreateSchema>

export const idempotencyKeySchema = z.string({ error: requiredOr('validation.idempotencyKey') }).check(
  z.regex(IDEMPOTENCY_KEY, 'validation.idempotencyKey'),
)

/** The header as the server reads it: refusals are named after the header, not the form. */
export const idempotencyHeaderSchema = z.object({ 'Idempotency-Key': idempotencyKeySchema })

export const discountQuoteSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerLinkId: z.optional(idSchema),
  code: z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(32, 'validation.invalid')),
  items: z.array(orderLineSchema).check(z.minLength(1, 'validation.order.empty'), z.maxLength(ORDER_ITEMS_MAX, 'validation.invalid')),
  languageType: languageTypeSchema,
})

export const orderRefSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  orderId: uuid,
  languageType: languageTypeSchema,
})

/** GET ticketType/list: what a registration link offers (every visible type when no link is named). */
export const ticketTypeListSchema = z.object({
  tenantId: idSchema,
  exhibitionId: idSchema,
  registerLinkId: z.optional(idSchema),
  languageType: languageTypeSchema,
})

export const ticketTypeDetailSchema = z.object({
  tenantId: idSchema,
  exhibitionId: idSchema,
  id: uuid,
  languageType: languageTypeSchema,
})

/** GET order/list, footprint/list and other per-exhibition lists of the signed-in visitor. */
export const exhibitionListSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  languageType: languageTypeSchema,
})

/** Where the provider sends the browser back: a path of our own site (an absolute URL is checked by the server). */
export const payRequestSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  orderId: uuid,
  returnUrl: z.optional(z.string().check(z.trim(), z.maxLength(500, 'validation.invalid'))),
  languageType: languageTypeSchema,
})

export const refundRequestSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  orderId: uuid,
  reason: z.string({ error: requiredOr('validation.invalid') }).check(
    z.trim(),
    z.minLength(2, 'validation.refund.reason'),
    z.maxLength(REFUND_REASON_MAX, 'validation.invalid'),
  ),
  languageType: languageTypeSchema,
})

export const ticketRefSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: uuid,
  languageType: languageTypeSchema,
})

export const activateTicketSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: uuid,
  holder: ticketHolderSchema,
  languageType: languageTypeSchema,
})

export const reportLossSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  idList: z.array(uuid).check(z.minLength(1, 'validation.invalid'), z.maxLength(ORDER_LINE_MAX, 'validation.invalid')),
  languageType: languageTypeSchema,
})

/** A transfer names the receiving account twice, as a gift names the phone twice (spec §5). */
export const transferSchema = z
  .object({
    tenantId: z.optional(idSchema),
    exhibitionId: idSchema,
    id: uuid,
    account: phoneOrEmailSchema,
    confirmAccount: phoneOrEmailSchema,
    languageType: languageTypeSchema,
  })
  .check(z.refine((value) => value.account === value.confirmAccount, { message: 'validation.transfer.accountMismatch', path: ['confirmAccount'] }))

/** Spec §5: a positive whole quantity, and the confirmation phone equal to the receiving phone (`giftSchema`). */
export const giftRequestSchema = z.extend(giftSchema, {
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  ticketTypeId: uuid,
  languageType: languageTypeSchema,
})

export const giftLinkSchema = z.object({
  tenantId: z.optional(idSchema),
  ticketGiveRecordId: uuid,
  token: z.string({ error: requiredOr('validation.invalid') }).check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'validation.invalid')),
  /** Receiving only: how many of the gift's tickets to take (default one, so a gift can be shared out). */
  quantity: z.optional(z.int('validation.gift.quantity').check(z.gte(1, 'validation.gift.quantity'), z.lte(ORDER_LINE_MAX, 'validation.gift.quantity'))),
  /** Receiving only: the code sent to the gift's phone, for a receiver signed in with another account. */
  code: z.optional(verificationCodeSchema),
  languageType: languageTypeSchema,
})

export const assignHolderSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  ticketId: uuid,
  holder: ticketHolderSchema,
  languageType: languageTypeSchema,
})

export const verifyTicketSchema = z.object({
  qr: z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(600, 'validation.invalid')),
  /** The gate lets the holder in: a valid ticket records one entry. Without it the call only checks. */
  enter: z.optional(z.boolean('validation.invalid')),
})

/** The organiser's order list (admin API and CLI): optionally one state, newest first. */
export const adminOrderListSchema = z.object({
  state: z.optional(z.enum(['pendingPayment', 'paid', 'cancelled', 'refunding', 'refunded', 'ticketIssued', 'entered', 'notEntered', 'completed'], 'validation.invalid')),
  limit: z._default(
    z.pipe(
      z.union([z.number(), z.string()], 'validation.invalid'),
      z.pipe(
        z.transform((value: number | string) => Number(value)),
        z.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(500, 'validation.invalid')),
      ),
    ),
    50,
  ),
})

/**
 * An origin (scheme, host, optional port; no path, no trailing slash) of a site that embeds the elements: the buyer
 * may come back to it after paying, and it may call the API. Lower case, as URL writes it.
 */
export const EMBED_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/
export const EMBED_ORIGINS_MAX = 50

export const embedOriginsSchema = z.object({
  origins: z
    .array(z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.toLowerCase(), z.regex(EMBED_ORIGIN, 'validation.origin')))
    .check(z.maxLength(EMBED_ORIGINS_MAX, 'validation.invalid')),
})
export type EmbedOriginsRequest = z.infer<typeof embedOriginsSchema>
