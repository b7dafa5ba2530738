import { atom } from 'nanostores'
import type { TicketTypeView } from '@fairpass/core/contract'
import { currentExhibition, fetchTicketType, fetchTicketTypes } from '../api'

export interface TypesState {
  status: 'loading' | 'ready' | 'failed'
  types: TicketTypeView[]
}

export const $ticketTypes = atom<TypesState>({ status: 'loading', types: [] })
export const $ticketType = atom<{ status: 'loading' | 'ready' | 'failed'; type: TicketTypeView | null }>({ status: 'loading', type: null })

let latest = 0

/** The types the link offers, with their stock as the server counts it now (sold out shows before paying). */
export async function loadTicketTypes(registerLinkId: string | undefined): Promise<void> {
  const ref = currentExhibition()
  const call = ++latest
  if (!ref) return void $ticketTypes.set({ status: 'failed', types: [] })
  $ticketTypes.set({ status: 'loading', types: $ticketTypes.get().types })
  try {
    const types = await fetchTicketTypes(ref, registerLinkId)
    if (call === latest) $ticketTypes.set({ status: 'ready', types: types ?? [] })
  } catch {
    if (call === latest) $ticketTypes.set({ status: 'failed', types: $ticketTypes.get().types })
  }
}

export async function loadTicketType(id: string): Promise<void> {
  const ref = currentExhibition()
  if (!ref) return void $ticketType.set({ status: 'failed', type: null })
  const shown = $ticketTypes.get().types.find((type) => type.id === id) ?? null
  $ticketType.set({ status: 'loading', type: shown })
  try {
    $ticketType.set({ status: 'ready', type: await fetchTicketType(ref, id) })
  } catch {
    $ticketType.set({ status: 'failed', type: shown })
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
