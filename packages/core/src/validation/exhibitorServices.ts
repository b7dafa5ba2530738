import * as z from 'zod/mini'
import { MATERIAL_TYPES } from '../contract/exhibitorServices'
import { isFileId } from './profile'
import { idSchema, languageTypeSchema } from './requests'
import { BOOTH_MAX, isEmail, isPhone, requiredOr } from './rules'

/*
 * The exhibitor portal's part 2 requests (issue 17, contract/exhibitorServices.ts), checked by the pages before sending
 * and by the server on arrival. The spec §9 booth rules are plain functions here so the page explains the same limit
 * the server enforces; what depends on the database (the company's booths, stock, whose file an id names, the final
 * submission) is the server's.
 */

export const FASCIA_CN_MAX = 20
export const FASCIA_EN_MAX = 60
/** Spec §9 special builds (bare space). */
export const SPECIAL_BUILD_HEIGHT_MAX_M = 5
export const SPECIAL_BUILD_FLOOR_LOAD_MAX = 5000
export const SPECIAL_BUILD_DRAWINGS_MAX = 5
export const SERVICE_ITEMS_MAX = 20
export const SERVICE_QUANTITY_MAX = 50
export const INVITE_BATCH_MAX = 100
export const VIP_WORDING_MAX = 200

/*
 * Spec §9: "free shelves plus hanging rods total at most 10 for 9 sq m, 20 for 18 sq m, and 30 for 27 sq m or above;
 * 1, 2 or 3 flow tables by size". Between the thresholds (12 and 15 m² standard booths, 21 m² of two booths) the rule
 * of the largest threshold not above the area holds: a 12 m² booth gets what a 9 m² booth gets, as the spec promises
 * no more before 18 m². Below 9 m² nothing is provided.
 */
const FURNITURE_STEPS = [
  { from: 27, maxShelvesAndRods: 30, maxFlowTables: 3 },
  { from: 18, maxShelvesAndRods: 20, maxFlowTables: 2 },
  { from: 9, maxShelvesAndRods: 10, maxFlowTables: 1 },
] as const

export function furnitureLimitsFor(standardArea: number): { maxShelvesAndRods: number; maxFlowTables: number } {
  const step = FURNITURE_STEPS.find((candidate) => standardArea >= candidate.from)
  return step ? { maxShelvesAndRods: step.maxShelvesAndRods, maxFlowTables: step.maxFlowTables } : { maxShelvesAndRods: 0, maxFlowTables: 0 }
}

export type FurnitureProblem =
  | { path: 'shelves'; message: 'validation.board.shelvesAndRods'; params: { n: number; area: number } }
  | { path: 'flowTables'; message: 'validation.board.flowTables'; params: { n: number; area: number } }

/** The furniture a company asks for against its standard area; each problem names the rule ("At most 10 … for a 9 m² booth"). */
export function furnitureProblems(standardArea: number, furniture: { shelves: number; hangingRods: number; flowTables: number }): FurnitureProblem[] {
  const limits = furnitureLimitsFor(standardArea)
  const problems: FurnitureProblem[] = []
  if (furniture.shelves + furniture.hangingRods > limits.maxShelvesAndRods) {
    problems.push({ path: 'shelves', message: 'validation.board.shelvesAndRods', params: { n: limits.maxShelvesAndRods, area: standardArea } })
  }
  if (furniture.flowTables > limits.maxFlowTables) {
    problems.push({ path: 'flowTables', message: 'validation.board.flowTables', params: { n: limits.maxFlowTables, area: standardArea } })
  }
  return problems
}

/** Spec §9: booth count and area at most 300. */
export function boothTotalsProblem(count: number, area: number): 'validation.booth.count' | 'validation.booth.area' | null {
  if (count > BOOTH_MAX) return 'validation.booth.count'
  if (area > BOOTH_MAX) return 'validation.booth.area'
  return null
}

const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: requiredOr(message) }).check(z.int(message), z.gte(min, message), z.lte(max, message))

const text = (min: number, max: number, message: string) =>
  z.string({ error: requiredOr(message) }).check(z.trim(), z.minLength(min, message), z.maxLength(max, 'validation.text.tooLong'))

/** Fascia letters are printed: no line breaks or control characters. */
const PRINTABLE = /^[^\p{Cc}]*$/u
const fasciaText = (max: number, message: string) =>
  z.string({ error: requiredOr(message) }).check(z.trim(), z.minLength(1, message), z.maxLength(max, 'validation.text.tooLong'), z.regex(PRINTABLE, message))

/**
 * exhibitorBoard/submit: the fascia board and the furniture of the company's standard booths. The furniture limits
 * depend on the company's area, so the server checks them with furnitureProblems; a page that knows the area
 * (BoardView.limits) checks them with the same function before sending.
 */
export const boardSubmitSchema = z.object({
  ...scope,
  fascia: z.object({
    textCn: fasciaText(FASCIA_CN_MAX, 'validation.board.fasciaCn'),
    textEn: z.string({ error: requiredOr('validation.board.fasciaEn') }).check(
      z.trim(),
      z.minLength(1, 'validation.board.fasciaEn'),
      z.maxLength(FASCIA_EN_MAX, 'validation.text.tooLong'),
      z.regex(/^[\x20-\x7E]*$/, 'validation.board.fasciaEn'),
    ),
  }),
  furniture: z.object({
    shelves: wholeNumber(0, 30, 'validation.board.count'),
    hangingRods: wholeNumber(0, 30, 'validation.board.count'),
    flowTables: wholeNumber(0, 3, 'validation.board.count'),
  }),
})
export type BoardSubmitRequest = z.infer<typeof boardSubmitSchema>

const fileId = (message: string) => z.string({ error: requiredOr(message) }).check(z.refine(isFileId, message))

/** exhibitorBoard/specialBuild/submit: one bare-space booth's build (spec §9: height ≤ 5 m, floor load ≤ 5000 kg/m², drawings pdf/ai). */
export const specialBuildSchema = z.object({
  ...scope,
  boothId: uuid,
  builderName: text(2, 100, 'validation.board.builderName'),
  builderContact: text(2, 50, 'validation.exhibitor.contacts'),
  builderMobile: z.string({ error: requiredOr('validation.phone.invalid') }).check(z.trim(), z.refine(isPhone, 'validation.phone.invalid')),
  builderEmail: z._default(z.nullable(z.string('validation.email.invalid').check(z.trim(), z.refine((value) => value === '' || isEmail(value), 'validation.email.invalid'))), null),
  heightM: z.number({ error: requiredOr('validation.board.height') }).check(
    z.refine((value) => Number.isFinite(value) && value > 0 && value <= SPECIAL_BUILD_HEIGHT_MAX_M, { message: 'validation.board.height', params: { n: SPECIAL_BUILD_HEIGHT_MAX_M } }),
  ),
  floorLoadKgM2: z.number({ error: requiredOr('validation.board.floorLoad') }).check(
    z.refine((value) => Number.isFinite(value) && value > 0 && value <= SPECIAL_BUILD_FLOOR_LOAD_MAX, { message: 'validation.board.floorLoad', params: { n: SPECIAL_BUILD_FLOOR_LOAD_MAX } }),
  ),
  drawingFileIds: z
    .array(fileId('validation.board.drawings'), 'validation.board.drawings')
    .check(z.minLength(1, 'validation.board.drawings'), z.maxLength(SPECIAL_BUILD_DRAWINGS_MAX, 'validation.board.drawings')),
})
export type SpecialBuildRequest = z.infer<typeof specialBuildSchema>

export const materialTypeSchema = z.enum(MATERIAL_TYPES, 'validation.invalid')

const page = z._default(z.coerce.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(10_000, 'validation.invalid')), 1)
const size = z._default(z.coerce.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(100, 'validation.invalid')), 20)

export const documentListQuerySchema = z.object({ ...scope, materialTypeV2: z.optional(materialTypeSchema), page, size })
export const documentRefQuerySchema = z.object({ ...scope, id: uuid })

/** The organiser publishes a document (admin CLI): the file travels as base64, at most 20 MB. */
export const documentPublishSchema = z.object({
  materialTypeV2: materialTypeSchema,
  titleCn: text(2, 100, 'validation.document.title'),
  titleEn: text(2, 100, 'validation.document.title'),
  descriptionCn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(500, 'validation.text.tooLong')), ''),
  descriptionEn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(500, 'validation.text.tooLong')), ''),
  fileName: z.string({ error: requiredOr('validation.document.file') }).check(z.trim(), z.regex(/^[^/\\\p{Cc}]{1,120}\.[A-Za-z0-9]{1,8}$/u, 'validation.document.file')),
  contentBase64: z.string({ error: requiredOr('validation.document.file') }).check(z.minLength(4, 'validation.document.file'), z.maxLength(28_000_000, 'validation.document.file')),
})
export type DocumentPublishRequest = z.infer<typeof documentPublishSchema>

export const finalSubmitSchema = z.object({ ...scope })

export const serviceKindSchema = z.enum(['service', 'ad', 'translator'], 'validation.invalid')
export const serviceListQuerySchema = z.object({ ...scope, kind: z.optional(serviceKindSchema) })

const isoDate = z.iso.date('validation.date.invalid')

/** serviceReserve/submit: several items in one reservation (one order); a translator's item names its day. */
export const serviceReserveSchema = z.object({
  ...scope,
  items: z
    .array(
      z.object({
        categoryId: uuid,
        quantity: wholeNumber(1, SERVICE_QUANTITY_MAX, 'validation.service.quantity'),
        date: z._default(z.nullable(isoDate), null),
      }),
      'validation.invalid',
    )
    .check(z.minLength(1, 'validation.exhibitor.chooseOne'), z.maxLength(SERVICE_ITEMS_MAX, 'validation.service.items')),
  note: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(200, 'validation.text.tooLong')), ''),
})
export type ServiceReserveRequest = z.infer<typeof serviceReserveSchema>

/** The organiser offers a service, an ad position (with stock) or a translator (language, days, translators a day). */
export const serviceCategorySaveSchema = z
  .object({
    code: z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.service.code')),
    kind: serviceKindSchema,
    nameCn: text(2, 60, 'validation.service.name'),
    nameEn: text(2, 60, 'validation.service.name'),
    descriptionCn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(500, 'validation.text.tooLong')), ''),
    descriptionEn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(500, 'validation.text.tooLong')), ''),
    priceFen: wholeNumber(1, 100_000_000, 'validation.service.price'),
    stock: z._default(z.nullable(wholeNumber(0, 10_000, 'validation.service.stock')), null),
    language: z._default(z.nullable(z.string('validation.invalid').check(z.regex(/^[a-z]{2}$/, 'validation.service.language'))), null),
    days: z._default(z.array(isoDate).check(z.maxLength(30, 'validation.invalid')), []),
    perDay: z._default(z.nullable(wholeNumber(1, 100, 'validation.service.stock')), null),
  })
  .check(
    z.superRefine((category, ctx) => {
      if (category.kind === 'ad' && category.stock === null) ctx.issues.push({ code: 'custom', input: category.stock, path: ['stock'], message: 'validation.service.stock' })
      if (category.kind === 'translator') {
        if (!category.language) ctx.issues.push({ code: 'custom', input: category.language, path: ['language'], message: 'validation.service.language' })
        if (category.days.length === 0) ctx.issues.push({ code: 'custom', input: category.days, path: ['days'], message: 'validation.service.days' })
        if (category.perDay === null) ctx.issues.push({ code: 'custom', input: category.perDay, path: ['perDay'], message: 'validation.service.stock' })
      }
    }),
  )
export type ServiceCategorySaveRequest = z.infer<typeof serviceCategorySaveSchema>

export const inviteChannelSchema = z.enum(['sms', 'email', 'link'], 'validation.invalid')

export const invitationTemplateQuerySchema = z.object({ ...scope, registerType: z.optional(z.string('validation.invalid').check(z.maxLength(64, 'validation.invalid'))) })

export const invitationTemplateSaveSchema = z.object({
  registerType: z._default(z.string('validation.invalid').check(z.trim(), z.minLength(1, 'validation.invalid'), z.maxLength(64, 'validation.invalid')), 'visitor'),
  channel: inviteChannelSchema,
  titleCn: text(2, 60, 'validation.document.title'),
  titleEn: text(2, 60, 'validation.document.title'),
  bodyCn: text(10, 500, 'validation.invite.body'),
  bodyEn: text(10, 500, 'validation.invite.body'),
})
export type InvitationTemplateSaveRequest = z.infer<typeof invitationTemplateSaveSchema>

/** inviteVIP/save: the company's wording (shown in both languages) and its photo invite image (upload purpose `inviteImage`). */
export const vipInviteSaveSchema = z.object({
  ...scope,
  templateId: z._default(z.nullable(uuid), null),
  wordingCn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(VIP_WORDING_MAX, 'validation.text.tooLong')), ''),
  wordingEn: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(VIP_WORDING_MAX, 'validation.text.tooLong')), ''),
  imageFileId: z._default(z.nullable(fileId('validation.image.invalid')), null),
})
export type VipInviteSaveRequest = z.infer<typeof vipInviteSaveSchema>

/** POST /invite/batch: SMS recipients need a mobile, e-mail recipients an address. */
export const inviteBatchSchema = z
  .object({
    ...scope,
    templateId: uuid,
    channel: z.enum(['sms', 'email'], 'validation.invalid'),
    recipients: z
      .array(
        z.object({
          name: text(1, 50, 'validation.name.invalid'),
          mobile: z._default(z.nullable(z.string('validation.phone.invalid').check(z.trim(), z.refine(isPhone, 'validation.phone.invalid'))), null),
          email: z._default(z.nullable(z.string('validation.email.invalid').check(z.trim(), z.refine(isEmail, 'validation.email.invalid'))), null),
        }),
        'validation.invalid',
      )
      .check(z.minLength(1, 'validation.exhibitor.chooseOne'), z.maxLength(INVITE_BATCH_MAX, 'validation.invite.batch')),
  })
  .check(
    z.superRefine((batch, ctx) => {
      batch.recipients.forEach((recipient, index) => {
        if (batch.channel === 'sms' && !recipient.mobile) ctx.issues.push({ code: 'custom', input: null, path: ['recipients', index, 'mobile'], message: 'validation.phone.invalid' })
        if (batch.channel === 'email' && !recipient.email) ctx.issues.push({ code: 'custom', input: null, path: ['recipients', index, 'email'], message: 'validation.email.invalid' })
      })
    }),
  )
export type InviteBatchRequest = z.infer<typeof inviteBatchSchema>

export const inviteRecordQuerySchema = z.object({ ...scope, status: z.optional(z.enum(['invited', 'registered', 'came'], 'validation.invalid')), page, size })

/** ICAO 9303 passport numbers: letters and digits, at most 9 characters. */
const PASSPORT_NO = /^[A-Z0-9]{5,9}$/
const COUNTRY = /^[A-Z]{2}$/
/** Names as a machine-readable passport writes them: Latin letters, spaces, hyphens and apostrophes. */
const PASSPORT_NAME = /^[A-Za-z][A-Za-z' -]{0,48}[A-Za-z]?$/

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`)

export const visaApplicantSchema = z
  .object({
    surname: z.string({ error: requiredOr('validation.visa.name') }).check(z.trim(), z.regex(PASSPORT_NAME, 'validation.visa.name')),
    givenNames: z.string({ error: requiredOr('validation.visa.name') }).check(z.trim(), z.regex(PASSPORT_NAME, 'validation.visa.name')),
    sex: z.enum(['M', 'F'], 'validation.visa.sex'),
    dateOfBirth: isoDate,
    nationality: z.pipe(z.string({ error: requiredOr('validation.visa.nationality') }).check(z.trim()), z.transform((value: string) => value.toUpperCase())).check(z.regex(COUNTRY, 'validation.visa.nationality')),
    passportNo: z.pipe(z.string({ error: requiredOr('validation.visa.passportNo') }).check(z.trim()), z.transform((value: string) => value.toUpperCase())).check(z.regex(PASSPORT_NO, 'validation.visa.passportNo')),
    passportExpiry: isoDate,
    position: text(2, 60, 'validation.exhibitor.position'),
    arrival: isoDate,
    departure: isoDate,
  })
  .check(
    z.superRefine((applicant, ctx) => {
      const born = dayNumber(applicant.dateOfBirth)
      if (!(born < Date.now()) || born < Date.parse('1900-01-01T00:00:00Z')) ctx.issues.push({ code: 'custom', input: applicant.dateOfBirth, path: ['dateOfBirth'], message: 'validation.visa.dateOfBirth' })
      if (dayNumber(applicant.departure) < dayNumber(applicant.arrival)) ctx.issues.push({ code: 'custom', input: applicant.departure, path: ['departure'], message: 'validation.visa.departure' })
      // A visa is issued only on a passport valid six months beyond the stay (the usual consular rule).
      if (dayNumber(applicant.passportExpiry) < dayNumber(applicant.departure) + 182 * 86_400_000) {
        ctx.issues.push({ code: 'custom', input: applicant.passportExpiry, path: ['passportExpiry'], message: 'validation.visa.passportExpiry' })
      }
    }),
  )
export type VisaApplicantInput = z.infer<typeof visaApplicantSchema>

/** visaInvitation/submit: a new request without `id`, else a rejected one of the company changed and sent again. */
export const visaSubmitSchema = z.object({ ...scope, id: z.optional(uuid), applicant: visaApplicantSchema })
export type VisaSubmitRequest = z.infer<typeof visaSubmitSchema>

export const visaDecisionSchema = z
  .object({
    id: uuid,
    decision: z.enum(['approve', 'reject'], 'validation.review.state'),
    reason: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(200, 'validation.review.reasonTooLong')), ''),
  })
  .check(z.refine((decision) => decision.decision === 'approve' || decision.reason !== '', { message: 'validation.review.reasonRequired', path: ['reason'] }))
export type VisaDecisionRequest = z.infer<typeof visaDecisionSchema>

/** Lists and refs of part 2 that name only the exhibition (and an id). */
export const exhibitorServiceQuerySchema = z.object({ ...scope })
export const exhibitorServiceRefSchema = z.object({ ...scope, id: uuid })
export const exhibitorServiceIdsSchema = z.object({
  ...scope,
  ids: z.array(uuid, 'validation.invalid').check(z.minLength(1, 'validation.exhibitor.chooseOne'), z.maxLength(100, 'validation.invalid')),
})
