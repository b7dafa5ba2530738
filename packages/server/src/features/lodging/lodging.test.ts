import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LODGING_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { createAdminKey } from '../admin'
import { auth } from '../orders/testing'
import { createGroup, EXHIBITION, groupCall, registered, TENANT, type Caller } from '../groups/testing'
import { lodgingHotels, lodgingRoomTypes, lodgingSettings } from './tables'

/*
 * Lodging and parking (issue 18): booking inside the exhibition's date range only, the nightly allotment under
 * parallel bookings, members in rooms (beds, one room a night), vehicles with checked plates under the group's cap,
 * and who may not manage (a member, another group's leader, a visitor: refused, nothing changes).
 */

let server: TestServer
let range: { firstCheckIn: string; lastCheckOut: string; parkingFirstDay: string; parkingLastDay: string }

const DAY_MS = 86_400_000
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

type Path = keyof typeof LODGING_PATHS
const GETS: Path[] = ['options', 'bookings', 'vehicles']

function call(token: string, path: Path, body: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const url = LODGING_PATHS[path]
  return GETS.includes(path)
    ? server.call({ method: 'GET', url, headers: auth(token, TENANT, language), query: { exhibitionId: EXHIBITION, languageType: language } })
    : server.call({ method: 'POST', url, headers: auth(token, TENANT, language), payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
}

/** A room type of its own at the demo's first hotel, with the allotment given. */
async function roomType(allotment: number, beds = 2): Promise<string> {
  const [hotel] = await server.database.db.select({ id: lodgingHotels.id }).from(lodgingHotels).where(and(eq(lodgingHotels.tenantId, TENANT), eq(lodgingHotels.exhibitionId, EXHIBITION))).limit(1)
  const [row] = await server.database.db
    .insert(lodgingRoomTypes)
    .values({ hotelId: hotel.id, key: `T${Math.random().toString(36).slice(2, 8)}`, nameCn: '测试房', nameEn: 'Test room', beds, priceFen: 50_000, allotment })
    .returning({ id: lodgingRoomTypes.id })
  return row.id
}

/** A leader with a group of `members` members; answers the token and the member ids. */
async function leaderWithGroup(members = 3): Promise<{ leader: Caller; memberIds: string[] }> {
  const [leader] = await registered(server, 1, 'visitingGroup')
  await createGroup(server, leader.token)
  const memberIds: string[] = []
  for (let index = 0; index < members; index += 1) {
    const added = await groupCall(server, leader.token, 'addMember', { member: { name: `Guest ${'abcdefgh'[index]}`, mobile: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` } })
    memberIds.push(added.body.data.id)
  }
  return { leader, memberIds }
}

beforeAll(async () => {
  server = await createTestServer()
  const [settings] = await server.database.db.select().from(lodgingSettings).where(and(eq(lodgingSettings.tenantId, TENANT), eq(lodgingSettings.exhibitionId, EXHIBITION)))
  range = settings
}, 60_000)
afterAll(() => server.close())

describe('booking rooms', () => {
  it('offers the hotels and room types with rooms left per night and the range', async () => {
    const { leader } = await leaderWithGroup(0)
    const answer = await call(leader.token, 'options', {}, 'cn')
    expect(answer.status).toBe(200)
    expect(answer.body.data.range).toEqual({ firstCheckIn: range.firstCheckIn, lastCheckOut: range.lastCheckOut })
    expect(answer.body.data.hotels.map((hotel: { name: string }) => hotel.name)).toEqual(['会展中心洲际酒店', '虹桥商务酒店'])
    const twin = answer.body.data.hotels[1].roomTypes.find((type: { name: string }) => type.name === '商务双床房')
    // The demo leader's group holds 2 twin rooms for the first three nights.
    expect(twin.left[range.firstCheckIn]).toBe(58)
    expect(twin.left[shift(range.lastCheckOut, -1)]).toBe(60)
  })

  it('books inside the range only, shows nights and total, and cancels', async () => {
    const { leader } = await leaderWithGroup(0)
    const type = await roomType(10)
    const early = await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: shift(range.firstCheckIn, -1), checkOut: shift(range.firstCheckIn, 1) }, rooms: 1 })
    expect(early.status).toBe(400)
    expect(early.body.msg).toContain(range.firstCheckIn)
    expect(early.body.msg).toContain(range.lastCheckOut)
    const late = await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: range.firstCheckIn, checkOut: shift(range.lastCheckOut, 1) }, rooms: 1 }, 'cn')
    expect(late.body.msg).toContain('退房')
    const backwards = await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: shift(range.firstCheckIn, 2), checkOut: shift(range.firstCheckIn, 1) }, rooms: 1 })
    expect(backwards.status).toBe(400)
    expect(backwards.body.data.fieldErrors['stay.checkOut']).toBeTruthy()
    expect((await call(leader.token, 'bookings')).body.data).toEqual([])

    const booked = await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 2) }, rooms: 3 })
    expect(booked.status).toBe(200)
    expect(booked.body.data).toMatchObject({ nights: 2, rooms: 3, priceFen: 50_000, totalFen: 300_000, occupants: [] })
    expect((await call(leader.token, 'bookings')).body.data).toHaveLength(1)
    expect((await call(leader.token, 'cancel', { id: booked.body.data.id })).status).toBe(200)
    expect((await call(leader.token, 'cancel', { id: booked.body.data.id })).status).toBe(404)
    expect((await call(leader.token, 'bookings')).body.data).toEqual([])
  })

  it('never books past the allotment: parallel requests for the last rooms book exactly what is left', async () => {
    const type = await roomType(5)
    const leaders = await Promise.all(Array.from({ length: 6 }, () => leaderWithGroup(0)))
    const stay = { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 2) }
    // One night overlapping: takes 2 of the second night's 5 first.
    expect((await call(leaders[0].leader.token, 'book', { roomTypeId: type, stay: { checkIn: shift(range.firstCheckIn, 1), checkOut: shift(range.firstCheckIn, 3) }, rooms: 2 })).status).toBe(200)
    const answers = await Promise.all(leaders.slice(1).flatMap(({ leader }) => [call(leader.token, 'book', { roomTypeId: type, stay, rooms: 1 }), call(leader.token, 'book', { roomTypeId: type, stay, rooms: 1 })]))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7)
    expect(answers.find((answer) => answer.status === 409)?.body.msg).toContain('0 rooms')
    const options = await call(leaders[0].leader.token, 'options')
    const left = options.body.data.hotels.flatMap((hotel: { roomTypes: Array<{ id: string; left: Record<string, number> }> }) => hotel.roomTypes).find((entry: { id: string }) => entry.id === type).left
    expect(left[range.firstCheckIn]).toBe(2)
    expect(left[shift(range.firstCheckIn, 1)]).toBe(0)
  })
})

describe('members in rooms', () => {
  it('puts members in rooms: no more than the beds, one room a night, and takes them out', async () => {
    const { leader, memberIds } = await leaderWithGroup(4)
    const type = await roomType(10, 2)
    const stay = { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 2) }
    const first = (await call(leader.token, 'book', { roomTypeId: type, stay, rooms: 2 })).body.data
    const second = (await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: shift(range.firstCheckIn, 1), checkOut: shift(range.firstCheckIn, 3) }, rooms: 1 })).body.data
    const third = (await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: shift(range.firstCheckIn, 2), checkOut: shift(range.firstCheckIn, 3) }, rooms: 1 })).body.data

    expect((await call(leader.token, 'assign', { bookingId: first.id, room: 1, memberId: memberIds[0] })).status).toBe(200)
    const two = await call(leader.token, 'assign', { bookingId: first.id, room: 1, memberId: memberIds[1] })
    expect(two.body.data.occupants.map((occupant: { memberId: string }) => occupant.memberId)).toEqual([memberIds[0], memberIds[1]])
    const full = await call(leader.token, 'assign', { bookingId: first.id, room: 1, memberId: memberIds[2] })
    expect(full.status).toBe(409)
    expect(full.body.msg).toContain('2 beds')
    expect((await call(leader.token, 'assign', { bookingId: first.id, room: 3, memberId: memberIds[2] })).status).toBe(400)
    // The second booking shares a night with the first: the member already has a bed that night.
    const twice = await call(leader.token, 'assign', { bookingId: second.id, room: 1, memberId: memberIds[0] })
    expect(twice.status).toBe(409)
    expect(twice.body.msg).toContain('Guest a')
    // The third starts the day the first ends: no night shared.
    expect((await call(leader.token, 'assign', { bookingId: third.id, room: 1, memberId: memberIds[0] })).status).toBe(200)
    // Moving within a booking is allowed.
    const moved = await call(leader.token, 'assign', { bookingId: first.id, room: 2, memberId: memberIds[1] })
    expect(moved.body.data.occupants).toEqual([
      { room: 1, memberId: memberIds[0], name: 'Guest a' },
      { room: 2, memberId: memberIds[1], name: 'Guest b' },
    ])
    const out = await call(leader.token, 'unassign', { bookingId: first.id, memberId: memberIds[1] })
    expect(out.body.data.occupants).toHaveLength(1)
    expect((await call(leader.token, 'unassign', { bookingId: first.id, memberId: memberIds[1] })).status).toBe(404)
  })

  it('parallel assignments of one member to two overlapping bookings: one wins', async () => {
    const { leader, memberIds } = await leaderWithGroup(1)
    const type = await roomType(10, 2)
    const stay = { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 2) }
    const a = (await call(leader.token, 'book', { roomTypeId: type, stay, rooms: 1 })).body.data
    const b = (await call(leader.token, 'book', { roomTypeId: type, stay, rooms: 1 })).body.data
    const answers = await Promise.all([a, b, a, b].map((booking) => call(leader.token, 'assign', { bookingId: booking.id, room: 1, memberId: memberIds[0] })))
    const bookings = (await call(leader.token, 'bookings')).body.data as Array<{ occupants: unknown[] }>
    expect(bookings.reduce((sum, booking) => sum + booking.occupants.length, 0)).toBe(1)
    expect(answers.some((answer) => answer.status === 409)).toBe(true)
  })
})

describe('parking', () => {
  it('registers vehicles with checked plates, a driver and days, a pass code each, under the cap', async () => {
    const { leader, memberIds } = await leaderWithGroup(1)
    const days = [range.parkingFirstDay]
    const bad = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '沪I12345' }, driver: 'leader', days }, 'cn')
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors['vehicle.plate']).toContain('车牌')
    const foreign = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'foreign', plate: 'B-MW 1234' }, driver: 'leader', days })
    expect(foreign.body.data.fieldErrors['vehicle.country']).toBeTruthy()
    const outside = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '沪A12345' }, driver: 'leader', days: [shift(range.parkingFirstDay, -1)] })
    expect(outside.status).toBe(400)
    expect(outside.body.msg).toContain(range.parkingFirstDay)

    const car = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '沪a·12345' }, driver: 'leader', days })
    expect(car.status).toBe(200)
    expect(car.body.data).toMatchObject({ plate: '沪A12345', driver: 'leader', driverName: 'Buyer 0', days })
    expect(car.body.data.passCode).toMatch(/^P[A-Z0-9]{12}$/)
    const again = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '沪A 12345' }, driver: 'leader', days })
    expect(again.status).toBe(409)
    const plates = ['粤BD12345', '京A12345D', '粤Z1234港']
    for (const plate of plates) expect((await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate }, driver: memberIds[0], days })).status).toBe(200)
    // The cap (5): the fifth fits, the sixth does not.
    expect((await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'hongKong', plate: 'AB 1234' }, driver: 'leader', days })).status).toBe(200)
    const over = await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'macau', plate: 'MA-12-34' }, driver: 'leader', days })
    expect(over.status).toBe(409)
    expect(over.body.msg).toContain('5 vehicles')
    const list = (await call(leader.token, 'vehicles')).body.data as Array<{ id: string; driverName: string }>
    expect(list).toHaveLength(5)
    expect(list[1].driverName).toBe('Guest a')
    expect((await call(leader.token, 'removeVehicle', { id: list[0].id })).status).toBe(200)
    expect((await call(leader.token, 'removeVehicle', { id: list[0].id })).status).toBe(404)
  })

  it('holds the cap under parallel adds', async () => {
    const { leader } = await leaderWithGroup(0)
    const plates = ['沪A10001', '沪A10002', '沪A10003', '沪A10004', '沪A10005', '沪A10006', '沪A10007', '沪A10008']
    const answers = await Promise.all(plates.map((plate) => call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate }, driver: 'leader', days: [range.parkingFirstDay] })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect((await call(leader.token, 'vehicles')).body.data).toHaveLength(5)
  })
})

describe('who may not manage', () => {
  it('refuses a member who is not a leader, another group\'s leader and a leader without a group; nothing changes', async () => {
    const { leader, memberIds } = await leaderWithGroup(1)
    const type = await roomType(10)
    const booking = (await call(leader.token, 'book', { roomTypeId: type, stay: { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 1) }, rooms: 1 })).body.data
    const car = (await call(leader.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '苏E12345' }, driver: 'leader', days: [range.parkingFirstDay] })).body.data
    const [visitor] = await registered(server, 1, 'visitor')
    const { leader: other, memberIds: otherMembers } = await leaderWithGroup(1)
    const [noGroup] = await registered(server, 1, 'visitingGroup')

    const snapshot = async () => JSON.stringify([(await call(leader.token, 'bookings')).body.data, (await call(leader.token, 'vehicles')).body.data])
    const before = await snapshot()
    for (const [who, token] of [['visitor', visitor.token], ['other', other.token], ['noGroup', noGroup.token]] as const) {
      const expected = who === 'visitor' ? [403] : [404]
      const attempts = [
        call(token, 'bookings'),
        call(token, 'cancel', { id: booking.id }),
        call(token, 'assign', { bookingId: booking.id, room: 1, memberId: memberIds[0] }),
        call(token, 'assign', { bookingId: booking.id, room: 1, memberId: otherMembers[0] }),
        call(token, 'unassign', { bookingId: booking.id, memberId: memberIds[0] }),
        call(token, 'removeVehicle', { id: car.id }),
      ]
      for (const answer of await Promise.all(attempts)) {
        if (who === 'other' && answer.status === 200) {
          expect(answer.body.data).toEqual([]) // their own (empty) list, never ours
          continue
        }
        expect(expected).toContain(answer.status)
      }
      if (who === 'visitor') expect((await call(token, 'book', { roomTypeId: type, stay: { checkIn: range.firstCheckIn, checkOut: shift(range.firstCheckIn, 1) }, rooms: 1 })).status).toBe(403)
    }
    // Another group's leader cannot put their member in our room, nor use our member as their driver.
    expect((await call(other.token, 'addVehicle', { vehicle: { plateKind: 'mainland', plate: '苏E54321' }, driver: memberIds[0], days: [range.parkingFirstDay] })).status).toBe(404)
    expect((await call(leader.token, 'assign', { bookingId: booking.id, room: 1, memberId: otherMembers[0] })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('lists every group\'s bookings and vehicles for the organiser only', async () => {
    const key = (await createAdminKey(server.database.db, TENANT, 'lodging test')).key
    const bookings = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/lodging`, headers: { authorization: `Bearer ${key}`, 'tenant-id': TENANT }, query: { what: 'bookings' } })
    expect(bookings.status).toBe(200)
    expect(bookings.body.data.some((row: { groupName: string; leaderAccount: string }) => row.leaderAccount === 'leader@fairpass.example')).toBe(true)
    const vehicles = await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/lodging`, headers: { authorization: `Bearer ${key}`, 'tenant-id': TENANT }, query: { what: 'vehicles' } })
    expect(vehicles.body.data.find((row: { plate: string }) => row.plate === '闽D8A123')).toMatchObject({ passCode: 'PDEMO1020CAR1' })
    const [visitor] = await registered(server, 1, 'visitor')
    expect((await server.call({ method: 'GET', url: `/api/admin/exhibitions/${EXHIBITION}/lodging`, headers: auth(visitor.token) })).status).toBe(401)

  })
})
