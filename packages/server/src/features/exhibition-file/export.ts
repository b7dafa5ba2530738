import { and, asc, eq, inArray } from 'drizzle-orm'
import { LANGUAGE_KEYS, LOGIN_MODE_KEYS, REGISTRATION_TYPES_KEY, THEME_KEYS, type ExhibitionFile, type ProgrammeImport, type QuestionDefinition } from '@fairpass/core/validation'
import { fairTimeZoneOr } from '@fairpass/core/utils'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { exhibitions } from '../../tenancy'
import { conferenceRooms, conferenceSessionSpeakers, conferenceSessions, conferenceSpeakers, conferences, newsItems, partners, wallClock } from '../conferences'
import { formFields, questionnaires } from '../config'
import { exhibitorBooths, exhibitorCompanies, exhibitorParticipations } from '../exhibitors'
import { discountCodes, ticketQuotas, ticketTypes } from '../orders'
import { exhibitionFileKeys } from './tables'
import { ownedElsewhere } from './owned'

/*
 * The exhibition as a file (issue 20): what the import reads, written back from the database. Every list is in a
 * fixed order (forms and ticket types by their sort, the rest by key or time), so exporting twice gives the same file
 * and a file written by export imports to the same rows. Rows the file format does not cover (visitors, orders,
 * leads, exhibitors' accounts and catalogues) are not exported.
 */

const HOUR_MS = 3_600_000

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** An instant on the fair's clock (the exhibition's zone) with its offset, as organisers read it: 2025-09-23T00:00:00+08:00. */
export function fairInstant(at: Date, timeZone: string): string {
  let offsetFormat = offsetFormats.get(timeZone)
  if (!offsetFormat) offsetFormats.set(timeZone, (offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })))
  // "GMT+08:00"; a zone on UTC itself is just "GMT".
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const [, sign = '+', hours = '00', minutes = '00'] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name) ?? []
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
  const shifted = new Date(at.getTime() + offsetMs).toISOString()
  const millis = shifted.slice(19, 23) === '.000' ? '' : shifted.slice(19, 23)
  return `${shifted.slice(0, 19)}${millis}${sign}${hours}:${minutes}`
}

const SWITCH_ON = ['on', 'yes', 'true', '1']
function switchOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'boolean') return value
  return SWITCH_ON.includes(String(value).trim().toLowerCase())
}

/** The page config split into the file's sections; what no section stands for stays in `pageConfig`. */
function pageSections(config: Record<string, unknown>): Pick<ExhibitionFile, 'theme' | 'languages' | 'loginModes' | 'registrationTypes' | 'pageConfig'> {
  const rest = { ...config }
  const take = (key: string) => {
    const value = rest[key]
    delete rest[key]
    return value
  }
  const theme: ExhibitionFile['theme'] = {}
  for (const [name, key] of Object.entries(THEME_KEYS)) {
    const value = take(key)
    if (typeof value === 'string') theme[name as keyof typeof THEME_KEYS] = value
  }
  const languages: ExhibitionFile['languages'] = { cn: {}, en: {} }
  for (const language of ['cn', 'en'] as const) {
    const keys = LANGUAGE_KEYS[language]
    const loginMode = take(keys.loginMode)
    if (typeof loginMode === 'string' || Array.isArray(loginMode)) languages[language].loginMode = loginMode as string | string[]
    const questionnaires = switchOf(take(keys.questionnaires))
    if (questionnaires !== undefined) languages[language].questionnaires = questionnaires
    const browserOpen = switchOf(take(keys.browserOpen))
    if (browserOpen !== undefined) languages[language].browserOpen = browserOpen
  }
  const loginModes: ExhibitionFile['loginModes'] = {}
  for (const [name, key] of Object.entries(LOGIN_MODE_KEYS)) {
    const value = switchOf(take(key))
    if (value !== undefined) loginModes[name as keyof typeof LOGIN_MODE_KEYS] = value
  }
  const types = take(REGISTRATION_TYPES_KEY)
  return { theme, languages, loginModes, ...(Array.isArray(types) ? { registrationTypes: types.map(String) } : {}), pageConfig: rest }
}

/** `{ cn, en }` only when either is set. */
function pairOf(cn: string | null, en: string | null): { cn: string; en: string } | undefined {
  return cn === null && en === null ? undefined : { cn: cn ?? '', en: en ?? '' }
}

const defined = <T extends Record<string, unknown>>(row: T): T => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null)) as T

async function keysOf(db: Db, exhibitionId: string, kind: 'ticketType' | 'company'): Promise<Map<string, string>> {
  const rows = await db.select().from(exhibitionFileKeys).where(and(eq(exhibitionFileKeys.exhibitionId, exhibitionId), eq(exhibitionFileKeys.kind, kind)))
  return new Map(rows.map((row) => [row.rowId, row.key]))
}

async function formsOf(db: Db, exhibitionId: string): Promise<ExhibitionFile['forms']> {
  const rows = await db.select().from(formFields).where(eq(formFields.exhibitionId, exhibitionId)).orderBy(asc(formFields.registerType), asc(formFields.sort), asc(formFields.field))
  const forms = new Map<string | null, ExhibitionFile['forms'][number]>()
  for (const row of rows) {
    const form = forms.get(row.registerType) ?? { ...(row.registerType === null ? {} : { registerType: row.registerType }), fields: [] }
    forms.set(row.registerType, form)
    form.fields.push(
      defined({
        field: row.field,
        type: row.type as ExhibitionFile['forms'][number]['fields'][number]['type'],
        required: row.required,
        label: { cn: row.labelCn, en: row.labelEn },
        placeholder: pairOf(row.placeholderCn, row.placeholderEn),
        dict: row.dictCode ?? undefined,
        rules: Object.keys(row.rules).length > 0 ? row.rules : undefined,
      }),
    )
  }
  // The form for every register type first, then the types' own.
  return [...forms.values()].sort((a, b) => (a.registerType ?? '').localeCompare(b.registerType ?? ''))
}

async function questionnairesOf(db: Db, exhibitionId: string): Promise<ExhibitionFile['questionnaires']> {
  const rows = await db.select().from(questionnaires).where(eq(questionnaires.exhibitionId, exhibitionId))
  const slots = new Map<string, { cn?: (typeof rows)[number]; en?: (typeof rows)[number] }>()
  for (const row of rows) {
    const slot = `${row.registerType ?? ''}\u0000${row.seq}`
    slots.set(slot, { ...slots.get(slot), [row.languageType]: row })
  }
  return [...slots.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { cn, en }]) => {
      const base = (cn ?? en)!
      const cnQuestions = (cn?.questions ?? []) as QuestionDefinition[]
      const enQuestions = new Map(((en?.questions ?? []) as QuestionDefinition[]).map((question) => [question.id, question]))
      return defined({
        seq: base.seq as 1 | 2 | 3,
        registerType: base.registerType ?? undefined,
        title: { cn: cn?.title ?? '', en: en?.title ?? '' },
        description: pairOf(cn?.description ?? null, en?.description ?? null),
        questions: (cnQuestions.length > 0 ? cnQuestions : [...enQuestions.values()]).map((question) => {
          const other = enQuestions.get(question.id)
          const enOptions = new Map((other?.options ?? []).map((option) => [option.key, option.label]))
          return defined({
            id: question.id,
            type: question.type,
            required: question.required,
            title: { cn: cn ? question.title : '', en: other?.title ?? '' },
            options: question.options?.map((option) => ({ key: option.key, label: { cn: cn ? option.label : '', en: enOptions.get(option.key) ?? '' } })),
            minChoices: question.minChoices,
            maxChoices: question.maxChoices,
            maxLength: question.maxLength,
            showWhen: question.showWhen ? { questionId: question.showWhen.questionId, optionKey: question.showWhen.optionKey } : undefined,
          })
        }),
      })
    })
}

/** The ticket types the organiser defines; the ones other features made for what they sell are theirs (ownedElsewhere). */
async function ticketTypesOf(db: Db, scope: Scope): Promise<{ list: ExhibitionFile['ticketTypes']; keyOf: Map<string, string> }> {
  const keys = await keysOf(db, scope.exhibitionId, 'ticketType')
  const rows = await db
    .select({ type: ticketTypes, quota: ticketQuotas.total })
    .from(ticketTypes)
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
    .where(and(eq(ticketTypes.tenantId, scope.tenantId), eq(ticketTypes.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(ticketTypes.sort), asc(ticketTypes.createdAt), asc(ticketTypes.id))
  const keyOf = new Map<string, string>()
  const list: ExhibitionFile['ticketTypes'] = []
  for (const { type, quota } of rows) {
    if (ownedElsewhere(type.registerLinkIds)) continue
    const key = keys.get(type.id) ?? type.id
    keyOf.set(type.id, key)
    list.push(
      defined({
        key,
        id: type.id,
        name: { cn: type.nameCn, en: type.nameEn },
        description: { cn: type.descriptionCn, en: type.descriptionEn },
        notice: { cn: type.noticeCn, en: type.noticeEn },
        priceFen: type.priceFen,
        quota: quota ?? 0,
        validFrom: type.validFrom,
        validTo: type.validTo,
        entries: type.entries,
        requiresDay: type.requiresDay,
        perPersonLimit: type.perPersonLimit ?? undefined,
        perOrderLimit: type.perOrderLimit ?? undefined,
        conflictGroup: type.conflictGroup ?? undefined,
        saleStartsAt: type.saleStartsAt ? fairInstant(type.saleStartsAt, scope.timeZone) : undefined,
        saleEndsAt: type.saleEndsAt ? fairInstant(type.saleEndsAt, scope.timeZone) : undefined,
        refundableUntil: type.refundableUntil ? fairInstant(type.refundableUntil, scope.timeZone) : undefined,
        refundFeePercent: type.refundFeePercent,
        reissueFeeFen: type.reissueFeeFen,
        giftable: type.giftable,
        transferable: type.transferable,
        status: type.status as 'onSale' | 'hidden',
        registerLinks: type.registerLinkIds ?? undefined,
      }),
    )
  }
  return { list, keyOf }
}

async function discountCodesOf(db: Db, scope: Scope, keyOf: Map<string, string>): Promise<ExhibitionFile['discountCodes']> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, scope.tenantId), eq(discountCodes.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(discountCodes.code))
  return rows.map((row) =>
    defined({
      code: row.code,
      percentOff: row.percentOff,
      ticketTypes: row.ticketTypeIds?.map((id) => keyOf.get(id) ?? id),
      validFrom: row.validFrom ? fairInstant(row.validFrom, scope.timeZone) : undefined,
      validTo: row.validTo ? fairInstant(row.validTo, scope.timeZone) : undefined,
      active: row.active,
      maxUses: row.maxUses ?? undefined,
      maxUsesPerBuyer: row.maxUsesPerBuyer ?? undefined,
    }),
  )
}

/** The programme in the format of `programme-import` (docs/conference.md); none when the exhibition has no rooms. */
async function programmeOf(db: Db, scope: Scope): Promise<ProgrammeImport | undefined> {
  const inScope = <T extends typeof conferences | typeof conferenceRooms | typeof conferenceSpeakers | typeof newsItems | typeof partners | typeof conferenceSessions>(table: T) =>
    and(eq(table.tenantId, scope.tenantId), eq(table.exhibitionId, scope.exhibitionId))
  const rooms = await db.select().from(conferenceRooms).where(inScope(conferenceRooms)).orderBy(asc(conferenceRooms.sort), asc(conferenceRooms.key))
  if (rooms.length === 0) return undefined
  const conferenceRows = await db.select().from(conferences).where(inScope(conferences)).orderBy(asc(conferences.sort), asc(conferences.key))
  const speakers = await db.select().from(conferenceSpeakers).where(inScope(conferenceSpeakers)).orderBy(asc(conferenceSpeakers.sort), asc(conferenceSpeakers.key))
  const sessions = await db
    .select({ session: conferenceSessions, priceFen: ticketTypes.priceFen, refundableUntil: ticketTypes.refundableUntil, refundFeePercent: ticketTypes.refundFeePercent })
    .from(conferenceSessions)
    .leftJoin(ticketTypes, eq(ticketTypes.id, conferenceSessions.ticketTypeId))
    .where(inScope(conferenceSessions))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.key))
  const news = await db.select().from(newsItems).where(inScope(newsItems)).orderBy(asc(newsItems.publishedAt), asc(newsItems.key))
  const partnerRows = await db.select().from(partners).where(inScope(partners)).orderBy(asc(partners.sort), asc(partners.key))
  const sessionSpeakers = await sessionSpeakersOf(db, sessions.map((row) => row.session.id))
  const roomKey = new Map(rooms.map((row) => [row.id, row.key]))
  const conferenceKey = new Map(conferenceRows.map((row) => [row.id, row.key]))
  const speakerKey = new Map(speakers.map((row) => [row.id, row.key]))
  return {
    conferences: conferenceRows.map((row) => ({ key: row.key, nameCn: row.nameCn, nameEn: row.nameEn, descriptionCn: row.descriptionCn, descriptionEn: row.descriptionEn })),
    rooms: rooms.map((row) => ({ key: row.key, nameCn: row.nameCn, nameEn: row.nameEn, hallCn: row.hallCn, hallEn: row.hallEn, sort: row.sort })),
    speakers: speakers.map((row) =>
      defined({ key: row.key, nameCn: row.nameCn, nameEn: row.nameEn, titleCn: row.titleCn, titleEn: row.titleEn, companyCn: row.companyCn, companyEn: row.companyEn, bioCn: row.bioCn, bioEn: row.bioEn, photoUrl: row.photoUrl }),
    ),
    sessions: sessions.map(({ session, priceFen, refundableUntil, refundFeePercent }) => {
      const start = wallClock(session.startsAt, session.timeZone)
      const end = wallClock(session.endsAt, session.timeZone)
      const paid = session.ticketTypeId !== null && priceFen !== null
      return defined({
        key: session.key,
        conference: session.conferenceId ? conferenceKey.get(session.conferenceId) : undefined,
        room: roomKey.get(session.roomId)!,
        date: session.day,
        start: start.time,
        end: end.time,
        timeZone: session.timeZone,
        titleCn: session.titleCn,
        titleEn: session.titleEn,
        topicKey: session.topicKey,
        topicCn: session.topicCn,
        topicEn: session.topicEn,
        descriptionCn: session.descriptionCn,
        descriptionEn: session.descriptionEn,
        capacity: session.capacity,
        walkIn: session.walkIn as 'allowed' | 'refused',
        priceFen: paid ? priceFen : 0,
        refundHoursBefore: paid && refundableUntil ? Math.round((session.startsAt.getTime() - refundableUntil.getTime()) / HOUR_MS) : undefined,
        refundFeePercent: paid ? (refundFeePercent ?? 0) : 0,
        speakers: (sessionSpeakers.get(session.id) ?? []).map((id) => speakerKey.get(id)!),
      })
    }),
    news: news.map((row) =>
      defined({
        key: row.key,
        titleCn: row.titleCn,
        titleEn: row.titleEn,
        summaryCn: row.summaryCn,
        summaryEn: row.summaryEn,
        bodyCn: row.bodyCn,
        bodyEn: row.bodyEn,
        publishedAt: wallClock(row.publishedAt, scope.timeZone).day,
        coverUrl: row.coverUrl,
      }),
    ),
    partners: partnerRows.map((row) => defined({ key: row.key, nameCn: row.nameCn, nameEn: row.nameEn, tierCn: row.tierCn, tierEn: row.tierEn, logoUrl: row.logoUrl, url: row.url, sort: row.sort })),
  }
}

async function sessionSpeakersOf(db: Db, sessionIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>()
  if (sessionIds.length === 0) return result
  const rows = await db.select().from(conferenceSessionSpeakers).where(inArray(conferenceSessionSpeakers.sessionId, sessionIds)).orderBy(asc(conferenceSessionSpeakers.sort))
  for (const row of rows) result.set(row.sessionId, [...(result.get(row.sessionId) ?? []), row.speakerId])
  return result
}

async function companiesOf(db: Db, scope: Scope): Promise<Pick<ExhibitionFile, 'companies' | 'booths'>> {
  const keys = await keysOf(db, scope.exhibitionId, 'company')
  const rows = await db
    .select({ company: exhibitorCompanies, productCap: exhibitorParticipations.productCap, credentialCap: exhibitorParticipations.credentialCap })
    .from(exhibitorParticipations)
    .innerJoin(exhibitorCompanies, eq(exhibitorCompanies.id, exhibitorParticipations.deptId))
    .where(and(eq(exhibitorParticipations.tenantId, scope.tenantId), eq(exhibitorParticipations.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(exhibitorCompanies.createdAt), asc(exhibitorCompanies.id))
  const keyOf = new Map(rows.map(({ company }) => [company.id, keys.get(company.id) ?? company.id]))
  const booths = await db
    .select()
    .from(exhibitorBooths)
    .where(and(eq(exhibitorBooths.tenantId, scope.tenantId), eq(exhibitorBooths.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(exhibitorBooths.sort), asc(exhibitorBooths.hall), asc(exhibitorBooths.boothNo))
  const order = new Map(rows.map(({ company }, index) => [company.id, index]))
  return {
    companies: rows.map(({ company, productCap, credentialCap }) =>
      defined({
        key: keyOf.get(company.id)!,
        id: company.id,
        name: defined({ cn: company.nameCn, en: company.nameEn ?? undefined }),
        fullName: defined({ cn: company.fullNameCn, en: company.fullNameEn ?? undefined }),
        productCap: productCap ?? undefined,
        credentialCap: credentialCap ?? undefined,
      }),
    ),
    booths: booths
      .filter((booth) => order.has(booth.deptId))
      .sort((a, b) => order.get(a.deptId)! - order.get(b.deptId)! || a.sort - b.sort)
      .map((booth) => ({ company: keyOf.get(booth.deptId)!, hall: booth.hall, boothNo: booth.boothNo, type: booth.type as 'standard' | 'bareSpace', area: booth.area })),
  }
}

interface Scope {
  tenantId: string
  exhibitionId: string
  /** The exhibition's venue zone: the file writes its instants on that clock. */
  timeZone: string
}

/** The whole exhibition as a file. Another tenant's exhibition is refused (403), an unknown one is 404. */
export async function exportExhibition(db: Db, tenantId: string, exhibitionId: string): Promise<ExhibitionFile> {
  const [exhibition] = await db.select().from(exhibitions).where(eq(exhibitions.id, exhibitionId)).limit(1)
  if (!exhibition) throw new AppError(404, 'error.unknownExhibition')
  if (exhibition.tenantId !== tenantId) throw new AppError(403, 'error.forbidden')
  const scope = { tenantId, exhibitionId, timeZone: fairTimeZoneOr(exhibition.timeZone) }
  const { list, keyOf } = await ticketTypesOf(db, scope)
  const programme = await programmeOf(db, scope)
  const { companies, booths } = await companiesOf(db, scope)
  const registration = defined({
    opensAt: exhibition.registrationOpensAt ? fairInstant(exhibition.registrationOpensAt, scope.timeZone) : undefined,
    closesAt: exhibition.registrationClosesAt ? fairInstant(exhibition.registrationClosesAt, scope.timeZone) : undefined,
  })
  return defined({
    version: 1 as const,
    id: exhibition.id,
    tenant: exhibition.tenantId,
    title: { cn: exhibition.titleCn, en: exhibition.titleEn },
    timeZone: scope.timeZone,
    autoApprove: exhibition.autoApprove,
    registration: Object.keys(registration).length > 0 ? registration : undefined,
    ...pageSections(exhibition.pageConfig),
    functionConfig: exhibition.functionConfig,
    forms: await formsOf(db, exhibitionId),
    questionnaires: await questionnairesOf(db, exhibitionId),
    ticketTypes: list,
    discountCodes: await discountCodesOf(db, scope, keyOf),
    programme,
    companies,
    booths,
  })
}
