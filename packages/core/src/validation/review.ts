import * as z from 'zod/mini'

/*
 * The organiser's review calls (admin API and CLI): the server validates them with these, the CLI before it
 * sends, so a bad flag reads the same in both places.
 */

export const REVIEW_REASON_MAX = 500
export const REVIEW_PAGE_SIZE_MAX = 100

export const reviewStateSchema = z.enum(['pending', 'approve', 'reject'], 'validation.review.state')
export type ReviewState = z.infer<typeof reviewStateSchema>

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(128, 'validation.invalid')))

/** One registration, by the visitor's account (phone or e-mail) or user id; visitor unless said otherwise. */
const reviewTarget = {
  account: optionalText,
  userId: optionalText,
  registerType: optionalText,
}

function hasTarget(value: { account?: string; userId?: string }): boolean {
  return Boolean(value.account || value.userId)
}

export const approveRequestSchema = z.object(reviewTarget).check(
  z.refine(hasTarget, { message: 'validation.review.target', path: ['account'] }),
)
export type ApproveRequest = z.infer<typeof approveRequestSchema>

export const reviewReasonSchema = z.string({ error: 'validation.review.reasonRequired' }).check(
  z.trim(),
  z.minLength(1, 'validation.review.reasonRequired'),
  z.maxLength(REVIEW_REASON_MAX, 'validation.review.reasonTooLong'),
)

export const rejectRequestSchema = z
  .object({ ...reviewTarget, reason: reviewReasonSchema })
  .check(z.refine(hasTarget, { message: 'validation.review.target', path: ['account'] }))
export type RejectRequest = z.infer<typeof rejectRequestSchema>

const positiveInt = (max: number) =>
  z.pipe(
    z.union([z.number(), z.string()], 'validation.invalid'),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(max, 'validation.invalid')),
    ),
  )

export const registrationListQuerySchema = z.object({
  state: z.optional(reviewStateSchema),
  page: z._default(positiveInt(1_000_000), 1),
  size: z._default(positiveInt(REVIEW_PAGE_SIZE_MAX), 20),
  registerType: optionalText,
})
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>

/** on/off as typed on the command line, or a JSON boolean. */
export const autoApproveRequestSchema = z.object({
  autoApprove: z.pipe(
    z.union([z.boolean(), z.enum(['on', 'off', 'true', 'false'])], 'validation.invalid'),
    z.transform((value) => value === true || value === 'on' || value === 'true'),
  ),
})
export type AutoApproveRequest = z.infer<typeof autoApproveRequestSchema>
