import { atom, type WritableAtom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { TicketTypeView } from '@fairpass/core/contract'
import { fetchTicketType, fetchTicketTypes } from '../api'
import { exhibitionKey, keyedStores } from '../shared/byExhibition'

export interface TypesState {
  status: 'loading' | 'ready' | 'failed'
  types: TicketTypeView[]
}

export interface TypeState {
  status: 'loading' | 'ready' | 'failed'
  type: TicketTypeView | null
}

/** One list per exhibition and registration link: two elements of two exhibitions (or links) keep their own. */
const lists = keyedStores(() => ({ $state: atom<TypesState>({ status: 'loading', types: [] }), latest: 0 }))
const listKey = (ref: ExhibitionRef | null, registerLinkId: string | undefined) => `${exhibitionKey(ref)}|${registerLinkId ?? ''}`

/** One detail per exhibition and type. */
const details = keyedStores(() => atom<TypeState>({ status: 'loading', type: null }))

/** The types a link of an exhibition offers, as last loaded. */
export function ticketTypesOf(ref: ExhibitionRef | null, registerLinkId: string | undefined): WritableAtom<TypesState> {
  return lists.of(listKey(ref, registerLinkId)).$state
}

/** One type of an exhibition, as last loaded. */
export function ticketTypeOf(ref: ExhibitionRef | null, id: string): WritableAtom<TypeState> {
  return details.of(`${exhibitionKey(ref)}|${id}`)
}

/** The types the link offers, with their stock as the server counts it now (sold out shows before paying). */
export async function loadTicketTypes(ref: ExhibitionRef | null, registerLinkId: string | undefined): Promise<void> {
  const list = lists.of(listKey(ref, registerLinkId))
  const call = ++list.latest
  if (!ref) return void list.$state.set({ status: 'failed', types: [] })
  list.$state.set({ status: 'loading', types: list.$state.get().types })
  try {
    const types = await fetchTicketTypes(ref, registerLinkId)
    if (call === list.latest) list.$state.set({ status: 'ready', types: types ?? [] })
  } catch {
    if (call === list.latest) list.$state.set({ status: 'failed', types: list.$state.get().types })
  }
}

/** One type in full; a type the exhibition's lists already show stays on screen while it loads. */
export async function loadTicketType(ref: ExhibitionRef | null, id: string): Promise<void> {
  const $type = ticketTypeOf(ref, id)
  if (!ref) return void $type.set({ status: 'failed', type: null })
  const prefix = `${exhibitionKey(ref)}|`
  let shown = $type.get().type
  for (const [key, list] of lists.entries()) {
    if (shown) break
    if (key.startsWith(prefix)) shown = list.$state.get().types.find((type) => type.id === id) ?? null
  }
  $type.set({ status: 'loading', type: shown })
  try {
    $type.set({ status: 'ready', type: await fetchTicketType(ref, id) })
  } catch {
    $type.set({ status: 'failed', type: shown })
  }
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

export function formatDay(iso: string, language: 'cn' | 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return iso
  const [, year, month, day] = match
  if (language === 'cn') return `${year}年${Number(month)}月${Number(day)}日`
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`
}

/** A timestamp in the visitor's words, to the minute (local time). */
export function formatDateTime(iso: string, language: 'cn' | 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = formatDay(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, language)
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
