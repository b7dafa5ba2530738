import { z } from 'zod'
import { pageOf } from './shared'

export const conferenceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string()
})

export const roomViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The hall the room is in ("Hall 2"), or null. */
  hall: z.string().nullable()
})

export const topicViewSchema = z.object({
  key: z.string(),
  label: z.string()
})

export const speakerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  photoUrl: z.string().nullable()
})

/** A paid session: its seats are sold as this ticket type through the ticket calls (one order engine). */
export const paidActivitySchema = z.object({
  ticketTypeId: z.string(),
  /** The registration link that offers the type (`registerLinkId` of placeOrder and of /conference/activityBuy/list). */
  registerLinkId: z.string(),
  priceFen: z.number(),
  currency: z.literal('RMB'),
  refundableUntil: z.string().nullable(),
  refundFeePercent: z.number()
})

export const walkInRuleSchema = z.enum(['allowed', 'refused'])

export const sessionSummarySchema = z.object({
  id: z.string(),
  /** The forum (ConferenceView.id) the session belongs to: the link parameter `conferenceTypeId`. */
  conferenceTypeId: z.string().nullable(),
  title: z.string(),
  topic: topicViewSchema,
  room: roomViewSchema,
  /** The local day (YYYY-MM-DD) in the session's time zone. */
  day: z.string(),
  /** ISO instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** IANA time zone of the venue, e.g. Asia/Shanghai. */
  timeZone: z.string(),
  /** Wall-clock times in that zone, HH:mm. */
  localStart: z.string(),
  localEnd: z.string(),
  capacity: z.number(),
  seatsLeft: z.number(),
  full: z.boolean(),
  walkIn: walkInRuleSchema,
  paid: paidActivitySchema.nullable(),
  speakers: z.array(speakerSummarySchema)
})

export const sessionDetailSchema = sessionSummarySchema.extend({
  /** Sanitised on the server (no script, event handler, style or javascript: link); safe to set as innerHTML. */
  descriptionHtml: z.string(),
  waitlisted: z.number()
})

export const programmeFacetsSchema = z.object({
  days: z.array(z.string()),
  rooms: z.array(roomViewSchema),
  topics: z.array(topicViewSchema)
})

export const programmePageSchema = pageOf(sessionSummarySchema).extend({
  /** Every day, room and topic of the exhibition's programme (not only of this page), for the filters. */
  facets: programmeFacetsSchema
})

/** When and where a session is, as every view of it says it. */
const SESSION_TIME_AND_PLACE = { title: true, room: true, day: true, startsAt: true, endsAt: true, timeZone: true, localStart: true, localEnd: true } as const

export const speakerSessionSchema = sessionSummarySchema.pick({ id: true, ...SESSION_TIME_AND_PLACE })

export const speakerViewSchema = speakerSummarySchema.extend({
  /** Sanitised HTML. */
  bioHtml: z.string(),
  sessions: z.array(speakerSessionSchema)
})

export const activityViewSchema = z.object({
  session: sessionSummarySchema,
  paid: paidActivitySchema,
  /** What the ticket type still has (its quota). */
  remaining: z.number(),
  soldOut: z.boolean()
})

export const signCodeLandingSchema = sessionSummarySchema.pick({ ...SESSION_TIME_AND_PLACE, walkIn: true }).extend({
  tenantId: z.string(),
  exhibitionId: z.string(),
  sessionId: z.string(),
  paid: z.boolean()
})

export const registrationStatusSchema = z.enum(['registered', 'waitlisted', 'cancelled'])

/** Another session of the visitor's agenda that overlaps in time (the page warns, the server does not refuse). */
export const clashSchema = z.object({
  sessionId: z.string(),
  /** The visitor's session it overlaps. */
  withSessionId: z.string(),
  withTitle: z.string(),
  withStartsAt: z.string(),
  withEndsAt: z.string()
})

export const sessionRegistrationSchema = z.object({
  sessionId: z.string(),
  status: registrationStatusSchema.exclude(['cancelled']),
  /** Place on the waiting list, 1 = next to get a seat; null when registered. */
  position: z.number().nullable(),
  /** False when the visitor was already registered or waiting: registering twice changes nothing. */
  changed: z.boolean(),
  seatsLeft: z.number()
})

export const registrationOutcomeSchema = z.object({
  registrations: z.array(sessionRegistrationSchema),
  clashes: z.array(clashSchema)
})

export const cancelOutcomeSchema = z.object({
  sessionId: z.string(),
  status: z.literal('cancelled'),
  /** False when there was nothing to cancel. */
  changed: z.boolean(),
  /** Whether the freed seat went to the first visitor on the waiting list (who was sent a notice). */
  promoted: z.boolean(),
  seatsLeft: z.number()
})

export const agendaEntrySchema = z.object({
  session: sessionSummarySchema,
  /** 'ticket': a paid session held by a valid ticket of its type. */
  status: z.enum(['registered', 'waitlisted', 'ticket']),
  position: z.number().nullable(),
  signedInAt: z.string().nullable(),
  clashesWith: z.array(z.string())
})

export const signInOutcomeSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  signedInAt: z.string(),
  /** Signed in without a registration, on the session's walk-in rule (a seat was taken). */
  walkIn: z.boolean(),
  /** False when the visitor had already signed in: the first time stands. */
  changed: z.boolean()
})

export const sessionCheckInsSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  /** The session's sign-in code, and the link its door QR carries (print it as a QR code). */
  signCodeId: z.string(),
  signInPath: z.string(),
  capacity: z.number(),
  registered: z.number(),
  waitlisted: z.number(),
  signedIn: z.number(),
  walkIns: z.number()
})

export const checkInBoardSchema = z.object({
  exhibitionId: z.string(),
  /** When the counts were read (ISO); the page polls every CHECK_IN_POLL_MS. */
  at: z.string(),
  sessions: z.array(sessionCheckInsSchema)
})

export const importOutcomeSchema = z.object({
  conferences: z.number(),
  rooms: z.number(),
  speakers: z.number(),
  sessions: z.number(),
  news: z.number(),
  partners: z.number(),
  /** Sessions of the file that already existed (updated by their key). */
  updated: z.number(),
  /** Visitors a raised capacity moved from a waiting list to a seat (each is sent the seat notice). */
  seatedFromWaitingList: z.number()
})

export const attendanceRowSchema = z.object({
  sessionKey: z.string(),
  sessionTitleCn: z.string(),
  sessionTitleEn: z.string(),
  startsAt: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  /** 'walkIn': came without registering; 'signedIn': signed in but holds no seat now (a ticket refunded afterwards). */
  status: z.union([registrationStatusSchema, z.literal('ticket'), z.literal('walkIn'), z.literal('signedIn')]),
  position: z.number().nullable(),
  registeredAt: z.string().nullable(),
  signedInAt: z.string().nullable()
})

export const attendanceExportSchema = z.object({
  exhibitionId: z.string(),
  rows: z.array(attendanceRowSchema)
})

export const newsSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string()
})

export const newsDetailSchema = newsSummarySchema.extend({
  /** Sanitised HTML. */
  bodyHtml: z.string()
})

export const newsPageSchema = pageOf(newsSummarySchema)

export const partnerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The partner's tier or kind ("Strategic partner"), grouping the list. */
  tier: z.string(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable()
})
