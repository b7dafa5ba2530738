import type { ExhibitionRef } from '@fairpass/core/area'
import { http } from '@fairpass/core/http'
import { EXHIBITOR_SERVICE_PATHS as P, type ServiceCategoryView, type ServiceKind, type ServiceReservationView } from '@fairpass/core/contract'
import type { ServiceReserveRequest } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The calls of the paid services pages (issue 17: /serviceOrder, /adsBooking, /translateBooking), at the paths of the
 * shared contract (core/contract/exhibitorServices.ts). Paying is not here: a reservation's order is paid through the
 * ticket-buy area's pages, reached by route.
 */

const kindQuery = (kind?: ServiceKind) => (kind ? { kind } : {})

export const fetchServiceCategories = (ref: ExhibitionRef, kind?: ServiceKind) => http.get<ServiceCategoryView[]>(P.serviceCategories, { ...scopeOf(ref), ...kindQuery(kind) })
export const fetchServiceReservations = (ref: ExhibitionRef, kind?: ServiceKind) => http.get<ServiceReservationView[]>(P.serviceReservations, { ...scopeOf(ref), ...kindQuery(kind) })
export const fetchServiceReservation = (ref: ExhibitionRef, id: string) => http.get<ServiceReservationView>(P.serviceReservation, { ...scopeOf(ref), id })
export const reserveServices = (ref: ExhibitionRef, request: Pick<ServiceReserveRequest, 'items' | 'note'>) =>
  http.post<ServiceReservationView>(P.serviceReserve, { ...scopeOf(ref), ...request })
export const deleteReservations = (ref: ExhibitionRef, ids: string[]) => http.post<ServiceReservationView[]>(P.serviceBatchDelete, { ...scopeOf(ref), ids })
