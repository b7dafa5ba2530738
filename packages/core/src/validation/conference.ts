import * as z from 'zod/mini'
import { idSchema, languageTypeSchema } from './requests'
import { requiredOr } from './rules'
import { isTimeZone } from '../utils/fair-time'

/*
 * The conference requests of issue 15 (contract/conference.ts), checked by the pages (and the organiser's CLI)
 * before sending and by the server on arrival. What depends on the database (seats left, a capacity below the seats
 * already taken) is the server's.
 */

/** Sessions one registration call may name (a visitor picking a few sessions of one forum at once). */
export const REGISTER_SESSIONS_MAX = 10
export const PROGRAMME_PAGE_SIZE_MAX = 100
export const NEWS_PAGE_SIZE_MAX = 50
export const SEARCH_MAX = 100
export const SESSION_CAPACITY_MAX = 100_000
/** Rich text (session descriptions, bios, news bodies) before sanitising. */
export const RICH_TEXT_MAX = 20_000
export const IMPORT_SESSIONS_MAX = 1000

const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const isoDay = z.string({ error: requiredOr('validation.date.invalid') }).check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'validation.date.invalid'))
/** A programme's own id of a row (room, speaker, session…): what rows refer to each other by, and what a re-import updates by. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
const keySchema = z.string({ error: requiredOr('validation.conference.key') }).check(z.trim(), z.regex(KEY, 'validation.conference.key'))
/** A sign-in code: the unguessable id a door's QR carries (`signCodeId`). */
export const SIGN_CODE = /^[A-Za-z0-9_-]{16,64}$/

const positiveInt = (max: number) =>
  z.pipe(
    z.union([z.number(), z.string()], 'validation.invalid'),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.number('validation.invalid').check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(max, 'validation.invalid')),
    ),
  )

const requiredText = (max: number) =>
  z.string({ error: requiredOr('validation.required') }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.text.tooLong'))
const optionalText = (max: number) => z._default(z.string('validation.invalid').check(z.trim(), z.maxLength(max, 'validation.text.tooLong')), '')
/** An image or page address: http(s) or a path of our own site; never javascript: or data:. */
const urlSchema = z.optional(
  z.nullable(z.string('validation.conference.url').check(z.trim(), z.maxLength(500, 'validation.text.tooLong'), z.regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)?$/, 'validation.conference.url'))),
)

const exhibitionRef = {
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  languageType: languageTypeSchema,
}

export const conferenceListSchema = z.object({ ...exhibitionRef })

export const programmeQuerySchema = z.object({
  ...exhibitionRef,
  /** The forum (`conferenceTypeId` link parameter). */
  conferenceTypeId: z.optional(uuid),
  day: z.optional(isoDay),
  roomId: z.optional(uuid),
  topic: z.optional(keySchema),
  /** Matches titles, topics and speaker names in both languages. */
  q: z.optional(z.string('validation.invalid').check(z.trim(), z.maxLength(SEARCH_MAX, 'validation.text.tooLong'))),
  page: z._default(positiveInt(100_000), 1),
  size: z._default(positiveInt(PROGRAMME_PAGE_SIZE_MAX), 20),
})
export type ProgrammeQuery = z.infer<typeof programmeQuerySchema>

export const conferenceItemSchema = z.object({ ...exhibitionRef, id: uuid })

export const speakerListSchema = z.object({ ...exhibitionRef, conferenceTypeId: z.optional(uuid) })

export const activityListSchema = z.object({ ...exhibitionRef, registerLinkId: z.optional(idSchema) })

export const newsPageSchema = z.object({
  ...exhibitionRef,
  page: z._default(positiveInt(100_000), 1),
  size: z._default(positiveInt(NEWS_PAGE_SIZE_MAX), 10),
})

const signCodeSchema = z.string({ error: requiredOr('validation.conference.signCode') }).check(z.trim(), z.regex(SIGN_CODE, 'validation.conference.signCode'))

/** The door's QR before login: the tenant from the link (or the Tenant-Id header) scopes the code. */
export const signCodeQuerySchema = z.object({
  tenantId: idSchema,
  signCodeId: signCodeSchema,
  languageType: languageTypeSchema,
})

export const registerSessionsSchema = z.object({
  ...exhibitionRef,
  sessionIds: z
    .array(uuid, 'validation.invalid')
    .check(
      z.minLength(1, 'validation.conference.chooseSession'),
      z.maxLength(REGISTER_SESSIONS_MAX, 'validation.conference.tooManySessions'),
    ),
  /** The forum of the link (`conferenceTypeId`), when the page was opened from one: sessions must belong to it. */
  conferenceTypeId: z.optional(uuid),
})
export type RegisterSessionsRequest = z.infer<typeof registerSessionsSchema>

export const cancelRegistrationSchema = z.object({ ...exhibitionRef, sessionId: uuid })

export const signInSchema = z.object({
  tenantId: z.optional(idSchema),
  signCodeId: signCodeSchema,
  /** Where the scan came from (link parameter `source`), kept with the sign-in. */
  source: z.optional(z.string('validation.invalid').check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,32}$/, 'validation.invalid'))),
  languageType: languageTypeSchema,
})

/** Organiser: the live check-in counts, of one session or all. */
export const checkInQuerySchema = z.object({ sessionId: z.optional(uuid) })

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const hhmm = z.string({ error: requiredOr('validation.conference.time') }).check(z.trim(), z.regex(HHMM, 'validation.conference.time'))
const whole = (min: number, max: number) => z.int('validation.invalid').check(z.gte(min, 'validation.invalid'), z.lte(max, 'validation.invalid'))

export const programmeRoomSchema = z.object({
  key: keySchema,
  nameCn: requiredText(100),
  nameEn: requiredText(100),
  hallCn: optionalText(100),
  hallEn: optionalText(100),
  sort: z._default(whole(0, 100_000), 0),
})

export const programmeConferenceSchema = z.object({
  key: keySchema,
  nameCn: requiredText(200),
  nameEn: requiredText(200),
  descriptionCn: optionalText(2000),
  descriptionEn: optionalText(2000),
})

export const programmeSpeakerSchema = z.object({
  key: keySchema,
  nameCn: requiredText(100),
  nameEn: requiredText(100),
  titleCn: optionalText(200),
  titleEn: optionalText(200),
  companyCn: optionalText(200),
  companyEn: optionalText(200),
  bioCn: optionalText(RICH_TEXT_MAX),
  bioEn: optionalText(RICH_TEXT_MAX),
  photoUrl: urlSchema,
})

export const programmeSessionSchema = z
  .object({
    key: keySchema,
    conference: z.optional(keySchema),
    room: keySchema,
    date: isoDay,
    start: hhmm,
    end: hhmm,
    // A session elsewhere names its own zone; one that names none is at the venue, on the exhibition's zone (the server
    // fills it in on import).
    timeZone: z.optional(z.string('validation.conference.timeZone').check(z.trim(), z.refine(isTimeZone, 'validation.conference.timeZone'))),
    titleCn: requiredText(200),
    titleEn: requiredText(200),
    topicKey: keySchema,
    topicCn: requiredText(100),
    topicEn: requiredText(100),
    descriptionCn: optionalText(RICH_TEXT_MAX),
    descriptionEn: optionalText(RICH_TEXT_MAX),
    capacity: z.int('validation.conference.capacity').check(z.gte(1, 'validation.conference.capacity'), z.lte(SESSION_CAPACITY_MAX, 'validation.conference.capacity')),
    walkIn: z._default(z.enum(['allowed', 'refused'], 'validation.conference.walkIn'), 'allowed'),
    /** 0: free (registration with the waiting list); more: a paid activity sold through the ticket orders. */
    priceFen: z._default(whole(0, 10_000_000), 0),
    /** Paid only: refunds until this many hours before the start (absent: not refundable), less the fee. */
    refundHoursBefore: z.optional(whole(0, 24 * 90)),
    refundFeePercent: z._default(whole(0, 100), 0),
    speakers: z._default(z.array(keySchema, 'validation.invalid').check(z.maxLength(20, 'validation.invalid')), []),
  })
  .check(
    // Compared only when both are times: a malformed start is reported once, as itself.
    z.refine((session) => !HHMM.test(session.start) || !HHMM.test(session.end) || session.end > session.start, { message: 'validation.conference.endBeforeStart', path: ['end'] }),
  )

export const programmeNewsSchema = z.object({
  key: keySchema,
  titleCn: requiredText(200),
  titleEn: requiredText(200),
  summaryCn: optionalText(500),
  summaryEn: optionalText(500),
  bodyCn: requiredText(RICH_TEXT_MAX),
  bodyEn: requiredText(RICH_TEXT_MAX),
  publishedAt: isoDay,
  coverUrl: urlSchema,
})

export const programmePartnerSchema = z.object({
  key: keySchema,
  nameCn: requiredText(200),
  nameEn: requiredText(200),
  tierCn: optionalText(100),
  tierEn: optionalText(100),
  logoUrl: urlSchema,
  url: urlSchema,
  sort: z._default(whole(0, 100_000), 0),
})

const list = <T extends z.ZodMiniType>(row: T, max: number) => z._default(z.array(row, 'validation.invalid').check(z.maxLength(max, 'validation.text.tooLong')), [])

type KeyedRows = Array<{ key: string }>

/** Each list's keys once; and what sessions name (room, conference, speakers) exists in the file. */
function crossReferences(programme: {
  rooms: KeyedRows
  conferences: KeyedRows
  speakers: KeyedRows
  sessions: Array<{ key: string; room: string; conference?: string; speakers: string[] }>
  news: KeyedRows
  partners: KeyedRows
}): Array<{ path: PropertyKey[]; message: string; params: Record<string, string> }> {
  const issues: Array<{ path: PropertyKey[]; message: string; params: Record<string, string> }> = []
  const keys = (name: keyof typeof programme) => {
    const seen = new Set<string>()
    programme[name].forEach((row, index) => {
      if (seen.has(row.key)) issues.push({ path: [name, index, 'key'], message: 'validation.conference.duplicateKey', params: { key: row.key } })
      seen.add(row.key)
    })
    return seen
  }
  const rooms = keys('rooms')
  const conferences = keys('conferences')
  const speakers = keys('speakers')
  keys('sessions')
  keys('news')
  keys('partners')
  programme.sessions.forEach((session, index) => {
    if (!rooms.has(session.room)) issues.push({ path: ['sessions', index, 'room'], message: 'validation.conference.unknownRoom', params: { key: session.room } })
    if (session.conference !== undefined && !conferences.has(session.conference))
      issues.push({ path: ['sessions', index, 'conference'], message: 'validation.conference.unknownConference', params: { key: session.conference } })
    const unknown = session.speakers.find((key) => !speakers.has(key))
    if (unknown !== undefined) issues.push({ path: ['sessions', index, 'speakers'], message: 'validation.conference.unknownSpeaker', params: { key: unknown } })
  })
  return issues
}

/**
 * A whole programme as the organiser writes it (JSON, YAML, or an xlsx workbook with one sheet per list): rows refer
 * to each other by their own keys, and a re-import updates the rows of the same keys. Every row is checked here,
 * on the CLI before sending and on the server, which writes all of it or nothing.
 */
export const programmeImportSchema = z
  .object({
    conferences: list(programmeConferenceSchema, 100),
    rooms: z.array(programmeRoomSchema, 'validation.invalid').check(z.minLength(1, 'validation.conference.noRooms'), z.maxLength(200, 'validation.text.tooLong')),
    speakers: list(programmeSpeakerSchema, IMPORT_SESSIONS_MAX),
    sessions: z.array(programmeSessionSchema, 'validation.invalid').check(z.minLength(1, 'validation.conference.noSessions'), z.maxLength(IMPORT_SESSIONS_MAX, 'validation.text.tooLong')),
    news: list(programmeNewsSchema, 500),
    partners: list(programmePartnerSchema, 500),
  })
  .check(
    z.superRefine((programme, ctx) => {
      for (const issue of crossReferences(programme)) ctx.issues.push({ code: 'custom', input: programme, ...issue })
    }),
  )
export type ProgrammeImport = z.infer<typeof programmeImportSchema>
export type ProgrammeSessionRow = ProgrammeImport['sessions'][number]
