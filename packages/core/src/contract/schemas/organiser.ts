import { z } from 'zod'
import { pageOf } from './shared'

/*
 * Replies of the organiser API (`/api/admin/…`, organiser key; `npm run admin` prints them): the review of
 * registrations, sales, invoices, referrals, embedding origins and webhook endpoints. Times are ISO strings.
 */

const reviewStateSchema = z.enum(['pending', 'approve', 'reject'])

/** A registration as the organiser reviews it. */
export const reviewRecordSchema = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  registerType: z.string(),
  completeResult: z.enum(['succ', 'fail']),
  examineResult: reviewStateSchema.nullable(),
  examineReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  examinedAt: z.string().nullable(),
})

/** `registrations`: one page of the review queue, oldest submission first. */
export const registrationPageSchema = pageOf(reviewRecordSchema)

/** `registrations/approve` and `/reject`: the registration after the decision. */
export const reviewResultSchema = z.object({
  record: reviewRecordSchema,
  /** False when the registration already was in the asked state (nothing changed, nobody notified). */
  changed: z.boolean(),
  /** Whether the visitor's notice was handed to the notifier. */
  notified: z.boolean(),
})

const bulkReviewOutcomeSchema = z.enum(['done', 'alreadyReviewed', 'notFound', 'incomplete'])

/** `registrations/review-bulk`: one line per registration, and how many ended each way. */
export const bulkReviewResultSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  dryRun: z.boolean(),
  counts: z.record(bulkReviewOutcomeSchema, z.number()),
  lines: z.array(
    z.object({
      /** The account as listed (or as stored, for "all pending"). */
      account: z.string(),
      outcome: bulkReviewOutcomeSchema,
      record: reviewRecordSchema.nullable(),
      notified: z.boolean(),
    }),
  ),
})

/** `registrations/resend-ticket`: where the entry code went again. */
export const resendResultSchema = reviewResultSchema.pick({ record: true, notified: true }).extend({ channel: z.enum(['sms', 'email']) })

/** `auto-approve`: the exhibition's setting as now stored. */
export const autoApproveSchema = z.object({ exhibitionId: z.string(), autoApprove: z.boolean() })

/** `time-zone`: the exhibition's venue zone as now stored (an IANA name). */
export const timeZoneViewSchema = z.object({ exhibitionId: z.string(), timeZone: z.string() })

/** `tenant/origins`: the key's tenant's embedding origins, beside the server-wide ones and the server's own. */
export const originsViewSchema = z.object({
  tenantId: z.string(),
  origins: z.array(z.string()),
  serverWide: z.array(z.string()),
  own: z.string(),
})

/** `orders`: stock per ticket type, the newest orders, and payments that arrived after their order closed. */
export const adminOrderListSchema = z.object({
  quotas: z.array(z.object({ ticketTypeId: z.string(), name: z.string(), priceFen: z.number(), total: z.number().nullable(), sold: z.number().nullable() })),
  orders: z.array(z.object({ orderNo: z.string(), state: z.string(), account: z.string(), payableFen: z.number(), createdAt: z.string(), paidAt: z.string().nullable() })),
  /** 'refused' by the provider: that money is the organiser's to give back by hand. */
  latePayments: z.array(
    z.object({
      paymentId: z.string(),
      orderNo: z.string(),
      amountFen: z.number(),
      provider: z.string(),
      providerRef: z.string().nullable(),
      returned: z.enum(['returning', 'returned', 'refused']),
    }),
  ),
})

/** `invoices`: the exhibition's invoices, newest first, and the tenant's numbering. */
export const adminInvoiceListSchema = z.object({
  sellerConfigured: z.boolean(),
  lastNumber: z.number(),
  invoices: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      account: z.string(),
      kind: z.string(),
      state: z.string(),
      title: z.string(),
      taxId: z.string().nullable(),
      amountFen: z.number(),
      invoiceNo: z.string().nullable(),
      reversalNo: z.string().nullable(),
      failedReason: z.string().nullable(),
      appliedAt: z.string(),
      issuedAt: z.string().nullable(),
      voidedAt: z.string().nullable(),
    }),
  ),
})

/** `referrals`: every inviter of the exhibition, unmasked, ranked as /myRanking ranks. */
export const adminInviterSchema = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  invited: z.number(),
  registered: z.number(),
  rank: z.number().nullable(),
})

/** A webhook endpoint; its secret is shown whole only in the answer that creates it. */
export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The secret's first characters, to tell endpoints apart. */
  secretHint: z.string(),
  /** While a rotation's overlap lasts, the replaced secret still signs beside the new one until then; null otherwise. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
})

/** The endpoint just created, with the secret its signatures are checked with (answered this once). */
export const webhookEndpointCreatedSchema = webhookEndpointViewSchema.extend({ secret: z.string() })

/** Delivered events older than the retention, deleted now (`webhook-prune`). */
export const webhookPruneResultSchema = z.object({ deleted: z.number(), retentionDays: z.number() })

/** One delivery of an event to an endpoint, with each attempt. */
export const webhookDeliveryViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  endpointId: z.string(),
  url: z.string(),
  state: z.string(),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  history: z.array(z.object({ attempt: z.number(), at: z.string(), status: z.number().nullable(), error: z.string().nullable(), durationMs: z.number() })),
})

export const webhookDeliveryListSchema = z.object({ total: z.number(), deliveries: z.array(webhookDeliveryViewSchema) })

/** `PUT file`: what the import wrote. */
export const exhibitionImportResultSchema = z.object({
  exhibitionId: z.string(),
  /** The exhibition did not exist before. */
  created: z.boolean(),
  ticketTypes: z.object({ created: z.number(), updated: z.number(), hidden: z.number() }),
  discountCodes: z.object({ written: z.number(), switchedOff: z.number() }),
  formFields: z.number(),
  questionnaires: z.number(),
  companies: z.object({ created: z.number(), updated: z.number() }),
  booths: z.number(),
  /** Sessions written and of them updated; null when the file has no programme. */
  programme: z.object({ sessions: z.number(), updated: z.number() }).nullable(),
})

/** A `{ removed: true }` answer: the thing named is gone. */
export const removedSchema = z.object({ removed: z.literal(true) })
