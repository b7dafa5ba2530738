import { atom, map } from 'nanostores'
import type { WalletTicket } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import type { ExhibitionRef } from '@fairpass/core/area'
import { loadValidation, rewordShown, serverFieldErrors, type FieldErrors } from '@fairpass/core/forms'
import type { Router } from '@fairpass/core/router'
import { $language } from '@fairpass/core/session'
import { fetchGift, fetchGiftNotices, fetchGifts, giveTickets, scopeOf, takeBackGift } from '../shared/api'
import { perExhibition, resource } from '@fairpass/core/resource'
import { walletOf } from '../tickets/walletStore'

/** The gifts the visitor sent, for each exhibition. */
export const giftsOf = perExhibition((ref) => resource(() => fetchGifts(ref)))
/** One gift (/give/:id). */
export const giftOf = perExhibition((ref) => resource((id: string) => fetchGift(ref, id)))
/** The exhibition's notices for givers. */
export const noticesOf = perExhibition((ref) => resource(() => fetchGiftNotices(ref)))

export interface HeldType {
  ticketTypeId: string
  name: string
  /** Tickets of this type the server lets the visitor give now. */
  count: number
}

/** The ticket types the visitor can give, from the wallet: only tickets the server offers 'give' for count. */
export function heldTypes(tickets: readonly WalletTicket[]): HeldType[] {
  const byType = new Map<string, HeldType>()
  for (const ticket of tickets) {
    if (!ticket.actions.includes('give')) continue
    const held = byType.get(ticket.ticketTypeId) ?? { ticketTypeId: ticket.ticketTypeId, name: ticket.ticketTypeName, count: 0 }
    held.count++
    byType.set(ticket.ticketTypeId, held)
  }
  return [...byType.values()]
}

export interface GiveForm {
  ticketTypeId: string
  /** As typed: "1.5" or "" must reach the schema to be refused in words, not vanish in a number input. */
  quantity: string
  receiverPhone: string
  confirmPhone: string
  errors: FieldErrors
  submitting: boolean
}

const EMPTY: GiveForm = { ticketTypeId: '', quantity: '1', receiverPhone: '', confirmPhone: '', errors: {}, submitting: false }
export const $giveForm = map<GiveForm>({ ...EMPTY })

export type GiveField = 'ticketTypeId' | 'quantity' | 'receiverPhone' | 'confirmPhone'

export function setGiveField(field: GiveField, value: string): void {
  const errors = { ...$giveForm.get().errors }
  delete errors[field]
  delete errors._form
  $giveForm.set({ ...$giveForm.get(), [field]: value, errors })
}

/** The stepper: whole steps within 1 … what the visitor holds of the chosen type. */
export function stepQuantity(delta: 1 | -1, max: number): void {
  const current = Number.parseInt($giveForm.get().quantity, 10)
  const base = Number.isFinite(current) ? current : 0
  setGiveField('quantity', String(Math.min(Math.max(1, max), Math.max(1, base + delta))))
}

export function resetGiveForm(ticketTypeId = ''): void {
  $giveForm.set({ ...EMPTY, ticketTypeId })
}

/** "" stays undefined (required), anything else becomes a number, NaN included, for the schema to word. */
const quantityOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

function request(form: GiveForm) {
  return { ticketTypeId: form.ticketTypeId, quantity: quantityOf(form.quantity), receiverPhone: form.receiverPhone.trim(), confirmPhone: form.confirmPhone.trim() }
}

async function giveErrors(ref: ExhibitionRef, form: GiveForm, held: number | null): Promise<FieldErrors | null> {
  const { giftRequestSchema, fieldErrors } = await loadValidation()
  const parsed = giftRequestSchema.safeParse({ ...scopeOf(ref), ...request(form) })
  const errors = parsed.success ? {} : fieldErrors(parsed.error, $language.get())
  const quantity = quantityOf(form.quantity)
  // Only the wallet knows how many the visitor holds; the server refuses more too, this just says it sooner.
  if (!errors.quantity && held !== null && typeof quantity === 'number' && quantity > held) {
    errors.quantity = t('wallet.give.held', { count: held })
  }
  return Object.keys(errors).length ? errors : null
}

/**
 * Validates, creates the gift and opens it through the element's router (its link is what the visitor passes on).
 * Typed values survive failures.
 */
export async function submitGive(ref: ExhibitionRef, held: number | null, router: Router): Promise<boolean> {
  const form = $giveForm.get()
  if (form.submitting) return false
  const errors = await giveErrors(ref, form, held)
  if (errors) {
    $giveForm.setKey('errors', errors)
    return false
  }
  $giveForm.setKey('submitting', true)
  try {
    const body = request(form)
    const created = await giveTickets(ref, { ...body, quantity: body.quantity as number })
    resetGiveForm()
    giftOf(ref).set(created)
    // The given tickets wait in the gift now: the wallet and the sent gifts are read again.
    walletOf(ref).invalidate()
    giftsOf(ref).invalidate()
    notify(t('wallet.give.created'), 'success')
    router.navigate(`/give/${created.id}`)
    return true
  } catch (error) {
    const fields = serverFieldErrors(error, { formFallback: true })
    if (fields) $giveForm.setKey('errors', fields)
    return false
  } finally {
    $giveForm.setKey('submitting', false)
  }
}

export function rewordGive(ref: ExhibitionRef, held: number | null): void {
  const form = $giveForm.get()
  if (!Object.keys(form.errors).length) return
  void giveErrors(ref, form, held).then((fresh) => $giveForm.setKey('errors', rewordShown($giveForm.get().errors, fresh ?? {})))
}

export const $takeBackBusy = atom(false)

/** Unreceived tickets go back to the giver's wallet; the gift answers with its new counts. */
export async function takeBack(ref: ExhibitionRef, id: string): Promise<boolean> {
  if ($takeBackBusy.get()) return false
  $takeBackBusy.set(true)
  try {
    giftOf(ref).set(await takeBackGift(ref, id))
    walletOf(ref).invalidate()
    giftsOf(ref).invalidate()
    notify(t('wallet.give.takenBack'), 'success')
    return true
  } catch {
    return false
  } finally {
    $takeBackBusy.set(false)
  }
}

/**
 * The gift link as the receiver opens it: absolute, and naming the exhibition, so it starts a session for the right
 * exhibition on a phone that never saw the app.
 */
export function giftLinkUrl(link: string, ref: ExhibitionRef, location: { origin: string; pathname: string } = window.location): string {
  if (/^https?:\/\//.test(link)) return link
  const [path, search = ''] = link.replace(/^\/?#/, '').split('?')
  const query = new URLSearchParams(search)
  if (!query.has('tenantId')) query.set('tenantId', ref.tenantId)
  if (!query.has('exhibitionId')) query.set('exhibitionId', ref.exhibitionId)
  return `${location.origin}${location.pathname}#${path}?${query.toString()}`
}

/** Copies the gift link; where the clipboard is refused (some in-app browsers) the visitor is told to copy by hand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    notify(t('wallet.give.copied'), 'success')
    return true
  } catch {
    notify(t('wallet.give.copyFailed'), 'error')
    return false
  }
}

export const waitingOf = (view: { quantity: number; received: number; takenBack: number }) =>
  Math.max(0, view.quantity - view.received - view.takenBack)
