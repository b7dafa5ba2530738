import { exhibitionKey, type ExhibitionRef } from '@fairpass/core/area'
import type { TicketTypeView } from '@fairpass/core/contract'
import { fetchTicketType, fetchTicketTypes } from '../api'
import { perExhibition, resource, type Resource } from '@fairpass/core/resource'
import { formatDate, formatFairDateTime } from '@fairpass/core/utils'

const noExhibition = () => Promise.reject(new Error('The element names no exhibition'))

/**
 * The types a link of an exhibition offers, as last loaded: one list per exhibition and registration link, so two
 * elements of two exhibitions (or links) keep their own. Ticket types are the same for everyone: a sign-in keeps them.
 */
export const ticketTypesOf = perExhibition((ref: ExhibitionRef | null, registerLinkId: string) =>
  resource(() => (ref ? fetchTicketTypes(ref, registerLinkId || undefined).then((types) => types ?? []) : noExhibition()), { public: true }),
)
const listsShown = new Map<string, Resource<TicketTypeView[]>[]>()

/** A type the exhibition's lists already show, to stay on screen while its details load. */
function shownInLists(ref: ExhibitionRef | null, id: string): TicketTypeView | null {
  for (const list of listsShown.get(exhibitionKey(ref)) ?? []) {
    const type = list.$store.get().data?.find((each) => each.id === id)
    if (type) return type
  }
  return null
}

/** One type of an exhibition in full, as last loaded. */
export const ticketTypeOf = perExhibition((ref: ExhibitionRef | null, id: string) =>
  resource(() => (ref ? fetchTicketType(ref, id) : noExhibition()), { public: true, placeholder: () => shownInLists(ref, id) }),
)

/** The types the link offers, with their stock as the server counts it now (sold out shows before paying). */
export async function loadTicketTypes(ref: ExhibitionRef | null, registerLinkId: string | undefined): Promise<void> {
  const list = ticketTypesOf(ref, registerLinkId ?? '')
  const shown = listsShown.get(exhibitionKey(ref)) ?? []
  if (!shown.includes(list)) listsShown.set(exhibitionKey(ref), [...shown, list])
  await list.load()
}

/** One type in full; a type the exhibition's lists already show stays on screen while it loads. */
export async function loadTicketType(ref: ExhibitionRef | null, id: string): Promise<void> {
  await ticketTypeOf(ref, id).load()
}

/** Why a type cannot be bought now, or null when it can. */
export function unavailability(type: TicketTypeView): 'soldOut' | 'notStarted' | 'ended' | null {
  if (type.saleState === 'notStarted') return 'notStarted'
  if (type.saleState === 'ended') return 'ended'
  if (type.soldOut || type.remaining === 0) return 'soldOut'
  return null
}

/** "17 Sep 2025 – 22 Sep 2025" / "2025年9月17日 – 2025年9月22日"; one day shows once. */
export function formatDateRange(from: string, to: string, language: 'cn' | 'en'): string {
  const a = formatDay(from, language)
  const b = formatDay(to, language)
  return a === b ? a : `${a} – ${b}`
}

/** "17 Sept 2025" / "2025年9月17日": a calendar day of the fair (the date part of what the server sent), per locale. */
export function formatDay(iso: string, language: 'cn' | 'en'): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0]
  return day ? formatDate(day, language) : iso
}

/**
 * A timestamp to the minute on the fair's clock, per locale: an order's time agrees with the date in its number and a
 * refund deadline with the ticket days, on a phone abroad too.
 */
export function formatDateTime(iso: string, language: 'cn' | 'en'): string {
  return formatFairDateTime(iso, language) || iso
}
