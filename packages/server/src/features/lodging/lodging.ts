import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import type {
  AdminLodgingBooking,
  AdminVehicle,
  LodgingBookingView,
  LodgingOptions,
  VehicleView,
} from '@fairpass/core/contract'
import type { LodgingAssignRequest, LodgingBookRequest, VehicleAddRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { listMembers, visitingGroupMembers, visitingGroups, type Leader, type VisitingGroupRow } from '../groups'
import { daysInRange, fewestLeft, nightsOf, overlaps, roomsLeft, stayInRange } from './rules'
import {
  lodgingBookings,
  lodgingHotels,
  lodgingOccupants,
  lodgingRoomTypes,
  lodgingSettings,
  parkingVehicles,
  type LodgingBookingRow,
  type LodgingSettingsRow,
  type ParkingVehicleRow,
} from './tables'

/*
 * Lodging and parking in the database. Every function takes the group as found from the caller, so a booking, member
 * or vehicle id is always looked for inside it: another group's reads as not there (404). Booking locks the room
 * type's row, so of bookings at once each counts the rooms the one before it left (the allotment holds); assigning and
 * adding a vehicle lock the group's row, so a member gets one bed a night and the vehicle cap holds.
 */

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

const pick = (language: Language, cn: string, en: string) => (language === 'en' ? en : cn)

export async function settingsOf(db: Queryable, exhibition: Exhibition): Promise<LodgingSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(lodgingSettings)
    .where(and(eq(lodgingSettings.tenantId, exhibition.tenantId), eq(lodgingSettings.exhibitionId, exhibition.id)))
    .limit(1)
  return row
}

async function requireSettings(db: Queryable, exhibition: Exhibition): Promise<LodgingSettingsRow> {
  const settings = await settingsOf(db, exhibition)
  if (!settings) throw new AppError(404, 'error.lodging.noLodging')
  return settings
}

/** Bookings of the room types named whose stays share a night with [from, to). */
async function bookingsOverlapping(db: Queryable, roomTypeIds: string[], from: string, to: string) {
  if (roomTypeIds.length === 0) return []
  return db
    .select({ roomTypeId: lodgingBookings.roomTypeId, checkIn: lodgingBookings.checkIn, checkOut: lodgingBookings.checkOut, rooms: lodgingBookings.rooms })
    .from(lodgingBookings)
    .where(and(inArray(lodgingBookings.roomTypeId, roomTypeIds), lt(lodgingBookings.checkIn, to), gt(lodgingBookings.checkOut, from)))
}

async function leaderName(db: Queryable, userId: string): Promise<string> {
  const [user] = await db.select({ name: users.name, account: users.account }).from(users).where(eq(users.id, userId)).limit(1)
  return user?.name || user?.account || ''
}

export async function lodgingOptions(db: Queryable, leader: Leader, group: VisitingGroupRow, language: Language): Promise<LodgingOptions> {
  const settings = await settingsOf(db, leader.exhibition)
  const members = (await listMembers(db, group.id)).map((member) => ({ id: member.id, name: member.name }))
  const driver = await leaderName(db, leader.userId)
  if (!settings) return { range: null, hotels: [], parking: null, members, leaderName: driver }
  const hotels = await db
    .select()
    .from(lodgingHotels)
    .where(and(eq(lodgingHotels.tenantId, leader.tenantId), eq(lodgingHotels.exhibitionId, leader.exhibition.id)))
    .orderBy(asc(lodgingHotels.sort), asc(lodgingHotels.key))
  const types = hotels.length
    ? await db.select().from(lodgingRoomTypes).where(inArray(lodgingRoomTypes.hotelId, hotels.map((hotel) => hotel.id))).orderBy(asc(lodgingRoomTypes.sort), asc(lodgingRoomTypes.key))
    : []
  const nights = nightsOf(settings.firstCheckIn, settings.lastCheckOut)
  const booked = await bookingsOverlapping(db, types.map((type) => type.id), settings.firstCheckIn, settings.lastCheckOut)
  return {
    range: { firstCheckIn: settings.firstCheckIn, lastCheckOut: settings.lastCheckOut },
    hotels: hotels.map((hotel) => ({
      id: hotel.id,
      name: pick(language, hotel.nameCn, hotel.nameEn),
      address: pick(language, hotel.addressCn, hotel.addressEn),
      roomTypes: types
        .filter((type) => type.hotelId === hotel.id)
        .map((type) => ({
          id: type.id,
          name: pick(language, type.nameCn, type.nameEn),
          beds: type.beds,
          priceFen: type.priceFen,
          allotment: type.allotment,
          left: roomsLeft(type.allotment, nights, booked.filter((booking) => booking.roomTypeId === type.id)),
        })),
    })),
    parking: { firstDay: settings.parkingFirstDay, lastDay: settings.parkingLastDay, vehicleMax: settings.vehicleMax },
    members,
    leaderName: driver,
  }
}

/* Bookings. */

/** The group's bookings (or one), with hotel, room type and occupants in the caller's language. */
export async function bookingViews(db: Queryable, groupIds: string[], language: Language, bookingId?: string): Promise<Array<LodgingBookingView & { groupId: string }>> {
  if (groupIds.length === 0) return []
  const rows = await db
    .select({ booking: lodgingBookings, type: lodgingRoomTypes, hotel: lodgingHotels })
    .from(lodgingBookings)
    .innerJoin(lodgingRoomTypes, eq(lodgingRoomTypes.id, lodgingBookings.roomTypeId))
    .innerJoin(lodgingHotels, eq(lodgingHotels.id, lodgingRoomTypes.hotelId))
    .where(and(inArray(lodgingBookings.groupId, groupIds), bookingId ? eq(lodgingBookings.id, bookingId) : undefined))
    .orderBy(asc(lodgingBookings.checkIn), asc(lodgingBookings.createdAt))
  const occupants = rows.length
    ? await db
        .select({ bookingId: lodgingOccupants.bookingId, memberId: lodgingOccupants.memberId, room: lodgingOccupants.room, name: visitingGroupMembers.name })
        .from(lodgingOccupants)
        .innerJoin(visitingGroupMembers, eq(visitingGroupMembers.id, lodgingOccupants.memberId))
        .where(inArray(lodgingOccupants.bookingId, rows.map((row) => row.booking.id)))
        .orderBy(asc(lodgingOccupants.room), asc(lodgingOccupants.createdAt))
    : []
  return rows.map(({ booking, type, hotel }) => {
    const nights = nightsOf(booking.checkIn, booking.checkOut).length
    return {
      id: booking.id,
      groupId: booking.groupId,
      hotelName: pick(language, hotel.nameCn, hotel.nameEn),
      roomTypeId: type.id,
      roomTypeName: pick(language, type.nameCn, type.nameEn),
      beds: type.beds,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights,
      rooms: booking.rooms,
      priceFen: type.priceFen,
      totalFen: type.priceFen * nights * booking.rooms,
      occupants: occupants.filter((occupant) => occupant.bookingId === booking.id).map(({ memberId, room, name }) => ({ memberId, room, name })),
      createdAt: booking.createdAt.toISOString(),
    }
  })
}

export async function bookingView(db: Queryable, group: VisitingGroupRow, id: string, language: Language): Promise<LodgingBookingView> {
  const [view] = await bookingViews(db, [group.id], language, id)
  if (!view) throw new AppError(404, 'error.notFound')
  const { groupId: _group, ...rest } = view
  return rest
}

export async function listBookings(db: Queryable, group: VisitingGroupRow, language: Language): Promise<LodgingBookingView[]> {
  return (await bookingViews(db, [group.id], language)).map(({ groupId: _group, ...rest }) => rest)
}

/** Books rooms for the group: inside the exhibition's range, never past the room type's allotment on any night. */
export async function book(ctx: AppContext, leader: Leader, group: VisitingGroupRow, input: LodgingBookRequest): Promise<LodgingBookingRow> {
  const settings = await requireSettings(ctx.db, leader.exhibition)
  const { checkIn, checkOut } = input.stay
  if (!stayInRange(settings, checkIn, checkOut)) {
    throw new AppError(400, 'error.lodging.outsideRange', { from: settings.firstCheckIn, to: settings.lastCheckOut })
  }
  return ctx.db.transaction(async (tx) => {
    // The room type of this exhibition's hotels only; locked, so bookings at once queue here and each sees the last.
    const [type] = await tx
      .select({ id: lodgingRoomTypes.id, allotment: lodgingRoomTypes.allotment })
      .from(lodgingRoomTypes)
      .innerJoin(lodgingHotels, eq(lodgingHotels.id, lodgingRoomTypes.hotelId))
      .where(and(eq(lodgingRoomTypes.id, input.roomTypeId), eq(lodgingHotels.tenantId, leader.tenantId), eq(lodgingHotels.exhibitionId, leader.exhibition.id)))
      .for('update', { of: lodgingRoomTypes })
    if (!type) throw new AppError(404, 'error.notFound')
    const nights = nightsOf(checkIn, checkOut)
    const left = fewestLeft(roomsLeft(type.allotment, nights, await bookingsOverlapping(tx, [type.id], checkIn, checkOut)), nights)
    if (input.rooms > left) throw new AppError(409, 'error.lodging.soldOut', { left })
    const [row] = await tx.insert(lodgingBookings).values({ groupId: group.id, roomTypeId: type.id, checkIn, checkOut, rooms: input.rooms }).returning()
    return row
  })
}

export async function cancelBooking(db: Queryable, group: VisitingGroupRow, id: string): Promise<void> {
  const removed = await db
    .delete(lodgingBookings)
    .where(and(eq(lodgingBookings.groupId, group.id), eq(lodgingBookings.id, id)))
    .returning({ id: lodgingBookings.id })
  if (removed.length === 0) throw new AppError(404, 'error.notFound')
}

/** Locks the group's row: assignments and vehicle adds of one group queue, so the checks below see each other. */
async function withGroupLocked<T>(ctx: AppContext, group: VisitingGroupRow, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: visitingGroups.id }).from(visitingGroups).where(eq(visitingGroups.id, group.id)).for('update')
    return work(tx)
  })
}

async function memberOf(db: Queryable, group: VisitingGroupRow, memberId: string) {
  const [member] = await db
    .select({ id: visitingGroupMembers.id, name: visitingGroupMembers.name })
    .from(visitingGroupMembers)
    .where(and(eq(visitingGroupMembers.groupId, group.id), eq(visitingGroupMembers.id, memberId)))
    .limit(1)
  if (!member) throw new AppError(404, 'error.notFound')
  return member
}

/** Puts a member in one room of a booking: a bed must be free, and the member has no other room on its nights. */
export async function assign(ctx: AppContext, group: VisitingGroupRow, input: LodgingAssignRequest): Promise<void> {
  await withGroupLocked(ctx, group, async (tx) => {
    const [booking] = await tx
      .select({ booking: lodgingBookings, beds: lodgingRoomTypes.beds })
      .from(lodgingBookings)
      .innerJoin(lodgingRoomTypes, eq(lodgingRoomTypes.id, lodgingBookings.roomTypeId))
      .where(and(eq(lodgingBookings.groupId, group.id), eq(lodgingBookings.id, input.bookingId)))
      .limit(1)
    if (!booking) throw new AppError(404, 'error.notFound')
    const member = await memberOf(tx, group, input.memberId)
    if (input.room > booking.booking.rooms) throw new AppError(400, 'error.lodging.noRoom', { n: booking.booking.rooms })
    const inRoom = await tx
      .select({ memberId: lodgingOccupants.memberId })
      .from(lodgingOccupants)
      .where(and(eq(lodgingOccupants.bookingId, booking.booking.id), eq(lodgingOccupants.room, input.room), ne(lodgingOccupants.memberId, member.id)))
    if (inRoom.length >= booking.beds) throw new AppError(409, 'error.lodging.roomFull', { n: booking.beds })
    // The member's other rooms in the group's bookings; one sharing a night with this stay is a second bed that night.
    const elsewhere = await tx
      .select({ checkIn: lodgingBookings.checkIn, checkOut: lodgingBookings.checkOut })
      .from(lodgingOccupants)
      .innerJoin(lodgingBookings, eq(lodgingBookings.id, lodgingOccupants.bookingId))
      .where(and(eq(lodgingOccupants.memberId, member.id), ne(lodgingOccupants.bookingId, booking.booking.id)))
    if (elsewhere.some((stay) => overlaps(stay, booking.booking))) throw new AppError(409, 'error.lodging.alreadyRoomed', { name: member.name })
    // In this booking already: moving to another of its rooms.
    await tx
      .insert(lodgingOccupants)
      .values({ bookingId: booking.booking.id, memberId: member.id, room: input.room })
      .onConflictDoUpdate({ target: [lodgingOccupants.bookingId, lodgingOccupants.memberId], set: { room: input.room } })
  })
}

export async function unassign(db: Queryable, group: VisitingGroupRow, bookingId: string, memberId: string): Promise<void> {
  const [booking] = await db
    .select({ id: lodgingBookings.id })
    .from(lodgingBookings)
    .where(and(eq(lodgingBookings.groupId, group.id), eq(lodgingBookings.id, bookingId)))
  if (!booking) throw new AppError(404, 'error.notFound')
  const removed = await db
    .delete(lodgingOccupants)
    .where(and(eq(lodgingOccupants.bookingId, booking.id), eq(lodgingOccupants.memberId, memberId)))
    .returning({ memberId: lodgingOccupants.memberId })
  if (removed.length === 0) throw new AppError(404, 'error.notFound')
}

/* Parking. */

export function newPassCode(): string {
  return `P${randomBytes(12).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, '').padEnd(12, 'X').slice(0, 12)}`
}

async function vehicleViews(db: Queryable, groupIds: string[], leaderNames: Map<string, string>): Promise<Array<VehicleView & { groupId: string }>> {
  if (groupIds.length === 0) return []
  const rows = await db
    .select({ vehicle: parkingVehicles, driverName: visitingGroupMembers.name })
    .from(parkingVehicles)
    .leftJoin(visitingGroupMembers, eq(visitingGroupMembers.id, parkingVehicles.driverMemberId))
    .where(inArray(parkingVehicles.groupId, groupIds))
    .orderBy(asc(parkingVehicles.createdAt))
  return rows.map(({ vehicle, driverName }) => viewOf(vehicle, driverName ?? leaderNames.get(vehicle.groupId) ?? ''))
}

function viewOf(vehicle: ParkingVehicleRow, driverName: string): VehicleView & { groupId: string } {
  return {
    id: vehicle.id,
    groupId: vehicle.groupId,
    plateKind: vehicle.plateKind as VehicleView['plateKind'],
    plate: vehicle.plate,
    country: vehicle.country,
    driver: vehicle.driverMemberId ?? 'leader',
    driverName,
    days: vehicle.days,
    passCode: vehicle.passCode,
  }
}

export async function listVehicles(db: Queryable, leader: Leader, group: VisitingGroupRow): Promise<VehicleView[]> {
  const names = new Map([[group.id, await leaderName(db, leader.userId)]])
  return (await vehicleViews(db, [group.id], names)).map(({ groupId: _group, ...rest }) => rest)
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true
  }
  return false
}

/** Registers a vehicle: days within the parking range, a driver of the group, under the group's vehicle cap. */
export async function addVehicle(ctx: AppContext, leader: Leader, group: VisitingGroupRow, input: VehicleAddRequest): Promise<VehicleView> {
  const settings = await requireSettings(ctx.db, leader.exhibition)
  if (!daysInRange(settings.parkingFirstDay, settings.parkingLastDay, input.days)) {
    throw new AppError(400, 'error.parking.outsideRange', { from: settings.parkingFirstDay, to: settings.parkingLastDay })
  }
  try {
    return await withGroupLocked(ctx, group, async (tx) => {
      const driver = input.driver === 'leader' ? null : await memberOf(tx, group, input.driver)
      const count = await tx.select({ id: parkingVehicles.id }).from(parkingVehicles).where(eq(parkingVehicles.groupId, group.id))
      if (count.length >= settings.vehicleMax) throw new AppError(409, 'error.parking.full', { n: settings.vehicleMax })
      const days = [...input.days].sort()
      const [row] = await tx
        .insert(parkingVehicles)
        .values({
          groupId: group.id,
          plateKind: input.vehicle.plateKind,
          plate: input.vehicle.plate,
          country: input.vehicle.plateKind === 'foreign' ? (input.vehicle.country ?? null) : null,
          driverMemberId: driver?.id ?? null,
          days,
          passCode: newPassCode(),
        })
        .returning()
      const { groupId: _group, ...view } = viewOf(row, driver?.name ?? (await leaderName(tx, leader.userId)))
      return view
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'error.parking.duplicate')
    throw error
  }
}

export async function removeVehicle(db: Queryable, group: VisitingGroupRow, id: string): Promise<void> {
  const removed = await db
    .delete(parkingVehicles)
    .where(and(eq(parkingVehicles.groupId, group.id), eq(parkingVehicles.id, id)))
    .returning({ id: parkingVehicles.id })
  if (removed.length === 0) throw new AppError(404, 'error.notFound')
}

/* The organiser's listing. */

async function groupsOf(db: Queryable, exhibition: Exhibition) {
  return db
    .select({ id: visitingGroups.id, name: visitingGroups.name, account: users.account, leaderName: users.name })
    .from(visitingGroups)
    .innerJoin(users, eq(users.id, visitingGroups.leaderUserId))
    .where(and(eq(visitingGroups.tenantId, exhibition.tenantId), eq(visitingGroups.exhibitionId, exhibition.id)))
}

export async function adminBookings(db: Queryable, exhibition: Exhibition, language: Language): Promise<AdminLodgingBooking[]> {
  const groups = await groupsOf(db, exhibition)
  const byId = new Map(groups.map((group) => [group.id, group]))
  return (await bookingViews(db, groups.map((group) => group.id), language)).map(({ groupId, ...view }) => ({
    ...view,
    groupName: byId.get(groupId)?.name ?? '',
    leaderAccount: byId.get(groupId)?.account ?? '',
  }))
}

export async function adminVehicles(db: Queryable, exhibition: Exhibition): Promise<AdminVehicle[]> {
  const groups = await groupsOf(db, exhibition)
  const byId = new Map(groups.map((group) => [group.id, group]))
  const names = new Map(groups.map((group) => [group.id, group.leaderName || group.account]))
  return (await vehicleViews(db, groups.map((group) => group.id), names)).map(({ groupId, ...view }) => ({
    ...view,
    groupName: byId.get(groupId)?.name ?? '',
    leaderAccount: byId.get(groupId)?.account ?? '',
  }))
}

