import * as z from 'zod/mini'
import { isValidChineseId } from './idNumber'
import { isFileId } from './profile'
import { idSchema, languageTypeSchema } from './requests'
import { BOOTH_MAX, isEmail, isPhone, nameSchema, passwordSchema, phoneOrEmailSchema, requiredOr } from './rules'

/*
 * The exhibitor portal's requests (issue 16, contract/exhibitors.ts), checked by the `<fair-exhibitor-portal>` forms
 * before sending and by the server on arrival. What depends on the database (caps, the deadline, the prerequisite, a
 * category the organiser offers, whose file an id names) is the server's. A catalogue entry may be saved as a draft
 * with any field empty; only submitting it asks for every field and the initiative letter's tick.
 */

export const JOURNAL_NAME_MAX = 100
export const JOURNAL_CONTACTS_MAX = 50
export const JOURNAL_INTRODUCTION_MIN = 10
export const JOURNAL_INTRODUCTION_MAX = 2000
export const PRODUCT_NAME_MAX = 100
export const PRODUCT_DESCRIPTION_MAX = 1000
/** Images one product may show (spec leaves the bound open: a gallery a phone can swipe through). */
export const PRODUCT_IMAGES_MAX = 6
export const POSITION_MAX = 50
export const INVITE_CODE_LENGTH = 8
/** Letters and digits that cannot be mistaken for each other when read aloud or typed from a poster (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_MAX_USES = 200
export const INVITE_VALID_DAYS_MAX = 60
/** What an organiser may set as a company's cap of products or badges. */
export const EXHIBITOR_CAP_MAX = 500
export const BOOTHS_PER_COMPANY_MAX = 20
/** Standard shell booths come in these sizes (m², spec §9); bare space starts at BARE_SPACE_MIN. */
export const STANDARD_BOOTH_AREAS = [9, 12, 15] as const
export const BARE_SPACE_MIN = 27

const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))

/** A text a draft may leave empty: '' means not given yet. */
const draftText = (max: number) => z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(max, 'validation.text.tooLong')), '')

const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: requiredOr(message) }).check(z.trim(), z.minLength(min, message), z.maxLength(max, 'validation.text.tooLong'))

const fileIdSchema = z.string({ error: requiredOr('validation.image.invalid') }).check(z.refine(isFileId, 'validation.image.invalid'))

/** A landline as a catalogue prints it (0591-87654321, (010) 12345678-123), besides a mobile or an e-mail. */
const LANDLINE = /^\+?[0-9(][0-9 ()-]{4,22}[0-9]$/
export function isContactInformation(value: string): boolean {
  return isPhone(value) || isEmail(value) || LANDLINE.test(value)
}

const contactInformationSchema = z.string({ error: requiredOr('validation.exhibitor.contactInformation') }).check(
  z.trim(),
  z.refine(isContactInformation, 'validation.exhibitor.contactInformation'),
)

/** The catalogue entry as its form holds it; a draft keeps whatever was typed (bounded in length, not in form). */
export const journalDraftSchema = z.object({
  nameCn: draftText(JOURNAL_NAME_MAX),
  nameEn: draftText(JOURNAL_NAME_MAX),
  contacts: draftText(JOURNAL_CONTACTS_MAX),
  contactInformation: draftText(100),
  introductionCn: draftText(JOURNAL_INTRODUCTION_MAX),
  introductionEn: draftText(JOURNAL_INTRODUCTION_MAX),
  logoFileId: z._default(z.nullable(fileIdSchema), null),
  initiativeLetterAccepted: z._default(z.boolean('validation.invalid'), false),
})
export type JournalDraftInput = z.infer<typeof journalDraftSchema>

/** A catalogue entry complete enough to be reviewed and printed: both languages, a logo and the initiative letter ticked. */
export const journalEntrySchema = z.object({
  nameCn: requiredText(2, JOURNAL_NAME_MAX, 'validation.exhibitor.journalName'),
  nameEn: requiredText(2, JOURNAL_NAME_MAX, 'validation.exhibitor.journalName'),
  contacts: requiredText(2, JOURNAL_CONTACTS_MAX, 'validation.exhibitor.contacts'),
  contactInformation: contactInformationSchema,
  introductionCn: requiredText(JOURNAL_INTRODUCTION_MIN, JOURNAL_INTRODUCTION_MAX, 'validation.exhibitor.introduction'),
  introductionEn: requiredText(JOURNAL_INTRODUCTION_MIN, JOURNAL_INTRODUCTION_MAX, 'validation.exhibitor.introduction'),
  logoFileId: z.string({ error: 'validation.exhibitor.logoRequired' }).check(z.refine(isFileId, 'validation.exhibitor.logoRequired')),
  initiativeLetterAccepted: z.literal(true, 'validation.initiative.required'),
})
export type JournalEntryInput = z.infer<typeof journalEntrySchema>

/**
 * POST exhibitorJournal/v2/saveOrUpdate. `submit: false` stores the draft as typed; `submit: true` checks the entry
 * complete (journalEntrySchema; the issues name `journal.<field>`) and sends it to review.
 */
export const journalSaveSchema = z
  .object({
    tenantId: z.optional(idSchema),
    exhibitionId: idSchema,
    journal: journalDraftSchema,
    submit: z._default(z.boolean('validation.invalid'), false),
    languageType: languageTypeSchema,
  })
  .check(
    z.superRefine((request, ctx) => {
      if (!request.submit) return
      const complete = journalEntrySchema.safeParse(request.journal)
      if (complete.success) return
      for (const issue of complete.error.issues) {
        ctx.issues.push({ code: 'custom', input: undefined, path: ['journal', ...issue.path], message: issue.message, params: paramsOf(issue) })
      }
    }),
  )
export type JournalSaveRequest = z.infer<typeof journalSaveSchema>

function paramsOf(issue: { code?: string; minimum?: unknown; maximum?: unknown }): Record<string, number> | undefined {
  const bound = issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : undefined
  return bound === undefined ? undefined : { n: Number(bound) }
}

const categorySchema = z.string({ error: requiredOr('validation.exhibitor.category') }).check(
  z.trim(),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'validation.exhibitor.category'),
)

export const productFieldsSchema = z.object({
  nameCn: requiredText(2, PRODUCT_NAME_MAX, 'validation.exhibitor.productName'),
  nameEn: requiredText(2, PRODUCT_NAME_MAX, 'validation.exhibitor.productName'),
  descriptionCn: requiredText(JOURNAL_INTRODUCTION_MIN, PRODUCT_DESCRIPTION_MAX, 'validation.exhibitor.description'),
  descriptionEn: requiredText(JOURNAL_INTRODUCTION_MIN, PRODUCT_DESCRIPTION_MAX, 'validation.exhibitor.description'),
  category: categorySchema,
  imageFileIds: z
    .array(fileIdSchema, 'validation.exhibitor.productImages')
    .check(z.minLength(1, 'validation.exhibitor.productImages'), z.maxLength(PRODUCT_IMAGES_MAX, 'validation.exhibitor.productImagesMax')),
  videoFileId: z._default(z.nullable(z.string('validation.exhibitor.video').check(z.refine(isFileId, 'validation.exhibitor.video'))), null),
})
export type ProductFieldsInput = z.infer<typeof productFieldsSchema>

/** POST product/submit: a new product without `id`, else that product of the caller's company replaced. */
export const productSaveSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: z.optional(uuid),
  product: productFieldsSchema,
  languageType: languageTypeSchema,
})
export type ProductSaveRequest = z.infer<typeof productSaveSchema>

/** product/remove, product/detail, exhibitorJournal/v2/copyHistory, staffInvite/revoke, deptCredentialsBiz detail and remove. */
export const exhibitorRefSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: uuid,
  languageType: languageTypeSchema,
})
export type ExhibitorRefRequest = z.infer<typeof exhibitorRefSchema>

/** product/saveHistoryToNow and deptCredentialsBiz/apply: several of the company's rows at once. */
export const exhibitorIdsSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  ids: z.array(uuid, 'validation.invalid').check(z.minLength(1, 'validation.exhibitor.chooseOne'), z.maxLength(EXHIBITOR_CAP_MAX, 'validation.invalid')),
  languageType: languageTypeSchema,
})
export type ExhibitorIdsRequest = z.infer<typeof exhibitorIdsSchema>

/** exhibitorStatus/submit: the catalogue goes to review through saveOrUpdate; the exhibits as a whole through here. */
export const statusSubmitSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  part: z.literal('exhibits', 'validation.invalid'),
  languageType: languageTypeSchema,
})

/** An optional contact field: '' (cleared) or a value passing `valid`. */
const optionalContact = (valid: (value: string) => boolean, message: string) =>
  z._default(z.nullable(z.string(message).check(z.trim(), z.refine((value) => value === '' || valid(value), message))), null)

/**
 * A staff member's badge data, typed by the company admin or by the staff member through an invitation. A mobile or
 * an e-mail is needed to reach them; the ID number is optional (a foreign staff member has none).
 */
export const applicantSchema = z
  .object({
    name: nameSchema,
    mobile: optionalContact(isPhone, 'validation.phone.invalid'),
    email: optionalContact(isEmail, 'validation.email.invalid'),
    idNumber: optionalContact((value) => isValidChineseId(value.toUpperCase()), 'validation.idNumber.invalid'),
    position: requiredText(2, POSITION_MAX, 'validation.exhibitor.position'),
  })
  .check(
    z.superRefine((applicant, ctx) => {
      if (!applicant.mobile && !applicant.email) ctx.issues.push({ code: 'custom', input: applicant.mobile, path: ['mobile'], message: 'validation.exhibitor.reachable' })
    }),
  )
export type ApplicantInput = z.infer<typeof applicantSchema>

/** '' (a cleared field) is stored as null. */
export function applicantValues(applicant: ApplicantInput): { name: string; mobile: string | null; email: string | null; idNumber: string | null; position: string } {
  return {
    name: applicant.name,
    mobile: applicant.mobile || null,
    email: applicant.email || null,
    idNumber: applicant.idNumber ? applicant.idNumber.toUpperCase() : null,
    position: applicant.position,
  }
}

export const credentialTypeSchema = z._default(z.literal('staff', 'validation.invalid'), 'staff')

/** deptCredentialsBiz/save: a new draft badge without `id`, else a draft or rejected one of the company changed. */
export const credentialSaveSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  id: z.optional(uuid),
  type: credentialTypeSchema,
  applicant: applicantSchema,
  languageType: languageTypeSchema,
})
export type CredentialSaveRequest = z.infer<typeof credentialSaveSchema>

const boundedInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string()], message),
    z.pipe(
      z.transform((value: number | string) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
      z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message)),
    ),
  )

/** staffInvite/create: how many people one link or code may bring, and for how many days it works. */
export const staffInviteCreateSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  maxUses: z._default(boundedInt(1, INVITE_MAX_USES, 'validation.exhibitor.inviteUses'), 20),
  validDays: z._default(boundedInt(1, INVITE_VALID_DAYS_MAX, 'validation.exhibitor.inviteDays'), 14),
  languageType: languageTypeSchema,
})
export type StaffInviteCreateRequest = z.infer<typeof staffInviteCreateSchema>

/** An invite code as typed: case and spaces forgiven. */
export const inviteCodeSchema = z.pipe(
  z.string({ error: requiredOr('validation.exhibitor.inviteCode') }).check(z.maxLength(40, 'validation.exhibitor.inviteCode')),
  z.pipe(
    z.transform((value: string) => value.replace(/[\s-]/g, '').toUpperCase()),
    z.string().check(z.regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), 'validation.exhibitor.inviteCode')),
  ),
)

export const inviteLandingSchema = z.object({ code: inviteCodeSchema, languageType: languageTypeSchema })

/** staffInvite/submit: a signed-in staff member's own data, by the invitation's code. */
export const staffInviteSubmitSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  code: inviteCodeSchema,
  applicant: applicantSchema,
  languageType: languageTypeSchema,
})
export type StaffInviteSubmitRequest = z.infer<typeof staffInviteSubmitSchema>

type NewPasswordPair = { newPassword?: unknown; newPassword1?: unknown }
const confirmationMatches = z.refine((value: unknown) => (value as NewPasswordPair).newPassword === (value as NewPasswordPair).newPassword1, {
  message: 'validation.password.mismatch',
  path: ['newPassword1'],
  when: (payload) => typeof (payload.value as NewPasswordPair | undefined)?.newPassword1 === 'string',
})

/** account/setPassword: the first login replaces the organiser's password (spec §5/§9 rule: ≥ 8, digits, letters, specials). */
export const exhibitorSetPasswordSchema = z
  .object({
    tenantId: z.optional(idSchema),
    exhibitionId: idSchema,
    newPassword: passwordSchema,
    newPassword1: z.string({ error: requiredOr('validation.password.required') }),
    languageType: languageTypeSchema,
  })
  .check(confirmationMatches)
export type ExhibitorSetPasswordRequest = z.infer<typeof exhibitorSetPasswordSchema>

/** account/updatePassword: the exhibitor admin password change (spec §7); the old password is always asked. */
export const exhibitorPasswordChangeSchema = z
  .object({
    tenantId: z.optional(idSchema),
    exhibitionId: idSchema,
    oldPassword: z.string({ error: 'validation.password.required' }).check(z.minLength(1, 'validation.password.required'), z.maxLength(64, 'validation.password.tooLong')),
    newPassword: passwordSchema,
    newPassword1: z.string({ error: requiredOr('validation.password.required') }),
    languageType: languageTypeSchema,
  })
  .check(confirmationMatches)
export type ExhibitorPasswordChangeRequest = z.infer<typeof exhibitorPasswordChangeSchema>

/** What a booth's type allows: a standard booth is 9, 12 or 15 m²; bare space from 27 m² up to the spec's 300. */
export function boothAreaProblem(type: 'standard' | 'bareSpace', area: number): 'validation.exhibitor.standardArea' | 'validation.exhibitor.bareSpaceArea' | null {
  if (type === 'standard') return (STANDARD_BOOTH_AREAS as readonly number[]).includes(area) ? null : 'validation.exhibitor.standardArea'
  return area >= BARE_SPACE_MIN && area <= BOOTH_MAX ? null : 'validation.exhibitor.bareSpaceArea'
}

export const boothSchema = z
  .object({
    hall: requiredText(1, 20, 'validation.exhibitor.hall'),
    boothNo: requiredText(1, 20, 'validation.exhibitor.boothNo'),
    type: z.enum(['standard', 'bareSpace'], 'validation.exhibitor.boothType'),
    area: z.number('validation.booth.area').check(z.gt(0, 'validation.booth.area'), z.lte(BOOTH_MAX, 'validation.booth.area')),
  })
  .check(
    z.superRefine((booth, ctx) => {
      const problem = boothAreaProblem(booth.type, booth.area)
      if (problem) ctx.issues.push({ code: 'custom', input: booth.area, path: ['area'], message: problem, params: { n: BARE_SPACE_MIN } })
    }),
  )
export type BoothInput = z.infer<typeof boothSchema>

const capSchema = boundedInt(0, EXHIBITOR_CAP_MAX, 'validation.exhibitor.cap')

/** The organiser creates a company with its booths and its admin account (admin CLI). */
export const companyCreateSchema = z
  .object({
    nameCn: requiredText(2, 100, 'validation.exhibitor.companyName'),
    nameEn: z._default(z.nullable(z.string('validation.invalid').check(z.trim(), z.maxLength(100, 'validation.text.tooLong'))), null),
    fullNameCn: requiredText(2, 200, 'validation.exhibitor.companyName'),
    fullNameEn: z._default(z.nullable(z.string('validation.invalid').check(z.trim(), z.maxLength(200, 'validation.text.tooLong'))), null),
    adminAccount: phoneOrEmailSchema,
    booths: z.array(boothSchema, 'validation.invalid').check(z.minLength(1, 'validation.exhibitor.booths'), z.maxLength(BOOTHS_PER_COMPANY_MAX, 'validation.exhibitor.booths')),
    productCap: z.optional(capSchema),
    credentialCap: z.optional(capSchema),
  })
  .check(
    z.superRefine((company, ctx) => {
      const seen = new Set<string>()
      company.booths.forEach((booth, index) => {
        const key = `${booth.hall.toUpperCase()}|${booth.boothNo.toUpperCase()}`
        if (seen.has(key)) ctx.issues.push({ code: 'custom', input: booth.boothNo, path: ['booths', index, 'boothNo'], message: 'validation.exhibitor.boothTwice' })
        seen.add(key)
      })
    }),
  )
export type CompanyCreateRequest = z.infer<typeof companyCreateSchema>

/** The exhibition's defaults and the badge deadline (ISO instant, or null for none). */
export const exhibitorSettingsSchema = z.object({
  defaultProductCap: capSchema,
  defaultCredentialCap: capSchema,
  credentialDeadline: z.nullable(z.iso.datetime({ offset: true, error: 'validation.exhibitor.deadline' })),
})
export type ExhibitorSettingsRequest = z.infer<typeof exhibitorSettingsSchema>

export const companyCapsSchema = z
  .object({ productCap: z.optional(capSchema), credentialCap: z.optional(capSchema) })
  .check(z.refine((caps) => caps.productCap !== undefined || caps.credentialCap !== undefined, { message: 'validation.exhibitor.cap', path: ['productCap'] }))
export type CompanyCapsRequest = z.infer<typeof companyCapsSchema>

/** The organiser's decision on a catalogue or the exhibits (id = the company's deptId) or on one credential. */
export const reviewDecisionSchema = z
  .object({
    kind: z.enum(['catalogue', 'exhibits', 'credential'], 'validation.invalid'),
    id: uuid,
    decision: z.enum(['approve', 'reject'], 'validation.review.state'),
    reason: z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(200, 'validation.review.reasonTooLong')), ''),
  })
  .check(
    z.refine((decision) => decision.decision === 'approve' || decision.reason !== '', { message: 'validation.review.reasonRequired', path: ['reason'] }),
  )
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionSchema>

/** Paged lists of the portal (products, earlier products). */
export const exhibitorPageSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  page: z._default(boundedInt(1, 10_000, 'validation.invalid'), 1),
  size: z._default(boundedInt(1, 100, 'validation.invalid'), 20),
  languageType: languageTypeSchema,
})

/** The portal's GET calls that name only the exhibition (info also a userId, which must be the caller's). */
export const exhibitorQuerySchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  userId: z.optional(uuid),
  registerType: z.optional(z.string('validation.invalid').check(z.maxLength(64, 'validation.invalid'))),
  type: z.optional(z.literal('staff', 'validation.invalid')),
  languageType: languageTypeSchema,
})

/** /boothInfo: no token, so the company is named by its deptId. */
export const boothInfoQuerySchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  deptId: uuid,
  languageType: languageTypeSchema,
})

/** The organiser's list of submissions, optionally of one state. */
export const adminSubmissionsQuerySchema = z.object({
  state: z.optional(z.enum(['pending', 'approved', 'rejected'], 'validation.review.state')),
})
