import type { z } from 'zod'
import type * as S from './schemas/conference'
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

export type ConferenceView = z.infer<typeof S.conferenceViewSchema>

export type RoomView = z.infer<typeof S.roomViewSchema>

export type TopicView = z.infer<typeof S.topicViewSchema>

export type SpeakerSummary = z.infer<typeof S.speakerSummarySchema>

/** A paid session: its seats are sold as this ticket type through the ticket calls (one order engine). */
export type PaidActivity = z.infer<typeof S.paidActivitySchema>

export type WalkInRule = z.infer<typeof S.walkInRuleSchema>

export type SessionSummary = z.infer<typeof S.sessionSummarySchema>

export type SessionDetail = z.infer<typeof S.sessionDetailSchema>

export type ProgrammeFacets = z.infer<typeof S.programmeFacetsSchema>

export type ProgrammePage = z.infer<typeof S.programmePageSchema>

export type SpeakerSession = z.infer<typeof S.speakerSessionSchema>

export type SpeakerView = z.infer<typeof S.speakerViewSchema>

export type ActivityView = z.infer<typeof S.activityViewSchema>

export type SignCodeLanding = z.infer<typeof S.signCodeLandingSchema>

export type RegistrationStatus = z.infer<typeof S.registrationStatusSchema>

/** Another session of the visitor's agenda that overlaps in time (the page warns, the server does not refuse). */
export type Clash = z.infer<typeof S.clashSchema>

export type SessionRegistration = z.infer<typeof S.sessionRegistrationSchema>

export type RegistrationOutcome = z.infer<typeof S.registrationOutcomeSchema>

export type CancelOutcome = z.infer<typeof S.cancelOutcomeSchema>

export type AgendaEntry = z.infer<typeof S.agendaEntrySchema>

export type SignInOutcome = z.infer<typeof S.signInOutcomeSchema>

export type SessionCheckIns = z.infer<typeof S.sessionCheckInsSchema>

export type CheckInBoard = z.infer<typeof S.checkInBoardSchema>

export type ImportOutcome = z.infer<typeof S.importOutcomeSchema>

export type AttendanceRow = z.infer<typeof S.attendanceRowSchema>

export type AttendanceExport = z.infer<typeof S.attendanceExportSchema>

export type NewsSummary = z.infer<typeof S.newsSummarySchema>

export type NewsDetail = z.infer<typeof S.newsDetailSchema>

export type NewsPage = z.infer<typeof S.newsPageSchema>

export type PartnerView = z.infer<typeof S.partnerViewSchema>
