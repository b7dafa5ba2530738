import * as z from 'zod/mini'
import { CUSTOMER_EXPORT_PAGE_MAX, FOLLOW_UP_STATES, MEMBERSHIP_KINDS } from '../contract/customers'
import { idSchema, languageTypeSchema } from './requests'
import { COMPANY_MAX, EMAIL_MAX, NAME_MAX, isEmail, isPhone, requiredOr } from './rules'

/*
 * The customer tool's requests (issue 19, contract/customers.ts), checked by the pages before sending (and before a
 * scan is queued offline) and by the server on arrival.
 */

/** A scanned or typed code: an entry QR (`FP1.…`) or a 10-digit badge code; printable, without spaces inside. */
export const CUSTOMER_CODE_MAX = 300
export const CUSTOMER_NOTE_MAX = 1000
export const CUSTOMER_LABEL_NAME_MAX = 20
export const CUSTOMER_LABELS_PER_LEAD_MAX = 10
export const CUSTOMER_LIST_PAGE_MAX = 100
export const PERMISSION_BATCH_MAX = 50
/** A queued scan is kept at most this long on a device; older device times are refused as implausible. */
export const SCAN_MAX_AGE_DAYS = 30

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const NO_CONTROL = /^[^\p{Cc}]*$/u

const optionalText = (max: number, message: string) =>
  z.optional(z.pipe(z.transform(blankToUndefined), z.optional(z.string(message).check(z.trim(), z.maxLength(max, 'validation.text.tooLong'), z.regex(NO_CONTROL, message)))))

export const customerCodeSchema = z.string({ error: requiredOr('validation.customer.code') }).check(
  z.trim(),
  z.minLength(1, 'validation.customer.code'),
  z.maxLength(CUSTOMER_CODE_MAX, 'validation.customer.code'),
  z.regex(/^[\x21-\x7E]+$/, 'validation.customer.code'),
)

export const customerMobileSchema = z.string({ error: requiredOr('validation.phone.invalid') }).check(z.trim(), z.refine(isPhone, 'validation.phone.invalid'))

/** The device's time of a scan, ISO 8601 with offset; the server keeps min(scannedAt, arrival). */
const scannedAtSchema = z.optional(z.iso.datetime({ offset: true, message: 'validation.invalid' }))

export const followUpSchema = z.enum(FOLLOW_UP_STATES, 'validation.invalid')
export const membershipKindSchema = z.enum(MEMBERSHIP_KINDS, 'validation.customer.membershipKind')

export const customerScopeSchema = z.object(scope)
export const customerRefSchema = z.object({ ...scope, id: uuid })

const cursorSchema = z.optional(z.string('validation.invalid').check(z.maxLength(200, 'validation.invalid'), z.regex(/^[A-Za-z0-9_-]*$/, 'validation.invalid')))

const listFilters = {
  ...scope,
  keyword: optionalText(50, 'validation.invalid'),
  labelId: z.optional(uuid),
  followUp: z.optional(followUpSchema),
  /** `mine`: leads owned by the caller only. */
  owner: z.optional(z.enum(['all', 'mine'], 'validation.invalid')),
}

export const customerListQuerySchema = z.object({
  ...listFilters,
  cursor: cursorSchema,
  size: z._default(z.coerce.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(CUSTOMER_LIST_PAGE_MAX, 'validation.invalid')), 20),
})
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>

export const customerExportQuerySchema = z.object({
  ...listFilters,
  cursor: cursorSchema,
  size: z._default(z.coerce.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(CUSTOMER_EXPORT_PAGE_MAX, 'validation.invalid')), 1000),
})
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>

export const customerExportFileQuerySchema = z.object(listFilters)
export type CustomerExportFileQuery = z.infer<typeof customerExportFileQuerySchema>

export const customerByQrQuerySchema = z.object({ ...scope, code: customerCodeSchema })
export const customerByMobileQuerySchema = z.object({ ...scope, mobile: customerMobileSchema })

export const customerScanSchema = z.object({
  ...scope,
  code: customerCodeSchema,
  /** Made by the device when the scan happened, before it is queued: the same id on every replay. */
  clientScanId: uuid,
  scannedAt: scannedAtSchema,
})
export type CustomerScanRequest = z.infer<typeof customerScanSchema>

/** What the staff types about a lead (by mobile, or later on the detail page). */
const typedFields = {
  name: optionalText(NAME_MAX, 'validation.name.invalid'),
  company: optionalText(COMPANY_MAX, 'validation.invalid'),
  title: optionalText(50, 'validation.invalid'),
  email: z.optional(z.pipe(z.transform(blankToUndefined), z.optional(z.string('validation.email.invalid').check(z.trim(), z.maxLength(EMAIL_MAX, 'validation.email.invalid'), z.refine(isEmail, 'validation.email.invalid'))))),
}

export const customerSaveSchema = z.object({
  ...scope,
  mobile: customerMobileSchema,
  ...typedFields,
  clientScanId: uuid,
  scannedAt: scannedAtSchema,
})
export type CustomerSaveRequest = z.infer<typeof customerSaveSchema>

export const customerUpdateSchema = z.object({
  ...scope,
  id: uuid,
  ...typedFields,
  followUp: z.optional(followUpSchema),
  /** The lead's labels, replacing the ones it had. */
  labelIds: z.optional(z.array(uuid, 'validation.invalid').check(z.maxLength(CUSTOMER_LABELS_PER_LEAD_MAX, 'validation.customer.labelsPerLead'))),
})
export type CustomerUpdateRequest = z.infer<typeof customerUpdateSchema>

export const customerNoteSchema = z.object({
  ...scope,
  id: uuid,
  text: z.string({ error: requiredOr('validation.customer.note') }).check(z.trim(), z.minLength(1, 'validation.customer.note'), z.maxLength(CUSTOMER_NOTE_MAX, 'validation.text.tooLong')),
  clientNoteId: uuid,
})
export type CustomerNoteRequest = z.infer<typeof customerNoteSchema>

export const customerNoteRemoveSchema = z.object({ ...scope, id: uuid, noteId: uuid })
export type CustomerNoteRemoveRequest = z.infer<typeof customerNoteRemoveSchema>

export const customerLabelSaveSchema = z.object({
  ...scope,
  id: z.optional(uuid),
  name: z.string({ error: requiredOr('validation.customer.labelName') }).check(
    z.trim(),
    z.minLength(1, 'validation.customer.labelName'),
    z.maxLength(CUSTOMER_LABEL_NAME_MAX, 'validation.customer.labelName'),
    z.regex(NO_CONTROL, 'validation.customer.labelName'),
  ),
})
export type CustomerLabelSaveRequest = z.infer<typeof customerLabelSaveSchema>

export const customerLabelRemoveSchema = z.object({ ...scope, id: uuid })

const answerValue = z.union([
  z.string('validation.invalid').check(z.maxLength(500, 'validation.text.tooLong')),
  z.array(z.string('validation.invalid').check(z.maxLength(100, 'validation.invalid'))).check(z.maxLength(20, 'validation.invalid')),
])

/** The answers are checked against the exhibition's survey by the server (and the page) with surveyAnswerProblems. */
export const customerSurveySubmitSchema = z.object({
  ...scope,
  id: uuid,
  answers: z.record(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalid')), answerValue).check(
    z.refine((answers) => Object.keys(answers).length <= 50, 'validation.invalid'),
  ),
})
export type CustomerSurveySubmitRequest = z.infer<typeof customerSurveySubmitSchema>

export interface SurveyQuestionRule {
  id: string
  type: 'single' | 'multiple' | 'text'
  required: boolean
  options: { value: string }[]
}

/** Problems of a lead's survey answers against the survey: a required question unanswered, an unknown choice or question. */
export function surveyAnswerProblems(questions: readonly SurveyQuestionRule[], answers: Record<string, string | string[]>): { path: string; message: 'validation.required' | 'validation.invalid' }[] {
  const problems: { path: string; message: 'validation.required' | 'validation.invalid' }[] = []
  const byId = new Map(questions.map((question) => [question.id, question]))
  for (const key of Object.keys(answers)) if (!byId.has(key)) problems.push({ path: key, message: 'validation.invalid' })
  for (const question of questions) {
    const answer = answers[question.id]
    const values = answer === undefined ? [] : Array.isArray(answer) ? answer : [answer]
    const given = values.filter((value) => value.trim() !== '')
    if (given.length === 0) {
      if (question.required) problems.push({ path: question.id, message: 'validation.required' })
      continue
    }
    if (question.type === 'text') {
      if (Array.isArray(answer)) problems.push({ path: question.id, message: 'validation.invalid' })
      continue
    }
    if (question.type === 'single' && (Array.isArray(answer) || given.length !== 1)) {
      problems.push({ path: question.id, message: 'validation.invalid' })
      continue
    }
    const allowed = new Set(question.options.map((option) => option.value))
    if (given.some((value) => !allowed.has(value)) || new Set(given).size !== given.length) problems.push({ path: question.id, message: 'validation.invalid' })
  }
  return problems
}

export const membershipOrderSchema = z.object({ ...scope, kind: membershipKindSchema })
export type MembershipOrderRequest = z.infer<typeof membershipOrderSchema>

export const permissionSubmitSchema = z.object({
  ...scope,
  changes: z
    .array(z.object({ userId: uuid, authorised: z.boolean('validation.invalid') }), 'validation.invalid')
    .check(z.minLength(1, 'validation.required'), z.maxLength(PERMISSION_BATCH_MAX, 'validation.invalid')),
})
export type PermissionSubmitRequest = z.infer<typeof permissionSubmitSchema>

export const leadTransferSchema = z
  .object({ ...scope, fromUserId: uuid, toUserId: uuid })
  .check(z.refine((body) => body.fromUserId !== body.toUserId, { message: 'validation.customer.transferSame', path: ['toUserId'] }))
export type LeadTransferRequest = z.infer<typeof leadTransferSchema>

export const adminCustomerQuerySchema = z.object({ deptId: z.optional(uuid) })
