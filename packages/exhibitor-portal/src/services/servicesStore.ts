import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { ServiceCategoryView, ServiceKind, ServiceReservationView } from '@fairpass/core/contract'
import { loadValidation } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { createForm } from '../shared/form'
import { deleteReservations, fetchServiceCategories, fetchServiceReservation, fetchServiceReservations, reserveServices } from './servicesApi'

/** What may be booked on one page (all kinds when `kind` is undefined), with prices and what is left. */
export const categoriesOf = perExhibition((ref, kind: ServiceKind | 'all') => resource(() => fetchServiceCategories(ref, kind === 'all' ? undefined : kind)))

/** The company's reservations of one kind (or all), newest first. */
export const reservationsOf = perExhibition((ref, kind: ServiceKind | 'all') => resource(() => fetchServiceReservations(ref, kind === 'all' ? undefined : kind)))

export const reservationOf = perExhibition((ref, id: string) => resource(() => fetchServiceReservation(ref, id)))

/** After a reservation or a deletion the stock and the lists of every kind are stale (a reservation may mix kinds). */
function reservationsChanged(ref: ExhibitionRef): void {
  for (const kind of ['all', 'service', 'ad', 'translator'] as const) {
    categoriesOf(ref, kind).invalidate()
    reservationsOf(ref, kind).invalidate()
  }
}

/** The reservation whose order is `orderId` (the way back from the cashier names the order, not the reservation). */
export const reservationByOrder = (list: ServiceReservationView[] | null, orderId: string) => list?.find((row) => row.orderId === orderId) ?? null

export type Availability = 'unlimited' | 'available' | 'soldOut'

/** Ads have a stock, translators a number a day; an item with nothing left is shown sold out and cannot be chosen. */
export function availabilityOf(category: ServiceCategoryView): Availability {
  if (category.kind === 'translator') return category.days.some((day) => day.remaining > 0) ? 'available' : 'soldOut'
  if (category.remaining === null) return 'unlimited'
  return category.remaining > 0 ? 'available' : 'soldOut'
}

export interface ReserveValues {
  quantity: string
  date: string
  note: string
}

export const EMPTY_RESERVE: ReserveValues = { quantity: '1', date: '', note: '' }

/** The request the shared schema reads: one category per reservation (one order to pay). */
export const reserveInput = (category: ServiceCategoryView, values: ReserveValues) => ({
  items: [{ categoryId: category.id, quantity: Number(values.quantity.trim() || NaN), date: category.kind === 'translator' ? values.date || null : null }],
  note: values.note,
})

/** The form's field for a path of the server's answer (`items.0.quantity` → quantity). */
const fieldOf = (path: string) => {
  if (path.endsWith('quantity')) return 'quantity'
  if (path.endsWith('date')) return 'date'
  if (path === 'note') return 'note'
  return '_form'
}

export function createReserveForm(ref: ExhibitionRef, category: ServiceCategoryView) {
  return createForm<ReserveValues>(EMPTY_RESERVE, async (values) => {
    const { serviceReserveSchema, fieldErrors } = await loadValidation()
    const parsed = serviceReserveSchema.safeParse({ exhibitionId: ref.exhibitionId, languageType: $language.get(), ...reserveInput(category, values) })
    if (parsed.success) {
      // The schema lets a translator's day be left out (a service has none): the page asks for it before the server does.
      if (category.kind === 'translator' && !values.date) return { date: t('exh.services.chooseDay') }
      return null
    }
    const errors = fieldErrors(parsed.error, $language.get())
    const named: Record<string, string> = {}
    for (const [path, message] of Object.entries(errors)) {
      const field = fieldOf(path)
      if (!(field in named)) named[field] = message
    }
    return named
  })
}
export type ReserveForm = ReturnType<typeof createReserveForm>

/**
 * Reserves; the server holds the stock at once (or says that the last one went to another company: that refusal
 * lands beside the form, what was typed stays, and the stock shown is asked again).
 */
export async function reserve(ref: ExhibitionRef, category: ServiceCategoryView, form: ReserveForm): Promise<ServiceReservationView | null> {
  const made = await form.submit((values) => reserveServices(ref, reserveInput(category, values)), { fields: fieldOf })
  reservationsChanged(ref)
  if (!made) return null
  reservationOf(ref, made.id).set(made)
  form.fill(EMPTY_RESERVE)
  notify(t('exh.services.reserved', { name: category.name }), 'success')
  return made
}

export const $servicesAction = atom<'delete' | null>(null)

/** Unpaid reservations deleted, all or none (the server's refusal, e.g. one paid meanwhile, is told by the HTTP layer). */
export async function deleteUnpaid(ref: ExhibitionRef, ids: string[]): Promise<boolean> {
  if ($servicesAction.get()) return false
  $servicesAction.set('delete')
  try {
    const deleted = await deleteReservations(ref, ids)
    for (const row of deleted) reservationOf(ref, row.id).set(row)
    notify(t('exh.services.deleted', { n: deleted.length }), 'success')
    return true
  } catch {
    return false
  } finally {
    reservationsChanged(ref)
    $servicesAction.set(null)
  }
}
