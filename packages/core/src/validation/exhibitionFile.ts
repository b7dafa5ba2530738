import * as z from 'zod/mini'
import { programmeImportSchema } from './conference'
import { boothSchema } from './exhibitors'
import { PROFILE_FIELD_TYPES } from './profile'
import { QUESTION_TYPES } from './questionnaire'
import { requiredOr } from './rules'
import { timeZoneSchema } from './timeZone'

/*
 * The exhibition file of issue 20: one document (YAML or JSON) that defines a whole exhibition — its titles, theme,
 * languages and login modes, registration forms, questionnaires, ticket types with their quotas, discount codes,
 * programme and exhibitor companies with their booths. `npm run admin -- exhibition import` checks a file with this
 * schema before sending it, the server checks it again and writes all of it or nothing, and `exhibition export`
 * writes the same format back. docs/exhibition-file.schema.json is generated from it (scripts/exhibition-schema.ts),
 * so editors can check a file as it is typed. Rows are identified by their keys (codes), so a re-import updates
 * instead of duplicating.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/
const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
const REGISTER_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
/** An instant with its offset, as an organiser writes it: 2025-09-23T00:00:00+08:00 (or Z). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

const idSchema = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.regex(ID, 'validation.invalid'))
const keySchema = z.string({ error: requiredOr('validation.conference.key') }).check(z.trim(), z.regex(KEY, 'validation.conference.key'))
const uuidSchema = z.string('validation.invalid').check(z.trim(), z.uuid('validation.invalid'))
const registerTypeSchema = z.string('validation.invalid').check(z.trim(), z.regex(REGISTER_TYPE, 'validation.invalid'))
const colourSchema = z.string('validation.exhibitionFile.colour').check(z.trim(), z.regex(COLOUR, 'validation.exhibitionFile.colour'))
const isoDay = z.string({ error: requiredOr('validation.date.invalid') }).check(z.trim(), z.regex(ISO_DAY, 'validation.date.invalid'))
const instant = z.string('validation.exhibitionFile.instant').check(
  z.trim(),
  z.regex(INSTANT, 'validation.exhibitionFile.instant'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'validation.exhibitionFile.instant'),
)
const text = (max: number) => z.string({ error: requiredOr('validation.required') }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.text.tooLong'))
const optionalText = (max: number) => z._default(z.string('validation.invalid').check(z.maxLength(max, 'validation.text.tooLong')), '')
const whole = (min: number, max: number) => z.int('validation.invalid').check(z.gte(min, 'validation.invalid'), z.lte(max, 'validation.invalid'))
const list = <T extends z.ZodMiniType>(row: T, max: number) => z._default(z.array(row, 'validation.invalid').check(z.maxLength(max, 'validation.text.tooLong')), [])

/** A text in both languages of the site. */
export const bilingual = (max: number) => z.object({ cn: text(max), en: text(max) })
/** Both languages, either may be empty (descriptions, notices). */
const bilingualOptional = (max: number) => z.object({ cn: optionalText(max), en: optionalText(max) })

/** Where the file names no theme colour the site's defaults of spec §9 apply. */
const themeSchema = z.object({
  primary: z.optional(colourSchema),
  background: z.optional(colourSchema),
  card: z.optional(colourSchema),
  languageSwitch: z.optional(colourSchema),
})

const loginModeSchema = z.union([z.string('validation.invalid').check(z.trim(), z.minLength(1, 'validation.required')), z.array(z.string('validation.invalid'), 'validation.invalid')], 'validation.invalid')

/** What the site offers in one language: how visitors sign in, whether questionnaires are asked, outside the messaging app too. */
const languageSchema = z.object({
  loginMode: z.optional(loginModeSchema),
  questionnaires: z.optional(z.boolean('validation.invalid')),
  browserOpen: z.optional(z.boolean('validation.invalid')),
})

const loginModesSchema = z.object({
  password: z.optional(z.boolean('validation.invalid')),
  idCard: z.optional(z.boolean('validation.invalid')),
  messagingApp: z.optional(z.boolean('validation.invalid')),
  messagingAppAutoLogin: z.optional(z.boolean('validation.invalid')),
})

const formFieldSchema = z.object({
  field: keySchema,
  type: z.enum(PROFILE_FIELD_TYPES, 'validation.exhibitionFile.fieldType'),
  required: z._default(z.boolean('validation.invalid'), false),
  label: bilingual(200),
  placeholder: z.optional(bilingualOptional(200)),
  dict: z.optional(keySchema),
  /** The field's extra rules: multiSelect min/max, date minDate/maxDate, image upload, agreement document. */
  rules: z.optional(z.record(z.string(), z.unknown())),
})

/** A registration form: asked of one register type, or (no registerType) of every type without its own. */
const formSchema = z.object({
  registerType: z.optional(registerTypeSchema),
  fields: z.array(formFieldSchema, 'validation.invalid').check(z.minLength(1, 'validation.required'), z.maxLength(100, 'validation.text.tooLong')),
})

const questionSchema = z.object({
  id: keySchema,
  type: z.enum(QUESTION_TYPES, 'validation.invalid'),
  required: z._default(z.boolean('validation.invalid'), false),
  title: bilingual(500),
  options: z.optional(z.array(z.object({ key: keySchema, label: bilingual(200) }), 'validation.invalid').check(z.maxLength(100, 'validation.text.tooLong'))),
  minChoices: z.optional(whole(0, 100)),
  maxChoices: z.optional(whole(1, 100)),
  maxLength: z.optional(whole(1, 5000)),
  showWhen: z.optional(z.object({ questionId: keySchema, optionKey: keySchema })),
})

/** One questionnaire in both languages: seq 1–3 drives questionnaireResult, …Two…, …Three… of the visitor. */
const questionnaireSchema = z.object({
  seq: z.union([z.literal(1), z.literal(2), z.literal(3)], 'validation.exhibitionFile.seq'),
  registerType: z.optional(registerTypeSchema),
  title: bilingual(200),
  description: z.optional(bilingual(1000)),
  questions: z.array(questionSchema, 'validation.invalid').check(z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.text.tooLong')),
})

const ticketTypeSchema = z.object({
  key: keySchema,
  /** The row's id: written by export, so an import into another database creates the same row. */
  id: z.optional(uuidSchema),
  name: bilingual(200),
  description: z._default(bilingualOptional(2000), { cn: '', en: '' }),
  notice: z._default(bilingualOptional(5000), { cn: '', en: '' }),
  priceFen: whole(0, 100_000_000),
  /** How many tickets of the type may exist (sold ones count). */
  quota: whole(0, 10_000_000),
  validFrom: isoDay,
  validTo: isoDay,
  entries: z._default(whole(1, 1000), 1),
  requiresDay: z._default(z.boolean('validation.invalid'), false),
  perPersonLimit: z.optional(whole(1, 10_000)),
  perOrderLimit: z.optional(whole(1, 10_000)),
  conflictGroup: z.optional(keySchema),
  saleStartsAt: z.optional(instant),
  saleEndsAt: z.optional(instant),
  refundableUntil: z.optional(instant),
  refundFeePercent: z._default(whole(0, 100), 0),
  reissueFeeFen: z._default(whole(0, 100_000_000), 0),
  giftable: z._default(z.boolean('validation.invalid'), true),
  transferable: z._default(z.boolean('validation.invalid'), true),
  status: z._default(z.enum(['onSale', 'hidden'], 'validation.invalid'), 'onSale'),
  /** The registration links (registerLinkId) that offer it; absent: every link. */
  registerLinks: z.optional(z.array(keySchema, 'validation.invalid').check(z.maxLength(50, 'validation.text.tooLong'))),
})

const DISCOUNT_CODE = /^[A-Za-z0-9_-]{2,32}$/
const discountCodeSchema = z.object({
  code: z.string({ error: requiredOr('validation.exhibitionFile.discountCode') }).check(z.trim(), z.regex(DISCOUNT_CODE, 'validation.exhibitionFile.discountCode'), z.toUpperCase()),
  percentOff: whole(1, 100),
  /** Keys of the ticket types it takes off; absent: all of the exhibition's. */
  ticketTypes: z.optional(z.array(keySchema, 'validation.invalid').check(z.minLength(1, 'validation.required'))),
  validFrom: z.optional(instant),
  validTo: z.optional(instant),
  active: z._default(z.boolean('validation.invalid'), true),
  /** Orders that may use it in all, and per buyer (the caps); absent: no cap. */
  maxUses: z.optional(whole(1, 10_000_000)),
  maxUsesPerBuyer: z.optional(whole(1, 10_000)),
})

const companyName = (min: number, max: number) =>
  z.object({
    cn: z.string({ error: requiredOr('validation.required') }).check(z.trim(), z.minLength(min, 'validation.required'), z.maxLength(max, 'validation.text.tooLong')),
    en: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(max, 'validation.text.tooLong'))),
  })

const companySchema = z.object({
  key: keySchema,
  id: z.optional(uuidSchema),
  name: companyName(2, 100),
  fullName: companyName(2, 200),
  productCap: z.optional(whole(0, 10_000)),
  credentialCap: z.optional(whole(0, 10_000)),
})

const fileBoothSchema = z.extend(boothSchema, { company: keySchema })

export const EXHIBITION_FILE_VERSION = 1

export const exhibitionFileSchema = z
  .object({
    /** The format's version: a later format can still read this one. */
    version: z._default(z.literal(EXHIBITION_FILE_VERSION, 'validation.exhibitionFile.version'), EXHIBITION_FILE_VERSION),
    id: idSchema,
    /** The organiser: must be the tenant of the key that imports the file. */
    tenant: idSchema,
    title: bilingual(200),
    /**
     * The venue's IANA time zone, the fair's clock (ticket days, deadlines, order-number dates). Absent: a new
     * exhibition is on Asia/Shanghai and a re-import keeps the zone the exhibition has.
     */
    timeZone: z.optional(timeZoneSchema),
    autoApprove: z._default(z.boolean('validation.invalid'), false),
    registration: z.optional(z.object({ opensAt: z.optional(instant), closesAt: z.optional(instant) })),
    theme: z._default(themeSchema, {}),
    languages: z._default(z.object({ cn: z._default(languageSchema, {}), en: z._default(languageSchema, {}) }), { cn: {}, en: {} }),
    loginModes: z._default(loginModesSchema, {}),
    registrationTypes: z.optional(z.array(registerTypeSchema, 'validation.invalid').check(z.minLength(1, 'validation.required'))),
    /** Every other page setting as the page-config call answers it (titles, notices, switches). */
    pageConfig: z._default(z.record(z.string(), z.unknown()), {}),
    functionConfig: z._default(z.record(z.string(), z.unknown()), {}),
    forms: list(formSchema, 20),
    questionnaires: list(questionnaireSchema, 60),
    ticketTypes: list(ticketTypeSchema, 200),
    discountCodes: list(discountCodeSchema, 1000),
    programme: z.optional(programmeImportSchema),
    companies: list(companySchema, 5000),
    booths: list(fileBoothSchema, 20_000),
  })
  .check(
    z.superRefine((file, ctx) => {
      for (const issue of crossChecks(file)) ctx.issues.push({ code: 'custom', input: file, ...issue })
    }),
  )

export type ExhibitionFile = z.infer<typeof exhibitionFileSchema>
export type ExhibitionFileInput = z.input<typeof exhibitionFileSchema>

/** The page-config keys the file's own sections stand for; the rest travels in `pageConfig` as it is. */
export const THEME_KEYS = { primary: 'pageThemeColor', background: 'pageThemeBgColor', card: 'pageThemeCardBgColor', languageSwitch: 'languageSwitchBgColor' } as const
export const LANGUAGE_KEYS = {
  cn: { loginMode: 'cnLoginMode', questionnaires: 'cnQuestionnaireSwitch', browserOpen: 'browserOpenSwitch' },
  en: { loginMode: 'enLoginMode', questionnaires: 'enQuestionnaireSwitch', browserOpen: 'browserOpenSwitchEn' },
} as const
export const LOGIN_MODE_KEYS = { password: 'passwordLoginSwitch', idCard: 'idCardLoginSwitch', messagingApp: 'wechatOpenSwitch', messagingAppAutoLogin: 'wechatOpenAutoLogin' } as const
export const REGISTRATION_TYPES_KEY = 'registrationTypeList'

interface Issue {
  path: PropertyKey[]
  message: string
  params?: Record<string, string | number>
}

/**
 * What one row cannot check alone: keys used twice, references to rows the file does not have (a discount code's
 * ticket type, a booth's company, a follow-up question's trigger), the same booth twice, a section of the page
 * config written twice. Each problem is reported at its own path.
 */
function crossChecks(file: {
  forms: Array<{ registerType?: string; fields: Array<{ field: string }> }>
  questionnaires: Array<{ seq: number; registerType?: string; questions: Array<{ id: string; options?: Array<{ key: string }>; showWhen?: { questionId: string; optionKey: string } }> }>
  ticketTypes: Array<{ key: string; id?: string; validFrom: string; validTo: string }>
  discountCodes: Array<{ code: string; ticketTypes?: string[] }>
  companies: Array<{ key: string; id?: string }>
  booths: Array<{ company: string; hall: string; boothNo: string }>
  pageConfig: Record<string, unknown>
}): Issue[] {
  const issues: Issue[] = []
  const once = <T>(section: string, rows: T[], keyOf: (row: T) => string | undefined, field: string) => {
    const seen = new Set<string>()
    rows.forEach((row, index) => {
      const key = keyOf(row)
      if (key === undefined) return
      if (seen.has(key)) issues.push({ path: [section, index, field], message: 'validation.conference.duplicateKey', params: { key } })
      seen.add(key)
    })
    return seen
  }
  once('forms', file.forms, (form) => form.registerType ?? '(all)', 'registerType')
  file.forms.forEach((form, index) => {
    const seen = new Set<string>()
    form.fields.forEach((field, fieldIndex) => {
      if (seen.has(field.field)) issues.push({ path: ['forms', index, 'fields', fieldIndex, 'field'], message: 'validation.conference.duplicateKey', params: { key: field.field } })
      seen.add(field.field)
    })
  })
  once('questionnaires', file.questionnaires, (entry) => `${entry.registerType ?? '(all)'}/${entry.seq}`, 'seq')
  file.questionnaires.forEach((questionnaire, index) => {
    const options = new Map<string, Set<string>>()
    questionnaire.questions.forEach((question, questionIndex) => {
      if (options.has(question.id)) issues.push({ path: ['questionnaires', index, 'questions', questionIndex, 'id'], message: 'validation.conference.duplicateKey', params: { key: question.id } })
      options.set(question.id, new Set((question.options ?? []).map((option) => option.key)))
    })
    questionnaire.questions.forEach((question, questionIndex) => {
      if (!question.showWhen) return
      const trigger = options.get(question.showWhen.questionId)
      if (!trigger) issues.push({ path: ['questionnaires', index, 'questions', questionIndex, 'showWhen', 'questionId'], message: 'validation.exhibitionFile.unknownQuestion', params: { key: question.showWhen.questionId } })
      else if (!trigger.has(question.showWhen.optionKey))
        issues.push({ path: ['questionnaires', index, 'questions', questionIndex, 'showWhen', 'optionKey'], message: 'validation.exhibitionFile.unknownOption', params: { key: question.showWhen.optionKey } })
    })
  })
  const ticketTypes = once('ticketTypes', file.ticketTypes, (row) => row.key, 'key')
  once('ticketTypes', file.ticketTypes, (row) => row.id, 'id')
  file.ticketTypes.forEach((row, index) => {
    if (ISO_DAY.test(row.validFrom) && ISO_DAY.test(row.validTo) && row.validTo < row.validFrom) issues.push({ path: ['ticketTypes', index, 'validTo'], message: 'validation.exhibitionFile.validToBeforeFrom' })
  })
  once('discountCodes', file.discountCodes, (row) => row.code, 'code')
  file.discountCodes.forEach((row, index) => {
    row.ticketTypes?.forEach((key, keyIndex) => {
      if (!ticketTypes.has(key)) issues.push({ path: ['discountCodes', index, 'ticketTypes', keyIndex], message: 'validation.exhibitionFile.unknownTicketType', params: { key } })
    })
  })
  const companies = once('companies', file.companies, (row) => row.key, 'key')
  once('companies', file.companies, (row) => row.id, 'id')
  once('booths', file.booths, (row) => `${row.hall.toUpperCase()} ${row.boothNo.toUpperCase()}`, 'boothNo')
  file.booths.forEach((row, index) => {
    if (!companies.has(row.company)) issues.push({ path: ['booths', index, 'company'], message: 'validation.exhibitionFile.unknownCompany', params: { key: row.company } })
  })
  // A setting the file has a section for is written there, not a second time in pageConfig.
  // (sysConfig.timeZone is the exhibition's own `timeZone`, which the page config cannot override.)
  const sectioned: Record<string, string> = { [REGISTRATION_TYPES_KEY]: 'registrationTypes', timeZone: 'timeZone' }
  for (const [name, key] of Object.entries(THEME_KEYS)) sectioned[key] = `theme.${name}`
  for (const language of ['cn', 'en'] as const) for (const [name, key] of Object.entries(LANGUAGE_KEYS[language])) sectioned[key] = `languages.${language}.${name}`
  for (const [name, key] of Object.entries(LOGIN_MODE_KEYS)) sectioned[key] = `loginModes.${name}`
  for (const key of Object.keys(file.pageConfig)) {
    if (key in sectioned) issues.push({ path: ['pageConfig', key], message: 'validation.exhibitionFile.sectioned', params: { section: sectioned[key] } })
  }
  return issues
}
