import type { z } from 'zod'
import type * as S from './schemas/lodging'
/*
 * Lodging and parking of a visiting group (issue 18, `<fair-group-manager>` /stayManage, /selectRoomPersonList,
 * /parking). The organiser gives each partner hotel of the fair (the same hotels the public /hotel page describes) room
 * types with beds, a price per night and an allotment of rooms per night, and the exhibition a lodging date range
 * (spec §5: "There is a date-range limit on lodging"). A group leader books rooms for the group inside that range,
 * puts members in the rooms, and registers the group's vehicles for parking passes.
 *
 * A booking is a reservation held at the fair rate and paid at the hotel on arrival: nothing is paid through orders.
 * As with contract/groups.ts, the group is always the caller's own (found from the token, never read from the request);
 * a booking, member or vehicle id of another group answers 404 and changes nothing; a caller without a visitingGroup
 * registration at the exhibition is refused 403. Dates are ISO days (YYYY-MM-DD) of the fair's city; money is in fen.
 */

const CLIENT = '/api/ef-registration-client/visitingGroup'

export const LODGING_PATHS = {
  /** GET ?exhibitionId → LodgingOptions: the date range, hotels and room types with rooms left per night, the parking rules. */
  options: `${CLIENT}/lodging/options`,
  /** GET ?exhibitionId → LodgingBookingView[]: the group's bookings with their occupants. */
  bookings: `${CLIENT}/lodging/list`,
  /** POST LodgingBookRequest → LodgingBookingView; 400 outside the date range, 409 when fewer rooms are left. */
  book: `${CLIENT}/lodging/book`,
  /** POST LodgingRefRequest → { cancelled: true }: the booking and its room assignments go; the rooms are free again. */
  cancel: `${CLIENT}/lodging/cancel`,
  /** POST LodgingAssignRequest → LodgingBookingView; 409 when the room's beds are taken or the member has a room on one of its nights. */
  assign: `${CLIENT}/lodging/assign`,
  /** POST LodgingUnassignRequest → LodgingBookingView. */
  unassign: `${CLIENT}/lodging/unassign`,
  /** GET ?exhibitionId → VehicleView[]: the group's vehicles with their pass codes. */
  vehicles: `${CLIENT}/parking/list`,
  /** POST VehicleAddRequest → VehicleView; 409 at the group's vehicle cap or for a plate already registered. */
  addVehicle: `${CLIENT}/parking/add`,
  /** POST LodgingRefRequest → { removed: true }: the vehicle and its pass go. */
  removeVehicle: `${CLIENT}/parking/remove`,
} as const

/** The organiser's listing (`npm run admin -- lodging`): GET with ?what=bookings|vehicles. */
export const ADMIN_LODGING_PATH = '/api/admin/exhibitions/:exhibitionId/lodging'

export type LodgingRange = z.infer<typeof S.lodgingRangeSchema>

export type RoomTypeView = z.infer<typeof S.roomTypeViewSchema>

export type HotelView = z.infer<typeof S.hotelViewSchema>

export type LodgingOptions = z.infer<typeof S.lodgingOptionsSchema>

export type LodgingOccupant = z.infer<typeof S.lodgingOccupantSchema>

export type LodgingBookingView = z.infer<typeof S.lodgingBookingViewSchema>

export type VehicleView = z.infer<typeof S.vehicleViewSchema>

export type AdminLodgingBooking = z.infer<typeof S.adminLodgingBookingSchema>

export type AdminVehicle = z.infer<typeof S.adminVehicleSchema>
