import * as z from 'zod/mini'
import { isIsoDate } from './profile'
import { idSchema, languageTypeSchema } from './requests'
import { requiredOr } from './rules'

/*
 * Lodging and parking of a visiting group (issue 18, contract/lodging.ts), checked by the pages before sending and by
 * the server on arrival. The exhibition's own limits (its lodging date range, the rooms left, the vehicle cap) are the
 * server's to check; these schemas hold what is true at every fair: dates are real days, a stay is at least a night,
 * a plate reads as a plate of the kind chosen.
 */

/** Rooms one booking may take (a group books more with a second booking). */
export const LODGING_ROOMS_MAX = 20
/** Vehicles a group may register when the exhibition configures none (`functionConfig.groupVehicleMax`). */
export const PARKING_VEHICLES_DEFAULT_MAX = 5
/** Days one vehicle's pass may name. */
export const PARKING_DAYS_MAX = 14

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const uuid = (message = 'validation.invalid') => z.string({ error: requiredOr(message) }).check(z.trim(), z.uuid(message))
const isoDay = (message: string) => z.string({ error: requiredOr(message) }).check(z.trim(), z.refine(isIsoDate, message))

export const lodgingScopeSchema = z.object(scope)
export type LodgingScopeRequest = z.infer<typeof lodgingScopeSchema>

/** A stay: check-in and check-out days (ISO, the hotel's local days), check-out after check-in. */
export const stayFields = z
  .object({
    checkIn: isoDay('validation.lodging.checkIn'),
    checkOut: isoDay('validation.lodging.checkOut'),
  })
  .check(z.refine((stay) => !isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut) || stay.checkOut > stay.checkIn, { message: 'validation.lodging.nights', path: ['checkOut'] }))

export const lodgingBookSchema = z.object({
  ...scope,
  roomTypeId: uuid('validation.lodging.roomType'),
  stay: stayFields,
  rooms: z.number({ error: requiredOr('validation.lodging.rooms') }).check(
    z.int('validation.lodging.rooms'),
    z.gte(1, 'validation.lodging.rooms'),
    z.lte(LODGING_ROOMS_MAX, 'validation.lodging.rooms'),
  ),
})
export type LodgingBookRequest = z.infer<typeof lodgingBookSchema>

export const lodgingRefSchema = z.object({ ...scope, id: uuid() })
export type LodgingRefRequest = z.infer<typeof lodgingRefSchema>

/** Who sleeps in one room of a booking (rooms are numbered 1…rooms). */
export const lodgingAssignSchema = z.object({
  ...scope,
  bookingId: uuid(),
  room: z.number({ error: requiredOr('validation.invalid') }).check(z.int('validation.invalid'), z.gte(1, 'validation.invalid'), z.lte(LODGING_ROOMS_MAX, 'validation.invalid')),
  memberId: uuid('validation.lodging.member'),
})
export type LodgingAssignRequest = z.infer<typeof lodgingAssignSchema>

export const lodgingUnassignSchema = z.object({ ...scope, bookingId: uuid(), memberId: uuid() })
export type LodgingUnassignRequest = z.infer<typeof lodgingUnassignSchema>

/* Plates. */

export const PLATE_KINDS = ['mainland', 'hongKong', 'macau', 'foreign'] as const
export type PlateKind = (typeof PLATE_KINDS)[number]

/** The provinces' one-character abbreviations a mainland plate starts with. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
/** Letters of a plate's serial: I and O are never issued (they read as 1 and 0). */
const SERIAL = 'A-HJ-NP-Z0-9'
const MAINLAND_PATTERNS = [
  // Ordinary (blue or yellow): province, issuing-office letter, 5 serial characters; the last may mark a trailer,
  // a learner, police, or a Guangdong cross-border car registered in Hong Kong or Macau.
  new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][${SERIAL}]{4}[${SERIAL}挂学警港澳]$`),
  // New-energy, 8 characters. Small vehicles: D (electric) or F (hybrid) and a serial letter or digit, then 4 digits.
  new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][DF][${SERIAL}][0-9]{4}$`),
  // New-energy, large vehicles: 5 digits, then D or F.
  new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][0-9]{5}[DF]$`),
]
/** Hong Kong: up to two letters (no I, O or Q) and 1 to 4 digits, or a personalised plate of up to 8 letters and digits. */
const HONG_KONG_PATTERNS = [/^[A-HJ-NPR-Z]{0,2}[1-9][0-9]{0,3}$/, /^[A-Z0-9]{2,8}$/]
/** Macau: M and a letter, or two letters, then 2 + 2 digits (MA-12-34, written here without dashes). */
const MACAU_PATTERN = /^[A-Z]{1,2}[0-9]{4}$/
/**
 * Foreign plates: the plate as issued, 2 to 10 Latin letters and digits with at least one digit (spaces, dashes and
 * dots are dropped), together with the issuing country's two-letter ISO code. Not checked further: every country
 * writes its own. (Driving on one in the mainland needs a temporary Chinese licence; the gate checks that.)
 */
const FOREIGN_PATTERN = /^(?=.*[0-9])[A-Z0-9]{2,10}$/
const COUNTRY = /^[A-Z]{2}$/

/** The plate as stored and compared: upper case, without spaces, dashes, dots or the middle dot of 沪A·12345. */
export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s\-.·•・]/g, '')
}

export function isPlate(kind: PlateKind, plate: string): boolean {
  const value = normalizePlate(plate)
  switch (kind) {
    case 'mainland':
      return MAINLAND_PATTERNS.some((pattern) => pattern.test(value))
    case 'hongKong':
      return HONG_KONG_PATTERNS.some((pattern) => pattern.test(value))
    case 'macau':
      return MACAU_PATTERN.test(value)
    case 'foreign':
      return FOREIGN_PATTERN.test(value)
  }
}

/** The plate fields of a vehicle: kind, plate (normalised) and, for a foreign plate, its country. */
export const plateFields = z
  .object({
    plateKind: z.enum(PLATE_KINDS, 'validation.parking.plateKind'),
    plate: z.string({ error: requiredOr('validation.parking.plate') }).check(z.trim(), z.maxLength(20, 'validation.parking.plate'), z.overwrite(normalizePlate)),
    country: z.optional(z.string({ error: 'validation.parking.country' }).check(z.trim(), z.toUpperCase())),
  })
  .check(
    z.refine((vehicle) => isPlate(vehicle.plateKind, vehicle.plate), { message: 'validation.parking.plate', path: ['plate'] }),
    z.refine((vehicle) => vehicle.plateKind !== 'foreign' || COUNTRY.test(vehicle.country ?? ''), { message: 'validation.parking.country', path: ['country'] }),
  )
export type PlateInput = z.infer<typeof plateFields>

/** The driver is the leader (`leader`) or one of the group's members (their member id). */
export const driverSchema = z.union([z.literal('leader'), uuid('validation.parking.driver')], 'validation.parking.driver')

export const vehicleAddSchema = z.object({
  ...scope,
  vehicle: plateFields,
  driver: driverSchema,
  days: z
    .array(isoDay('validation.parking.days'), 'validation.parking.days')
    .check(
      z.minLength(1, 'validation.parking.days'),
      z.maxLength(PARKING_DAYS_MAX, 'validation.parking.days'),
      z.refine((days) => new Set(days).size === days.length, 'validation.parking.days'),
    ),
})
export type VehicleAddRequest = z.infer<typeof vehicleAddSchema>

export const adminLodgingListSchema = z.object({ what: z._default(z.enum(['bookings', 'vehicles'], 'validation.invalid'), 'bookings') })
