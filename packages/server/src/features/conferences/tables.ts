import { boolean, check, foreignKey, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, updatedAt } from '../../db/columns'
import { users } from '../auth/tables'
import { ticketTypes } from '../orders/tables'
import { exhibitions } from '../../tenancy/tables'

/*
 * The conferences feature's tables (issue 15): the programme (conferences, rooms, speakers, sessions), who registered
 * or waits for a seat, who signed in at the door, and the fair's news and partners. Every text is stored in cn and
 * en; rich text (descriptions, bios, news bodies) is stored already sanitised (richText.ts). Each programme row
 * carries the organiser's own `key`, unique in its exhibition: an import updates the rows of the same keys.
 */

export const conferences = pgTable(
  'conferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('conferences_key_unique').on(table.tenantId, table.exhibitionId, table.key),
  ],
)

export const conferenceRooms = pgTable(
  'conference_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    hallCn: text('hall_cn').notNull().default(''),
    hallEn: text('hall_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('conference_rooms_key_unique').on(table.tenantId, table.exhibitionId, table.key),
  ],
)

export const conferenceSpeakers = pgTable(
  'conference_speakers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    titleCn: text('title_cn').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    companyCn: text('company_cn').notNull().default(''),
    companyEn: text('company_en').notNull().default(''),
    bioCn: text('bio_cn').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    photoUrl: text('photo_url'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('conference_speakers_key_unique').on(table.tenantId, table.exhibitionId, table.key),
  ],
)

/**
 * One session of the programme. `seats_taken` counts the registered visitors (walk-ins included) of a free session;
 * the CHECK is the database's own guard that no code path ever seats more than `capacity`. A paid session's seats
 * are its ticket type's quota (orders' ticket_quotas), and `seats_taken` stays 0.
 */
export const conferenceSessions = pgTable(
  'conference_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    conferenceId: uuid('conference_id').references(() => conferences.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => conferenceRooms.id),
    /** The local day in `time_zone` (YYYY-MM-DD): the programme's day filter. */
    day: text('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    topicKey: text('topic_key').notNull(),
    topicCn: text('topic_cn').notNull(),
    topicEn: text('topic_en').notNull(),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** 'allowed': a visitor without registration may sign in while seats are left; 'refused': registered only. */
    walkIn: text('walk_in').notNull().default('allowed'),
    /** A paid activity: the ticket type of the orders engine that sells its seats. */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id),
    /** The door's QR (`signCodeId`): unguessable, so the code is the right to sign in to this session. */
    signCode: text('sign_code').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('conference_sessions_key_unique').on(table.tenantId, table.exhibitionId, table.key),
    index('conference_sessions_programme_idx').on(table.tenantId, table.exhibitionId, table.startsAt),
    check('conference_sessions_seats_check', sql`${table.seatsTaken} >= 0 AND ${table.seatsTaken} <= ${table.capacity}`),
    check('conference_sessions_times_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
)

export const conferenceSessionSpeakers = pgTable(
  'conference_session_speakers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conferenceSessions.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => conferenceSpeakers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.speakerId] }), index('conference_session_speakers_speaker_idx').on(table.speakerId)],
)

/** The order of arrival on a session: the waiting list is served by it, and a re-registration goes to its end. */
export const conferenceRegistrationSequence = pgSequence('conference_registration_seq', { startWith: 1, increment: 1 })

/**
 * A visitor's place in a free session: 'registered' (holds one of its seats), 'waitlisted' (waits, served in `seq`
 * order), or 'cancelled'. One row per visitor and session: registering twice finds it.
 */
export const conferenceRegistrations = pgTable(
  'conference_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conferenceSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    seq: integer('seq').notNull(),
    /** Came in at the door without registering (the session's walk-in rule). */
    walkIn: boolean('walk_in').notNull().default(false),
    /** 'cn' | 'en': the notice of a seat freed for a waiting visitor is written in it. */
    language: text('language').notNull().default('cn'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('conference_registrations_once').on(table.sessionId, table.userId),
    index('conference_registrations_queue_idx').on(table.sessionId, table.status, table.seq),
    index('conference_registrations_user_idx').on(table.tenantId, table.exhibitionId, table.userId),
    check('conference_registrations_status_check', sql`${table.status} IN ('registered', 'waitlisted', 'cancelled')`),
  ],
)

/** Who came to a session: one row per visitor and session, the first scan stands. */
export const conferenceSignIns = pgTable(
  'conference_sign_ins',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conferenceSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    walkIn: boolean('walk_in').notNull().default(false),
    source: text('source'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] }), index('conference_sign_ins_user_idx').on(table.tenantId, table.exhibitionId, table.userId)],
)

export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    summaryCn: text('summary_cn').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyCn: text('body_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    coverUrl: text('cover_url'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('news_items_key_unique').on(table.tenantId, table.exhibitionId, table.key),
    index('news_items_published_idx').on(table.tenantId, table.exhibitionId, table.publishedAt),
  ],
)

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    tierCn: text('tier_cn').notNull().default(''),
    tierEn: text('tier_en').notNull().default(''),
    logoUrl: text('logo_url'),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('partners_key_unique').on(table.tenantId, table.exhibitionId, table.key),
  ],
)

export type ConferenceRow = typeof conferences.$inferSelect
export type RoomRow = typeof conferenceRooms.$inferSelect
export type SpeakerRow = typeof conferenceSpeakers.$inferSelect
export type SessionRow = typeof conferenceSessions.$inferSelect
export type SessionRegistrationRow = typeof conferenceRegistrations.$inferSelect
export type NewsRow = typeof newsItems.$inferSelect
export type PartnerRow = typeof partners.$inferSelect
