import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { HotelView, LodgingBookingView, LodgingOptions, LodgingRange, RoomTypeView } from '@fairpass/core/contract'
import { createForm, lastPart } from '@fairpass/core/forms'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { formatRmb } from '@fairpass/core/utils'
import { assignMember, bookRooms, cancelBooking, fetchBookings, fetchOptions, unassignMember } from './api'
import { formatDay } from './format'

/** The hotels, room types with rooms left, the date range and the group's members: what the forms choose from. */
export const optionsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchOptions(ref), { isEmpty: () => false }))
export const bookingsOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchBookings(ref)))

type Emit = AreaInstance['emit']

const DAY_MS = 86_400_000

/** Nights between two ISO days (0 when either is not a day or check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS
  return Number.isInteger(nights) && nights > 0 ? nights : 0
}

/** The fewest rooms left of a type over a stay's nights (what may still be booked), or its allotment when no stay yet. */
export function leftFor(type: Pick<RoomTypeView, 'left' | 'allotment'>, checkIn: string, checkOut: string): number {
  const nights = nightsBetween(checkIn, checkOut)
  const days = Object.keys(type.left).filter((night) => night >= checkIn && night < checkOut)
  if (nights === 0 || days.length < nights) return Math.min(...Object.values(type.left), type.allotment)
  return Math.min(...days.map((night) => type.left[night]))
}

/** The range check the server makes, made first here so the leader sees the range before sending. */
export function outsideRange(range: LodgingRange, checkIn: string, checkOut: string): { checkIn?: boolean; checkOut?: boolean } {
  return { checkIn: checkIn !== '' && checkIn < range.firstCheckIn, checkOut: checkOut !== '' && checkOut > range.lastCheckOut }
}

export interface BookingValues {
  hotelId: string
  roomTypeId: string
  checkIn: string
  checkOut: string
  rooms: string
}

export const EMPTY_BOOKING: BookingValues = { hotelId: '', roomTypeId: '', checkIn: '', checkOut: '', rooms: '1' }

const roomsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export const bookingInput = (values: BookingValues) => ({ roomTypeId: values.roomTypeId, stay: { checkIn: values.checkIn.trim(), checkOut: values.checkOut.trim() }, rooms: roomsOf(values.rooms) })

/** The form's field for a schema or server path (stay.checkIn → checkIn, roomTypeId stays). */
const fieldOf = (path: string) => lastPart(path)

export function createBookingForm(ref: ExhibitionRef, range: () => LodgingRange | null) {
  return createForm<BookingValues>(EMPTY_BOOKING, async (values) => {
    const { lodgingBookSchema, fieldErrors } = await loadValidation()
    const language = $language.get()
    const parsed = lodgingBookSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: language, ...bookingInput(values) })
    const errors: Record<string, string> = {}
    if (!parsed.success) for (const [path, message] of Object.entries(fieldErrors(parsed.error, language))) errors[fieldOf(path)] ??= message
    if (!values.hotelId) errors.hotelId = t('lodging.stay.choose')
    const limits = range()
    if (limits) {
      const outside = outsideRange(limits, values.checkIn.trim(), values.checkOut.trim())
      const text = t('lodging.stay.outside', { from: formatDay(limits.firstCheckIn, language), to: formatDay(limits.lastCheckOut, language) })
      if (outside.checkIn) errors.checkIn = text
      if (outside.checkOut) errors.checkOut = text
    }
    return Object.keys(errors).length ? errors : null
  })
}
export type BookingForm = ReturnType<typeof createBookingForm>

export const hotelIn = (options: LodgingOptions | null, id: string): HotelView | null => options?.hotels.find((hotel) => hotel.id === id) ?? null

/** Books; a refusal (outside the range, too few rooms left) stays beside the form with what was typed. */
export async function book(ref: ExhibitionRef, form: BookingForm, emit: Emit): Promise<LodgingBookingView | null> {
  const booked = await form.submit((values) => bookRooms(ref, bookingInput(values)), { fields: fieldOf })
  if (!booked) return null
  optionsOf(ref).invalidate()
  const list = bookingsOf(ref).$store.get().data
  bookingsOf(ref).set([...(list ?? []), booked])
  bookingsOf(ref).invalidate()
  form.fill({ ...form.$form.get().values, rooms: '1' })
  emit('fair-lodging-booked', { exhibitionId: ref.exhibitionId, bookingId: booked.id, rooms: booked.rooms, nights: booked.nights, totalFen: booked.totalFen })
  notify(t('lodging.stay.booked', { rooms: booked.rooms, name: booked.roomTypeName }), 'success')
  return booked
}

/** The estimate under the form: rooms × nights × the room type's price. */
export function estimate(type: Pick<RoomTypeView, 'priceFen'> | null, values: BookingValues): { rooms: number; nights: number; total: string } | null {
  const rooms = roomsOf(values.rooms)
  const nights = nightsBetween(values.checkIn, values.checkOut)
  if (!type || !nights || !Number.isInteger(rooms) || rooms < 1) return null
  return { rooms, nights, total: formatRmb(type.priceFen * rooms * nights) }
}

/** A row's action under way and its refusal, worded beside the row. */
export const $rowAction = atom<{ busy: string; refusal: string; at: string }>({ busy: '', refusal: '', at: '' })

async function rowAction<T>(key: string, work: () => Promise<T>): Promise<T | null> {
  if ($rowAction.get().busy) return null
  $rowAction.set({ busy: key, refusal: '', at: key })
  try {
    const answer = await work()
    $rowAction.set({ busy: '', refusal: '', at: '' })
    return answer
  } catch (error) {
    $rowAction.set({ busy: '', refusal: refusalOf(error).message || t('core.networkError'), at: key })
    return null
  }
}

export async function cancel(ref: ExhibitionRef, booking: LodgingBookingView, emit: Emit): Promise<boolean> {
  const done = await rowAction(`cancel:${booking.id}`, () => cancelBooking(ref, booking.id))
  if (!done) return false
  const list = bookingsOf(ref).$store.get().data
  if (list) bookingsOf(ref).set(list.filter((each) => each.id !== booking.id))
  bookingsOf(ref).invalidate()
  optionsOf(ref).invalidate()
  emit('fair-lodging-cancelled', { exhibitionId: ref.exhibitionId, bookingId: booking.id })
  notify(t('lodging.stay.cancelled'), 'success')
  return true
}

function replaced(ref: ExhibitionRef, booking: LodgingBookingView) {
  const list = bookingsOf(ref).$store.get().data
  if (list) bookingsOf(ref).set(list.map((each) => (each.id === booking.id ? booking : each)))
}

export async function assign(ref: ExhibitionRef, bookingId: string, room: number, member: { id: string; name: string }): Promise<boolean> {
  const booking = await rowAction(`room:${room}`, () => assignMember(ref, bookingId, room, member.id))
  if (!booking) return false
  replaced(ref, booking)
  notify(t('lodging.rooms.assigned', { name: member.name, n: room }), 'success')
  return true
}

export async function unassign(ref: ExhibitionRef, bookingId: string, room: number, memberId: string): Promise<boolean> {
  const booking = await rowAction(`room:${room}`, () => unassignMember(ref, bookingId, memberId))
  if (!booking) return false
  replaced(ref, booking)
  return true
}

/** The members not yet in this booking: who may be put in one of its rooms. */
export function unassigned(members: ReadonlyArray<{ id: string; name: string }>, booking: Pick<LodgingBookingView, 'occupants'>) {
  const taken = new Set(booking.occupants.map((occupant) => occupant.memberId))
  return members.filter((member) => !taken.has(member.id))
}
