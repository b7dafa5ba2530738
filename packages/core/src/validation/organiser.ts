import * as z from 'zod/mini'
import { reviewReasonSchema } from './review'

/*
 * The organiser's operations without a database shell (issue 20): reviewing many registrations at once and sending
 * a visitor's entry link again. The server validates with these, the CLI before it sends.
 */

/** A file of accounts is read by the CLI and sent whole: one call, one answer per line. */
export const BULK_REVIEW_MAX = 5000

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(128, 'validation.invalid')))
const account = z.string('validation.review.account').check(z.trim(), z.minLength(1, 'validation.review.account'), z.maxLength(128, 'validation.invalid'))

/**
 * Either every pending registration of a register type (`registerType`, no `accounts`) or the listed accounts
 * (narrowed to `registerType` when given). A rejection needs its reason, which every visitor reads.
 */
export const bulkReviewRequestSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], 'validation.review.decision'),
    reason: z.optional(reviewReasonSchema),
    registerType: optionalText,
    accounts: z.optional(z.array(account).check(z.minLength(1, 'validation.review.bulkEmpty'), z.maxLength(BULK_REVIEW_MAX, 'validation.review.bulkTooMany'))),
    dryRun: z._default(z.boolean('validation.invalid'), false),
  })
  .check(
    z.refine((value) => value.decision !== 'reject' || Boolean(value.reason), { message: 'validation.review.reasonRequired', path: ['reason'] }),
    z.refine((value) => Boolean(value.accounts || value.registerType), { message: 'validation.review.bulkTarget', path: ['accounts'] }),
  )
export type BulkReviewRequest = z.infer<typeof bulkReviewRequestSchema>

/** done: changed and notified; alreadyReviewed: approved or rejected before, left as it was; incomplete: profile not submitted. */
export type BulkReviewOutcome = 'done' | 'alreadyReviewed' | 'notFound' | 'incomplete'

export const resendTicketRequestSchema = z.object({ account, registerType: optionalText })
export type ResendTicketRequest = z.infer<typeof resendTicketRequestSchema>

/** The organiser's xlsx exports (admin API `…/exports/<kind>`, `npm run admin -- export-<kind>`). */
export const EXPORT_KINDS = ['registrations', 'orders', 'invoices', 'signins', 'leads'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]
