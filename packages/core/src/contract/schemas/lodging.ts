import { z } from 'zod'

export const lodgingRangeSchema = z.object({
  /** The first day a stay may start. */
  firstCheckIn: z.string(),
  /** The last day a stay may end (check-out). */
  lastCheckOut: z.string()
})

export const roomTypeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  beds: z.number(),
  /** Per room and night, in fen. */
  priceFen: z.number(),
  /** Rooms the hotel holds for the fair each night. */
  allotment: z.number(),
  /** Rooms still free on each night of the range (key: the night's day). */
  left: z.record(z.string(), z.number())
})

export const hotelViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  roomTypes: z.array(roomTypeViewSchema)
})

export const lodgingOptionsSchema = z.object({
  /** null when the exhibition offers no lodging. */
  range: lodgingRangeSchema.nullable(),
  hotels: z.array(hotelViewSchema),
  parking: z.object({
    firstDay: z.string(),
    lastDay: z.string(),
    vehicleMax: z.number()
  }).nullable(),
  /** Members of the group who may be put in a room or drive. */
  members: z.array(z.object({
    id: z.string(),
    name: z.string()
  })),
  /** The leader's own name, offered as a driver. */
  leaderName: z.string()
})

export const lodgingOccupantSchema = z.object({
  room: z.number(),
  memberId: z.string(),
  name: z.string()
})

export const lodgingBookingViewSchema = z.object({
  id: z.string(),
  hotelName: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  beds: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  rooms: z.number(),
  priceFen: z.number(),
  /** rooms × nights × priceFen, paid at the hotel. */
  totalFen: z.number(),
  occupants: z.array(lodgingOccupantSchema),
  createdAt: z.string()
})

export const vehicleViewSchema = z.object({
  id: z.string(),
  plateKind: z.enum(['mainland', 'hongKong', 'macau', 'foreign']),
  plate: z.string(),
  country: z.string().nullable(),
  /** 'leader' or the member's id. */
  driver: z.string(),
  driverName: z.string(),
  days: z.array(z.string()),
  /** What the pass's QR carries and the gate scans. */
  passCode: z.string()
})

export const adminLodgingBookingSchema = lodgingBookingViewSchema.extend({
  groupName: z.string(),
  leaderAccount: z.string()
})

export const adminVehicleSchema = vehicleViewSchema.extend({
  groupName: z.string(),
  leaderAccount: z.string()
})
