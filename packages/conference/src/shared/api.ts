import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { ApiError, createStrictHttp, fetchFile, http } from '@fairpass/core/http'
import { $apiBase, $language } from '@fairpass/core/session'
import {
  CONFERENCE_PATHS,
  type ActivityView,
  type AgendaEntry,
  type CancelOutcome,
  type ConferenceView,
  type ProgrammePage,
  type RegistrationOutcome,
  type SessionDetail,
  type SignCodeLanding,
  type SignInOutcome,
  type SpeakerView,
} from '@fairpass/core/contract'
import {
  activityListSchema,
  cancelRegistrationSchema,
  formatValidationMessage,
  programmeQuerySchema,
  REGISTER_SESSIONS_MAX,
  registerSessionsSchema,
  signInSchema,
} from '@fairpass/core/validation'

/*
 * Every call of <fair-conference>, at the paths of the shared contract (core/contract/conference.ts). Each names the
 * exhibition of the element that makes it and the page language; requests are checked with the same zod schemas
 * the server checks them with, so a bad link parameter is refused here before it is sent.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/** Shows nothing: the page words these refusals itself (a sign-in refused at the door). */
const quiet = createStrictHttp()

/** What the programme page filters by; empty strings mean "all". */
export interface ProgrammeFilter {
  conferenceTypeId?: string
  day?: string
  roomId?: string
  topic?: string
  q?: string
}

/** Drops the filters left at "all", so the query carries only what narrows the programme. */
export function filterParams(filter: ProgrammeFilter): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value.trim()) params[key] = value.trim()
  return params
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } }

/** Refuses here, in the page language, what the server would refuse with the same schema (a bad link parameter). */
function checked<T>(schema: { safeParse: (value: unknown) => Parsed<T> }, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const key = result.error.issues[0]?.message ?? 'validation.invalid'
  throw new ApiError({ code: 400, msg: formatValidationMessage(key, $language.get(), { n: REGISTER_SESSIONS_MAX }), status: 400 })
}

export const fetchConferences = (ref: ExhibitionRef) => http.get<ConferenceView[]>(CONFERENCE_PATHS.conferences, scopeOf(ref))

export function fetchProgramme(ref: ExhibitionRef, filter: ProgrammeFilter, page: number, size: number): Promise<ProgrammePage> {
  const query = checked(programmeQuerySchema, { ...scopeOf(ref), ...filterParams(filter), page, size })
  return http.get<ProgrammePage>(CONFERENCE_PATHS.sessions, { ...scopeOf(ref), ...filterParams(filter), page: query.page, size: query.size })
}

/** Quiet: the page says a missing session or speaker (a stale link) in place, and any other failure with its retry. */
export const fetchSession = (ref: ExhibitionRef, id: string) => quiet.get<SessionDetail>(CONFERENCE_PATHS.session, { ...scopeOf(ref), id })

export const fetchSpeakers = (ref: ExhibitionRef, conferenceTypeId?: string) =>
  http.get<SpeakerView[]>(CONFERENCE_PATHS.speakers, { ...scopeOf(ref), ...(conferenceTypeId ? { conferenceTypeId } : {}) })

export const fetchSpeaker = (ref: ExhibitionRef, id: string) => quiet.get<SpeakerView>(CONFERENCE_PATHS.speaker, { ...scopeOf(ref), id })

export function fetchActivities(ref: ExhibitionRef, registerLinkId?: string): Promise<ActivityView[]> {
  checked(activityListSchema, { ...scopeOf(ref), ...(registerLinkId ? { registerLinkId } : {}) })
  return http.get<ActivityView[]>(CONFERENCE_PATHS.activities, { ...scopeOf(ref), ...(registerLinkId ? { registerLinkId } : {}) })
}

export function register(ref: ExhibitionRef, sessionIds: string[], conferenceTypeId?: string): Promise<RegistrationOutcome> {
  const body = { ...scopeOf(ref), sessionIds, ...(conferenceTypeId ? { conferenceTypeId } : {}) }
  checked(registerSessionsSchema, body)
  // Quiet: the session's page says a refusal (a paid session, one that started) in place, once.
  return quiet.post<RegistrationOutcome>(CONFERENCE_PATHS.register, body)
}

export function cancel(ref: ExhibitionRef, sessionId: string): Promise<CancelOutcome> {
  const body = { ...scopeOf(ref), sessionId }
  checked(cancelRegistrationSchema, body)
  return quiet.post<CancelOutcome>(CONFERENCE_PATHS.cancel, body)
}

export const fetchAgenda = (ref: ExhibitionRef) => http.get<AgendaEntry[]>(CONFERENCE_PATHS.mySchedule, scopeOf(ref))

/** The door's QR before login: which session it signs into. The tenant comes from the link. */
export const fetchSignCode = (tenantId: string, signCodeId: string) =>
  quiet.get<SignCodeLanding>(CONFERENCE_PATHS.signCode, { tenantId, signCodeId, languageType: $language.get() })

export function signIn(tenantId: string, signCodeId: string, source?: string): Promise<SignInOutcome> {
  const body = { tenantId, signCodeId, languageType: $language.get(), ...(source ? { source } : {}) }
  checked(signInSchema, body)
  return quiet.post<SignInOutcome>(CONFERENCE_PATHS.signIn, body)
}

/** The address of a calendar call on the API's origin (an embedded element's API may be another origin). */
export function calendarUrl(path: string, params: Record<string, string>): string {
  const base = $apiBase.get().replace(/\/+$/, '')
  return `${base}${path}?${new URLSearchParams(params).toString()}`
}

/** The visitor's own calendar file as text (core/http fetchFile: a link cannot carry the session's token). */
export async function fetchCalendar(path: string, params: Record<string, string>): Promise<string> {
  const file = await fetchFile(path, { tenantId: params.tenantId, query: params, accepts: (type) => type.includes('text/calendar') })
  return file.text()
}
