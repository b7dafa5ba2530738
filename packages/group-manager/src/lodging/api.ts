import type { ExhibitionRef } from '@fairpass/core/area'
import { LODGING_PATHS as L, type LodgingBookingView, type LodgingOptions, type VehicleView } from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import type { LodgingBookRequest, VehicleAddRequest } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The lodging and parking calls of <fair-group-manager> (core/contract/lodging.ts). The group is the caller's own,
 * found by the server from the token. Refusals of the buttons on a listed row (a full room, a member with a room that
 * night) are worded beside the row, so those calls show no notice of their own.
 */

const quiet = createStrictHttp()

type Scope = 'tenantId' | 'exhibitionId' | 'languageType'

export const fetchOptions = (ref: ExhibitionRef) => quiet.get<LodgingOptions>(L.options, scopeOf(ref))
export const fetchBookings = (ref: ExhibitionRef) => http.get<LodgingBookingView[]>(L.bookings, scopeOf(ref))
export const bookRooms = (ref: ExhibitionRef, request: Omit<LodgingBookRequest, Scope>) => http.post<LodgingBookingView>(L.book, { ...scopeOf(ref), ...request })
export const cancelBooking = (ref: ExhibitionRef, id: string) => quiet.post<{ cancelled: true }>(L.cancel, { ...scopeOf(ref), id })
export const assignMember = (ref: ExhibitionRef, bookingId: string, room: number, memberId: string) =>
  quiet.post<LodgingBookingView>(L.assign, { ...scopeOf(ref), bookingId, room, memberId })
export const unassignMember = (ref: ExhibitionRef, bookingId: string, memberId: string) => quiet.post<LodgingBookingView>(L.unassign, { ...scopeOf(ref), bookingId, memberId })
export const fetchVehicles = (ref: ExhibitionRef) => http.get<VehicleView[]>(L.vehicles, scopeOf(ref))
export const addVehicle = (ref: ExhibitionRef, request: Omit<VehicleAddRequest, Scope>) => http.post<VehicleView>(L.addVehicle, { ...scopeOf(ref), ...request })
export const removeVehicle = (ref: ExhibitionRef, id: string) => quiet.post<{ removed: true }>(L.removeVehicle, { ...scopeOf(ref), id })
