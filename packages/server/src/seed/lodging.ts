import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { visitingGroupMembers, visitingGroups } from '../features/groups'
import { lodgingBookings, lodgingHotels, lodgingOccupants, lodgingRoomTypes, lodgingSettings, parkingVehicles } from '../features/lodging'
import { DEMO_TENANT } from './data'
import { DEMO_GROUP_JOIN_CODE } from './groups'
import { TICKETING_EXHIBITION } from './tickets'

/*
 * Lodging and parking at the ticketing fair (1020, issue 18). The fair runs 30–32 days after seeding; its two partner
 * hotels (the ones the public /hotel page recommends, whose lines are written from DEMO_HOTELS below) hold rooms from
 * the night before the fair to its last night: check-in from day 29, check-out by day 33. Parking passes are for the
 * three fair days, at most 5 vehicles a group. The demo leader's group already holds one booking (two twin rooms, two
 * members in one of them) and one car, so /stayManage and /parking show something at once.
 * Try the rules: the family room at Hongqiao has 2 left per night (book 3: refused); a check-in on day 28 is refused
 * with the range shown.
 */

const DAY_MS = 86_400_000
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10)

export interface DemoHotel {
  key: string
  nameCn: string
  nameEn: string
  addressCn: string
  addressEn: string
  /** How far from the halls, for the /hotel page. */
  distanceCn: string
  distanceEn: string
  roomTypes: Array<{ key: string; nameCn: string; nameEn: string; beds: number; priceFen: number; allotment: number }>
}

export const DEMO_HOTELS: readonly DemoHotel[] = [
  {
    key: 'ICEC',
    nameCn: '会展中心洲际酒店',
    nameEn: 'InterContinental Expo Centre',
    addressCn: '上海市青浦区崧泽大道 333 号',
    addressEn: '333 Songze Avenue, Qingpu, Shanghai',
    distanceCn: '步行 5 分钟',
    distanceEn: '5 minutes on foot',
    roomTypes: [
      { key: 'DK', nameCn: '豪华大床房', nameEn: 'Deluxe king room', beds: 1, priceFen: 88_000, allotment: 40 },
      { key: 'DT', nameCn: '豪华双床房', nameEn: 'Deluxe twin room', beds: 2, priceFen: 92_000, allotment: 30 },
      { key: 'ES', nameCn: '行政套房', nameEn: 'Executive suite', beds: 1, priceFen: 168_000, allotment: 4 },
    ],
  },
  {
    key: 'HQB',
    nameCn: '虹桥商务酒店',
    nameEn: 'Hongqiao Business Hotel',
    addressCn: '上海市闵行区申虹路 88 号',
    addressEn: '88 Shenhong Road, Minhang, Shanghai',
    distanceCn: '地铁 1 站',
    distanceEn: 'one metro stop',
    roomTypes: [
      { key: 'BK', nameCn: '商务大床房', nameEn: 'Business king room', beds: 1, priceFen: 52_000, allotment: 60 },
      { key: 'BT', nameCn: '商务双床房', nameEn: 'Business twin room', beds: 2, priceFen: 56_000, allotment: 60 },
      { key: 'FT', nameCn: '家庭三人房', nameEn: 'Family triple room', beds: 3, priceFen: 68_000, allotment: 2 },
    ],
  },
]

/** The /hotel page's line for a hotel: its distance and its lowest fair rate, from the same rows the leader books. */
export function hotelLine(hotel: DemoHotel, language: 'cn' | 'en'): string {
  const from = Math.min(...hotel.roomTypes.map((type) => type.priceFen)) / 100
  return language === 'cn' ? `${hotel.nameCn}：${hotel.distanceCn}，展会协议价 ¥${from} 起` : `${hotel.nameEn}: ${hotel.distanceEn}, fair rate from ¥${from}`
}

export async function seedLodging(db: Db, now: number): Promise<void> {
  const scope = { tenantId: DEMO_TENANT, exhibitionId: TICKETING_EXHIBITION }
  const day = (offset: number) => isoDay(now + offset * DAY_MS)
  await db.insert(lodgingSettings).values({ ...scope, firstCheckIn: day(29), lastCheckOut: day(33), parkingFirstDay: day(30), parkingLastDay: day(32), vehicleMax: 5 }).onConflictDoNothing()
  const types = new Map<string, string>()
  for (const [index, hotel] of DEMO_HOTELS.entries()) {
    const [row] = await db
      .insert(lodgingHotels)
      .values({ ...scope, key: hotel.key, nameCn: hotel.nameCn, nameEn: hotel.nameEn, addressCn: hotel.addressCn, addressEn: hotel.addressEn, sort: index + 1 })
      .returning({ id: lodgingHotels.id })
    const rows = await db
      .insert(lodgingRoomTypes)
      .values(hotel.roomTypes.map((type, sort) => ({ hotelId: row.id, ...type, sort: sort + 1 })))
      .returning({ id: lodgingRoomTypes.id, key: lodgingRoomTypes.key })
    for (const type of rows) types.set(`${hotel.key}/${type.key}`, type.id)
  }

  // The demo leader's group: two twin rooms at Hongqiao for the three fair nights, 王磊 and 赵明 sharing room 1; a car.
  const [group] = await db
    .select({ id: visitingGroups.id })
    .from(visitingGroups)
    .where(and(eq(visitingGroups.tenantId, DEMO_TENANT), eq(visitingGroups.joinCode, DEMO_GROUP_JOIN_CODE)))
  if (!group) return
  const members = await db.select({ id: visitingGroupMembers.id, name: visitingGroupMembers.name }).from(visitingGroupMembers).where(eq(visitingGroupMembers.groupId, group.id))
  const memberId = (name: string) => members.find((member) => member.name === name)?.id
  const [booking] = await db
    .insert(lodgingBookings)
    .values({ groupId: group.id, roomTypeId: types.get('HQB/BT')!, checkIn: day(29), checkOut: day(32), rooms: 2 })
    .returning({ id: lodgingBookings.id })
  const sharing = ['王磊', '赵明'].map(memberId).filter((id): id is string => Boolean(id))
  if (sharing.length) await db.insert(lodgingOccupants).values(sharing.map((id) => ({ bookingId: booking.id, memberId: id, room: 1 })))
  await db.insert(parkingVehicles).values({ groupId: group.id, plateKind: 'mainland', plate: '闽D8A123', country: null, driverMemberId: null, days: [day(30), day(31)], passCode: 'PDEMO1020CAR1' })
}
