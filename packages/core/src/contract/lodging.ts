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

export interface LodgingRange {
  /** The first day a stay may start. */
  firstCheckIn: string
  /** The last day a stay may end (check-out). */
  lastCheckOut: string
}

export interface RoomTypeView {
  id: string
  name: string
  beds: number
  /** Per room and night, in fen. */
  priceFen: number
  /** Rooms the hotel holds for the fair each night. */
  allotment: number
  /** Rooms still free on each night of the range (key: the night's day). */
  left: Record<string, number>
}

export interface HotelView {
  id: string
  name: string
  address: string
  roomTypes: RoomTypeView[]
}

export interface LodgingOptions {
  /** null when the exhibition offers no lodging. */
  range: LodgingRange | null
  hotels: HotelView[]
  parking: { firstDay: string; lastDay: string; vehicleMax: number } | null
  /** Members of the group who may be put in a room or drive. */
  members: Array<{ id: string; name: string }>
  /** The leader's own name, offered as a driver. */
  leaderName: string
}

export interface LodgingOccupant {
  room: number
  memberId: string
  name: string
}

export interface LodgingBookingView {
  id: string
  hotelName: string
  roomTypeId: string
  roomTypeName: string
  beds: number
  checkIn: string
  checkOut: string
  nights: number
  rooms: number
  priceFen: number
  /** rooms × nights × priceFen, paid at the hotel. */
  totalFen: number
  occupants: LodgingOccupant[]
  createdAt: string
}

export interface VehicleView {
  id: string
  plateKind: 'mainland' | 'hongKong' | 'macau' | 'foreign'
  plate: string
  country: string | null
  /** 'leader' or the member's id. */
  driver: string
  driverName: string
  days: string[]
  /** What the pass's QR carries and the gate scans. */
  passCode: string
}

export interface AdminLodgingBooking extends LodgingBookingView {
  groupName: string
  leaderAccount: string
}

export interface AdminVehicle extends VehicleView {
  groupName: string
  leaderAccount: string
}
