import * as z from 'zod/mini'
import { idSchema, languageTypeSchema } from './requests'
import { COMPANY_MAX, EMAIL_MAX, isEmail, isPhone, NAME_MAX, NAME_MIN, requiredOr } from './rules'

/*
 * The group manager's requests (issue 18, contract/groups.ts), checked by the pages before sending and by the server
 * on arrival. A member row of a spreadsheet goes through the same `groupMemberSchema` as a member typed in by hand, so
 * a row's reason reads as the form's message would.
 */

/** A group's own name and its company: what a badge or a list shows. */
export const GROUP_NAME_MAX = 60
export const GROUP_TITLE_MAX = 60
/** The expected size the leader gives (the organiser's cap may be lower; it is what counts). */
export const GROUP_EXPECTED_MAX = 2000
/**
 * The cap when the exhibition configures none (`functionConfig.groupMemberMax`); whatever is configured, no group
 * exceeds GROUP_MEMBERS_HARD_MAX.
 */
export const GROUP_MEMBERS_DEFAULT_MAX = 50
export const GROUP_MEMBERS_HARD_MAX = 2000
/** Rows an import may carry (after the header). A larger file is refused whole. */
export const GROUP_IMPORT_ROWS_MAX = 2000
/** The file as base64: 2 MB of base64 is about 1.5 MB of spreadsheet, far beyond 2 000 rows. */
export const GROUP_IMPORT_BASE64_MAX = 2_000_000
export const GROUP_IMPORT_FORMATS = ['xlsx', 'csv'] as const
export type GroupImportFormat = (typeof GROUP_IMPORT_FORMATS)[number]

const NAME = /^[\p{L}\p{M}]+(?:[ ·・'’-][\p{L}\p{M}]+)*$/u
/** A join code: what `visitingGroupId` carries in a member's link (24 base64url characters). */
const JOIN_CODE = /^[A-Za-z0-9_-]{16,64}$/

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))

const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: requiredOr(message) }).check(z.trim(), z.minLength(min, message), z.maxLength(max, 'validation.text.tooLong'))
const optionalText = (max: number) => z._default(z.string({ error: 'validation.invalid' }).check(z.trim(), z.maxLength(max, 'validation.text.tooLong')), '')

/** An empty field sent by a form reads as "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const groupSaveSchema = z.object({
  ...scope,
  name: requiredText(2, GROUP_NAME_MAX, 'validation.group.name'),
  company: requiredText(2, COMPANY_MAX, 'validation.group.company'),
  expectedSize: z.number({ error: requiredOr('validation.group.expectedSize') }).check(
    z.int('validation.group.expectedSize'),
    z.gte(1, 'validation.group.expectedSize'),
    z.lte(GROUP_EXPECTED_MAX, 'validation.group.expectedSize'),
  ),
})
export type GroupSaveRequest = z.infer<typeof groupSaveSchema>

/** One member as the leader gives them: a name, a mobile or an e-mail (at least one), company and title. */
export const groupMemberFields = z
  .object({
    name: z.string({ error: requiredOr('validation.name.invalid') }).check(
      z.trim(),
      z.minLength(NAME_MIN, 'validation.name.tooShort'),
      z.maxLength(NAME_MAX, 'validation.name.tooLong'),
      z.regex(NAME, 'validation.name.invalid'),
    ),
    mobile: z.optional(z.pipe(z.transform(blankToUndefined), z.optional(z.string({ error: 'validation.phone.invalid' }).check(z.trim(), z.refine(isPhone, 'validation.phone.invalid'))))),
    email: z.optional(
      z.pipe(
        z.transform(blankToUndefined),
        z.optional(z.string({ error: 'validation.email.invalid' }).check(z.trim(), z.maxLength(EMAIL_MAX, 'validation.email.invalid'), z.refine(isEmail, 'validation.email.invalid'))),
      ),
    ),
    company: optionalText(COMPANY_MAX),
    title: optionalText(GROUP_TITLE_MAX),
  })
  .check(
    z.refine((member) => Boolean(member.mobile || member.email), { message: 'validation.group.contact', path: ['mobile'] }),
  )
export type GroupMemberInput = z.infer<typeof groupMemberFields>

export const groupMemberSaveSchema = z.object({ ...scope, member: groupMemberFields })
export type GroupMemberSaveRequest = z.infer<typeof groupMemberSaveSchema>

export const groupMemberUpdateSchema = z.object({ ...scope, id: uuid, member: groupMemberFields })
export type GroupMemberUpdateRequest = z.infer<typeof groupMemberUpdateSchema>

export const groupMemberRefSchema = z.object({ ...scope, id: uuid })
export type GroupMemberRefRequest = z.infer<typeof groupMemberRefSchema>

export const groupScopeSchema = z.object(scope)
export type GroupScopeRequest = z.infer<typeof groupScopeSchema>

export const groupImportSchema = z.object({
  ...scope,
  format: z.enum(GROUP_IMPORT_FORMATS, 'validation.group.importFormat'),
  /** The file's bytes, base64 (the page reads the chosen file; JSON keeps the call one shape with the others). */
  content: z.string({ error: requiredOr('validation.group.importFile') }).check(
    z.minLength(1, 'validation.group.importFile'),
    z.maxLength(GROUP_IMPORT_BASE64_MAX, 'validation.group.importTooLarge'),
    z.regex(/^[A-Za-z0-9+/=\r\n]*$/, 'validation.group.importFile'),
  ),
})
export type GroupImportRequest = z.infer<typeof groupImportSchema>

export const groupCopySchema = z.object({
  ...scope,
  /** The earlier exhibition whose group to copy from (the leader's own group there). */
  fromExhibitionId: idSchema,
  /** Which of its members; all when absent. */
  memberIds: z.optional(z.array(uuid).check(z.maxLength(GROUP_MEMBERS_HARD_MAX, 'validation.invalid'))),
})
export type GroupCopyRequest = z.infer<typeof groupCopySchema>

export const joinCodeSchema = z.string({ error: requiredOr('validation.group.joinCode') }).check(z.trim(), z.regex(JOIN_CODE, 'validation.group.joinCode'))

export const groupJoinSchema = z.object({ ...scope, visitingGroupId: joinCodeSchema })
export type GroupJoinRequest = z.infer<typeof groupJoinSchema>

export const groupJoinInfoSchema = z.object({ ...scope, visitingGroupId: joinCodeSchema })

export const adminGroupListSchema = z.object({ withMembers: z.optional(z.enum(['true', 'false'], 'validation.invalid')) })

export const groupTemplateSchema = z.object({ ...scope, format: z._default(z.enum(GROUP_IMPORT_FORMATS, 'validation.group.importFormat'), 'xlsx') })
