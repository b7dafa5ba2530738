/*
 * Conferences and fair content (issue 15): paths and response shapes, one definition for the server that answers
 * and the `<fair-conference>` pages that ask. Spec §7 names `conference/listAllSpeaker`, `staticPage/detail` and
 * `partnerAdvertise/list` under the config client; the other paths are chosen here in the same style: what anyone
 * may read (programme, speakers, news, partners, a sign-in code's landing) under the config client, what a signed-in
 * visitor does (register, cancel, agenda, sign in) under the registration client. Every call answers the spec §7
 * envelope; these types describe its `data`, in the caller's language (`languageType`). Times are ISO 8601 instants
 * in UTC plus the session's IANA time zone and its local wall-clock times, so a page never converts time zones.
 *
 * Link parameters (spec §2): `conferenceTypeId` names a forum (ConferenceView.id), `conferenceId` one session or
 * activity (SessionSummary.id, as in /conference/activity/detail?conferenceId=…).
 *
 * Hotel, traffic and other content pages are `staticPage/detail` with `type=hotel | traffic | <id>` (docs/architecture.md).
 * Paid activities are bought through the ticket calls of contract/tickets.ts: a paid session names the ticket type
 * that sells its seats (`paid.ticketTypeId`), placed with `TICKET_PATHS.placeOrder` (with `paid.registerLinkId`),
 * paid with `TICKET_PATHS.pay` and refunded with `TICKET_PATHS.refund` by the ticket type's rules.
 */

const CONFIG_CLIENT = '/api/ef-registration-config-client'
const REGISTRATION = '/api/ef-registration-client'

export const CONFERENCE_PATHS = {
  /** GET ?exhibitionId → ConferenceView[]: the forums of the exhibition (the `conferenceTypeId` link parameter). No login. */
  conferences: `${CONFIG_CLIENT}/conference/list`,
  /** GET ProgrammeQuery → ProgrammePage: sessions filtered by conference, day, room, topic, search; paged. No login. */
  sessions: `${CONFIG_CLIENT}/conference/session/page`,
  /** GET ?exhibitionId&id → SessionDetail (description as sanitised HTML, seats left). No login. */
  session: `${CONFIG_CLIENT}/conference/session/detail`,
  /** GET ?exhibitionId&id → text/calendar: one session as an .ics file. No login. */
  sessionIcs: `${CONFIG_CLIENT}/conference/session/ics`,
  /** GET ?exhibitionId&conferenceTypeId? → SpeakerView[] with their sessions (spec §7). No login. */
  speakers: `${CONFIG_CLIENT}/conference/listAllSpeaker`,
  /** GET ?exhibitionId&id → SpeakerView. No login. */
  speaker: `${CONFIG_CLIENT}/conference/speaker/detail`,
  /** GET ?exhibitionId&registerLinkId? → ActivityView[]: the paid sessions and the ticket type selling each. No login. */
  activities: `${CONFIG_CLIENT}/conference/activity/list`,
  /** GET ?signCodeId&tenantId → SignCodeLanding: which session a door's QR signs into (/meetingSignIn before login). */
  signCode: `${CONFIG_CLIENT}/conference/signCode/detail`,
  /** GET ?exhibitionId&page&size → NewsPage (newest first). No login. */
  news: `${CONFIG_CLIENT}/news/page`,
  /** GET ?exhibitionId&id → NewsDetail (body as sanitised HTML). No login. */
  newsItem: `${CONFIG_CLIENT}/news/detail`,
  /** GET ?exhibitionId → PartnerView[] (spec §7). No login. */
  partners: `${CONFIG_CLIENT}/partnerAdvertise/list`,

  /** POST RegisterRequest → RegistrationOutcome: a seat or a place on the waiting list per session, and clashes. */
  register: `${REGISTRATION}/conference/registration/submit`,
  /** POST { exhibitionId, sessionId } → CancelOutcome: the seat goes to the first on the waiting list. */
  cancel: `${REGISTRATION}/conference/registration/cancel`,
  /** GET ?exhibitionId → AgendaEntry[] in time order (/conference/mySchedule). */
  mySchedule: `${REGISTRATION}/conference/mySchedule`,
  /** GET ?exhibitionId → text/calendar: every session of the visitor's agenda (registered, paid, signed in). */
  myScheduleIcs: `${REGISTRATION}/conference/mySchedule/ics`,
  /** POST { signCodeId, source? } → SignInOutcome (/meetingSignIn after login). Idempotent. */
  signIn: `${REGISTRATION}/conference/signIn`,

  /** Organiser (admin key). GET ?sessionId? → CheckInBoard: counts per session, polled for the live view. */
  checkIns: '/api/admin/exhibitions/:exhibitionId/conference/checkIns',
  /** Organiser. PUT ProgrammeImport → ImportOutcome: the whole programme in one transaction (`npm run admin -- programme-import`). */
  programme: '/api/admin/exhibitions/:exhibitionId/conference/programme',
  /** Organiser. GET → AttendanceExport: registrations, waiting list and sign-ins (`npm run admin -- conference-export`). */
  attendance: '/api/admin/exhibitions/:exhibitionId/conference/attendance',
} as const

/**
 * The registration link that offers the ticket types of paid sessions: `/conference/activityBuy/list?registerLinkId=…`
 * and the `registerLinkId` of their orders. The fair's own ticket links never offer them.
 */
export const ACTIVITY_REGISTER_LINK = 'conference-activities'

/** How often the organiser's check-in view asks again (ms): the count is live by polling, not a held connection. */
export const CHECK_IN_POLL_MS = 5000

export interface ConferenceView {
  id: string
  name: string
  description: string
}

export interface RoomView {
  id: string
  name: string
  /** The hall the room is in ("Hall 2"), or null. */
  hall: string | null
}

export interface TopicView {
  key: string
  label: string
}

export interface SpeakerSummary {
  id: string
  name: string
  title: string
  company: string
  photoUrl: string | null
}

/** A paid session: its seats are sold as this ticket type through the ticket calls (one order engine). */
export interface PaidActivity {
  ticketTypeId: string
  /** The registration link that offers the type (`registerLinkId` of placeOrder and of /conference/activityBuy/list). */
  registerLinkId: string
  priceFen: number
  currency: 'RMB'
  refundableUntil: string | null
  refundFeePercent: number
}

export type WalkInRule = 'allowed' | 'refused'

export interface SessionSummary {
  id: string
  /** The forum (ConferenceView.id) the session belongs to: the link parameter `conferenceTypeId`. */
  conferenceTypeId: string | null
  title: string
  topic: TopicView
  room: RoomView
  /** The local day (YYYY-MM-DD) in the session's time zone. */
  day: string
  /** ISO instants (UTC). */
  startsAt: string
  endsAt: string
  /** IANA time zone of the venue, e.g. Asia/Shanghai. */
  timeZone: string
  /** Wall-clock times in that zone, HH:mm. */
  localStart: string
  localEnd: string
  capacity: number
  seatsLeft: number
  full: boolean
  walkIn: WalkInRule
  paid: PaidActivity | null
  speakers: SpeakerSummary[]
}

export interface SessionDetail extends SessionSummary {
  /** Sanitised on the server (no script, event handler, style or javascript: link); safe to set as innerHTML. */
  descriptionHtml: string
  waitlisted: number
}

export interface ProgrammeFacets {
  days: string[]
  rooms: RoomView[]
  topics: TopicView[]
}

export interface ProgrammePage {
  page: number
  size: number
  total: number
  records: SessionSummary[]
  /** Every day, room and topic of the exhibition's programme (not only of this page), for the filters. */
  facets: ProgrammeFacets
}

export interface SpeakerSession {
  id: string
  title: string
  day: string
  startsAt: string
  endsAt: string
  timeZone: string
  localStart: string
  localEnd: string
  room: RoomView
}

export interface SpeakerView extends SpeakerSummary {
  /** Sanitised HTML. */
  bioHtml: string
  sessions: SpeakerSession[]
}

export interface ActivityView {
  session: SessionSummary
  paid: PaidActivity
  /** What the ticket type still has (its quota). */
  remaining: number
  soldOut: boolean
}

export interface SignCodeLanding {
  tenantId: string
  exhibitionId: string
  sessionId: string
  title: string
  room: RoomView
  day: string
  startsAt: string
  endsAt: string
  timeZone: string
  localStart: string
  localEnd: string
  walkIn: WalkInRule
  paid: boolean
}

export type RegistrationStatus = 'registered' | 'waitlisted' | 'cancelled'

/** Another session of the visitor's agenda that overlaps in time (the page warns, the server does not refuse). */
export interface Clash {
  sessionId: string
  /** The visitor's session it overlaps. */
  withSessionId: string
  withTitle: string
  withStartsAt: string
  withEndsAt: string
}

export interface SessionRegistration {
  sessionId: string
  status: Exclude<RegistrationStatus, 'cancelled'>
  /** Place on the waiting list, 1 = next to get a seat; null when registered. */
  position: number | null
  /** False when the visitor was already registered or waiting: registering twice changes nothing. */
  changed: boolean
  seatsLeft: number
}

export interface RegistrationOutcome {
  registrations: SessionRegistration[]
  clashes: Clash[]
}

export interface CancelOutcome {
  sessionId: string
  status: 'cancelled'
  /** False when there was nothing to cancel. */
  changed: boolean
  /** Whether the freed seat went to the first visitor on the waiting list (who was sent a notice). */
  promoted: boolean
  seatsLeft: number
}

export interface AgendaEntry {
  session: SessionSummary
  /** 'ticket': a paid session held by a valid ticket of its type. */
  status: 'registered' | 'waitlisted' | 'ticket'
  position: number | null
  signedInAt: string | null
  clashesWith: string[]
}

export interface SignInOutcome {
  sessionId: string
  title: string
  signedInAt: string
  /** Signed in without a registration, on the session's walk-in rule (a seat was taken). */
  walkIn: boolean
  /** False when the visitor had already signed in: the first time stands. */
  changed: boolean
}

export interface SessionCheckIns {
  sessionId: string
  title: string
  startsAt: string
  /** The session's sign-in code, and the link its door QR carries (print it as a QR code). */
  signCodeId: string
  signInPath: string
  capacity: number
  registered: number
  waitlisted: number
  signedIn: number
  walkIns: number
}

export interface CheckInBoard {
  exhibitionId: string
  /** When the counts were read (ISO); the page polls every CHECK_IN_POLL_MS. */
  at: string
  sessions: SessionCheckIns[]
}

export interface ImportOutcome {
  conferences: number
  rooms: number
  speakers: number
  sessions: number
  news: number
  partners: number
  /** Sessions of the file that already existed (updated by their key). */
  updated: number
  /** Visitors a raised capacity moved from a waiting list to a seat (each is sent the seat notice). */
  seatedFromWaitingList: number
}

export interface AttendanceRow {
  sessionKey: string
  sessionTitleCn: string
  sessionTitleEn: string
  startsAt: string
  account: string
  name: string | null
  /** 'walkIn': came without registering; 'signedIn': signed in but holds no seat now (a ticket refunded afterwards). */
  status: RegistrationStatus | 'ticket' | 'walkIn' | 'signedIn'
  position: number | null
  registeredAt: string | null
  signedInAt: string | null
}

export interface AttendanceExport {
  exhibitionId: string
  rows: AttendanceRow[]
}

export interface NewsSummary {
  id: string
  title: string
  summary: string
  coverUrl: string | null
  publishedAt: string
}

export interface NewsDetail extends NewsSummary {
  /** Sanitised HTML. */
  bodyHtml: string
}

export interface NewsPage {
  page: number
  size: number
  total: number
  records: NewsSummary[]
}

export interface PartnerView {
  id: string
  name: string
  /** The partner's tier or kind ("Strategic partner"), grouping the list. */
  tier: string
  logoUrl: string | null
  url: string | null
}
