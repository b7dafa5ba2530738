import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt } from '../../db/columns'
import { exhibitions } from '../../tenancy/tables'
import { visitingGroupMembers, visitingGroups } from '../groups/tables'

/*
 * Lodging and parking of visiting groups (issue 18). The organiser's side: an exhibition's lodging and parking range
 * and vehicle cap, its partner hotels and their room types with an allotment of rooms per night. The leader's side: a
 * group's bookings (a room type, check-in, check-out, rooms), who sleeps in which room, and the group's vehicles with
 * their parking passes. A booking is a reservation paid at the hotel; nothing here is money owed to the organiser.
 */

export const lodgingSettings = pgTable(
  'lodging_settings',
  {
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** A stay starts on or after this day and ends (check-out) on or before `last_check_out`. */
    firstCheckIn: date('first_check_in', { mode: 'string' }).notNull(),
    lastCheckOut: date('last_check_out', { mode: 'string' }).notNull(),
    parkingFirstDay: date('parking_first_day', { mode: 'string' }).notNull(),
    parkingLastDay: date('parking_last_day', { mode: 'string' }).notNull(),
    vehicleMax: integer('vehicle_max').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.exhibitionId] }),
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    check('lodging_settings_range', sql`${table.lastCheckOut} > ${table.firstCheckIn} and ${table.parkingLastDay} >= ${table.parkingFirstDay}`),
  ],
)

export const lodgingHotels = pgTable(
  'lodging_hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    exhibitionId: text('exhibition_id').notNull(),
    /** The organiser's own short key (the seed's and the admin listing's). */
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    addressCn: text('address_cn').notNull(),
    addressEn: text('address_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.tenantId, table.exhibitionId], foreignColumns: [exhibitions.tenantId, exhibitions.id] }),
    unique('lodging_hotels_key_unique').on(table.tenantId, table.exhibitionId, table.key),
  ],
)

export const lodgingRoomTypes = pgTable(
  'lodging_room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => lodgingHotels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    beds: integer('beds').notNull(),
    /** Per room and night, in fen: the fair rate the hotel charges on arrival. */
    priceFen: integer('price_fen').notNull(),
    /** Rooms the hotel holds for the fair on each night of the range. */
    allotment: integer('allotment').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    unique('lodging_room_types_key_unique').on(table.hotelId, table.key),
    check('lodging_room_types_positive', sql`${table.beds} > 0 and ${table.priceFen} > 0 and ${table.allotment} >= 0`),
  ],
)

export const lodgingBookings = pgTable(
  'lodging_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => visitingGroups.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => lodgingRoomTypes.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lodging_bookings_group_idx').on(table.groupId),
    index('lodging_bookings_room_type_idx').on(table.roomTypeId, table.checkIn),
    check('lodging_bookings_stay', sql`${table.checkOut} > ${table.checkIn} and ${table.rooms} > 0`),
  ],
)

export const lodgingOccupants = pgTable(
  'lodging_occupants',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => lodgingBookings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => visitingGroupMembers.id, { onDelete: 'cascade' }),
    room: integer('room').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.memberId] }), index('lodging_occupants_member_idx').on(table.memberId)],
)

export const parkingVehicles = pgTable(
  'parking_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => visitingGroups.id, { onDelete: 'cascade' }),
    /** 'mainland' | 'hongKong' | 'macau' | 'foreign' */
    plateKind: text('plate_kind').notNull(),
    /** Normalised (validation/lodging.ts normalizePlate). */
    plate: text('plate').notNull(),
    country: text('country'),
    /** null: the leader drives. */
    driverMemberId: uuid('driver_member_id').references(() => visitingGroupMembers.id, { onDelete: 'set null' }),
    days: jsonb('days').$type<string[]>().notNull(),
    /** Unguessable: what the pass's QR carries. */
    passCode: text('pass_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('parking_vehicles_group_idx').on(table.groupId),
    unique('parking_vehicles_plate_unique').on(table.groupId, table.plateKind, table.plate),
    unique('parking_vehicles_pass_unique').on(table.passCode),
  ],
)

export type LodgingSettingsRow = typeof lodgingSettings.$inferSelect
export type LodgingHotelRow = typeof lodgingHotels.$inferSelect
export type LodgingRoomTypeRow = typeof lodgingRoomTypes.$inferSelect
export type LodgingBookingRow = typeof lodgingBookings.$inferSelect
export type ParkingVehicleRow = typeof parkingVehicles.$inferSelect
