import { atom, type WritableAtom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { DiscountQuote, OrderView, TicketHolder, TicketTypeView } from '@fairpass/core/contract'
import { ApiError, newIdempotencyKey, withdrawNotice } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
import type { OrderCreateRequest } from '@fairpass/core/validation'
import { placeOrder, quoteDiscount } from '../api'
import { exhibitionKey } from '@fairpass/core/area'

/*
 * The tickets chosen on /ticket-type and confirmed on /ticket-type/select (spec §3 `ticketSelected`), kept in the
 * tab's sessionStorage so a reload, the way to the login and back, or a detail page in between loses nothing.
 * One purchase attempt owns one Idempotency-Key: a double tap or a retry after a lost answer sends it again and
 * the server answers the order it already made; changing the selection starts a new attempt.
 * One selection per exhibition (its own sessionStorage key): two elements of two exhibitions on one host page each
 * keep their own choice.
 */

export const SELECTION_KEY = 'fair:ticketSelected'

/** The tab's storage key of an exhibition's selection. */
export const selectionStorageKey = (ref: ExhibitionRef | null) => `${SELECTION_KEY}:${exhibitionKey(ref)}`

/** What the select page needs of a type after a reload, without asking the server again. */
export type ChosenType = Pick<TicketTypeView, 'id' | 'name' | 'priceFen' | 'requiresDay' | 'days' | 'perOrderLimit' | 'remaining' | 'conflictGroup'>

export interface HolderDraft {
  name: string
  phone: string
  idNumber: string
}

export interface SelectionLine {
  type: ChosenType
  quantity: number
  day: string
  /** One per ticket when buying for others. */
  holders: HolderDraft[]
}

export interface Selection {
  exhibitionId: string
  registerLinkId?: string
  upgradeTicket: boolean
  buyFor: 'self' | 'others'
  lines: SelectionLine[]
  discountCode: string
  /** The quote for exactly these lines; dropped when they change. */
  discount: DiscountQuote | null
  idempotencyKey: string | null
}

export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; message: string; retry: boolean }
  | { status: 'invalid' }

export const emptySelection = (exhibitionId = ''): Selection => ({
  exhibitionId,
  upgradeTicket: false,
  buyFor: 'self',
  lines: [],
  discountCode: '',
  discount: null,
  idempotencyKey: null,
})

function load(key: string, exhibitionId: string): Selection {
  try {
    const saved = sessionStorage.getItem(key)
    if (saved) return { ...emptySelection(exhibitionId), ...(JSON.parse(saved) as Partial<Selection>), exhibitionId }
  } catch {
    // A damaged or unavailable store starts an empty selection.
  }
  return emptySelection(exhibitionId)
}

export type DiscountState = { status: 'idle' | 'checking' | 'refused'; message?: string }

/** An exhibition's selection: its stores, and every change the pages make to it. */
export interface SelectionStore {
  readonly $selection: WritableAtom<Selection>
  readonly $fieldErrors: WritableAtom<Record<string, string>>
  readonly $submit: WritableAtom<SubmitState>
  readonly $discountState: WritableAtom<DiscountState>
  /** Starts (or keeps) the selection of this link; a page reached without naming a link goes on with the selection's. */
  begin(registerLinkId: string | undefined, upgradeTicket: boolean | undefined): void
  quantityOf(typeId: string): number
  setQuantity(type: TicketTypeView | ChosenType, quantity: number): void
  setDay(typeId: string, day: string): void
  setBuyFor(buyFor: Selection['buyFor']): void
  setHolder(typeId: string, index: number, field: keyof HolderDraft, value: string): void
  setDiscountCode(code: string): void
  /** Asks the server what the code takes off these lines; a code that does not cover them is refused in words. */
  applyDiscount(): Promise<void>
  removeDiscount(): void
  /**
   * After a language switch: the messages the visitor is being shown, worded again in the new language. Fields not
   * yet complained about stay quiet; a field whose problem is gone loses its message.
   */
  rewordFieldErrors(language: 'cn' | 'en'): Promise<void>
  /**
   * Sends the order. The attempt's key is made on the first try and written to the tab before the request leaves,
   * so a second tap, a retry or a reload after a lost answer all send it again. Resolves with the order, or null
   * when it was not made (the reason is in `$submit` / `$fieldErrors`).
   */
  submitOrder(): Promise<OrderView | null>
}

const stores = new Map<string, SelectionStore>()

/** The selection of the element's exhibition (one per exhibition for the page's life). */
export function selectionOf(ref: ExhibitionRef | null): SelectionStore {
  const key = selectionStorageKey(ref)
  let store = stores.get(key)
  if (!store) {
    store = createSelectionStore(ref, key)
    stores.set(key, store)
  }
  return store
}

function createSelectionStore(ref: ExhibitionRef | null, key: string): SelectionStore {
  const $selection = atom<Selection>(load(key, ref?.exhibitionId ?? ''))
  const $fieldErrors = atom<Record<string, string>>({})
  const $submit = atom<SubmitState>({ status: 'idle' })
  const $discountState = atom<DiscountState>({ status: 'idle' })

  $selection.listen((selection) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(selection))
    } catch {
      // Without storage the selection lives as long as the page.
    }
  })

  /** A changed order is a new attempt: its old key, quote and server refusal no longer describe it. */
  const change = (update: (selection: Selection) => Selection): void => {
    $selection.set({ ...update($selection.get()), discount: null, idempotencyKey: null })
    if ($submit.get().status === 'failed') $submit.set({ status: 'idle' })
    if ($discountState.get().status === 'refused') $discountState.set({ status: 'idle' })
  }

  const clearFieldError = (field: string): void => {
    const errors = $fieldErrors.get()
    if (!(field in errors)) return
    const { [field]: _gone, ...rest } = errors
    $fieldErrors.set(rest)
  }

  return {
    $selection,
    $fieldErrors,
    $submit,
    $discountState,

    begin(registerLinkId, upgradeTicket) {
      const current = $selection.get()
      if (registerLinkId !== undefined && current.registerLinkId !== registerLinkId) {
        $selection.set({ ...emptySelection(current.exhibitionId), registerLinkId, upgradeTicket: upgradeTicket ?? false })
      } else if (upgradeTicket !== undefined && current.upgradeTicket !== upgradeTicket) {
        $selection.set({ ...current, upgradeTicket })
      }
    },

    quantityOf: (typeId) => $selection.get().lines.find((line) => line.type.id === typeId)?.quantity ?? 0,

    setQuantity(type, quantity) {
      const chosen: ChosenType = {
        id: type.id,
        name: type.name,
        priceFen: type.priceFen,
        requiresDay: type.requiresDay,
        days: type.days,
        perOrderLimit: type.perOrderLimit,
        remaining: type.remaining,
        conflictGroup: type.conflictGroup,
      }
      const wanted = Math.max(0, Math.min(Math.floor(quantity), maxQuantity(chosen)))
      change((selection) => {
        const others = selection.lines.filter((line) => line.type.id !== type.id)
        if (wanted === 0) return { ...selection, lines: others }
        const existing = selection.lines.find((line) => line.type.id === type.id)
        const holders = Array.from({ length: wanted }, (_, index) => existing?.holders[index] ?? emptyHolder())
        const day = existing?.day ?? (chosen.days.length === 1 ? chosen.days[0] : '')
        const line: SelectionLine = { type: chosen, quantity: wanted, day, holders }
        // Keep the order the visitor saw the types in: replace in place, or append.
        const lines = existing ? selection.lines.map((each) => (each.type.id === type.id ? line : each)) : [...others, line]
        return { ...selection, lines }
      })
    },

    setDay(typeId, day) {
      change((selection) => ({ ...selection, lines: selection.lines.map((line) => (line.type.id === typeId ? { ...line, day } : line)) }))
      clearFieldError(`${typeId}.day`)
    },

    setBuyFor(buyFor) {
      change((selection) => ({ ...selection, buyFor }))
    },

    setHolder(typeId, index, field, value) {
      change((selection) => ({
        ...selection,
        lines: selection.lines.map((line) =>
          line.type.id === typeId ? { ...line, holders: line.holders.map((holder, at) => (at === index ? { ...holder, [field]: value } : holder)) } : line,
        ),
      }))
      clearFieldError(`${typeId}.holders.${index}.${field}`)
    },

    setDiscountCode(code) {
      // Typing a code changes no ticket: the attempt's key stays, only the old quote goes.
      $selection.set({ ...$selection.get(), discountCode: code, discount: null })
      if ($discountState.get().status !== 'idle') $discountState.set({ status: 'idle' })
    },

    async applyDiscount() {
      const selection = $selection.get()
      const code = selection.discountCode.trim()
      if (!ref || !code || selection.lines.length === 0) return
      $discountState.set({ status: 'checking' })
      try {
        const quote = await quoteDiscount(ref, code, orderRequestOf(selection, { ...ref, languageType: $language.get() }).items, selection.registerLinkId)
        // The lines may have changed while the server answered: only a quote for the current lines counts.
        if ($selection.get().lines !== selection.lines) return void $discountState.set({ status: 'idle' })
        // The order to send has changed (it now names the code): a new attempt, a new key.
        $selection.set({ ...$selection.get(), discount: quote, idempotencyKey: null })
        $discountState.set({ status: 'idle' })
      } catch (error) {
        // Said beside the code field; a lost answer is not said again in a notice.
        withdrawNotice(error)
        $discountState.set({ status: 'refused', message: error instanceof ApiError ? error.msg : String(error) })
      }
    },

    removeDiscount() {
      $selection.set({ ...$selection.get(), discountCode: '', discount: null, idempotencyKey: null })
      $discountState.set({ status: 'idle' })
    },

    async rewordFieldErrors(language) {
      const shown = $fieldErrors.get()
      if (Object.keys(shown).length === 0) return
      const fresh = await validateSelection($selection.get(), language)
      $fieldErrors.set(Object.fromEntries(Object.keys(shown).filter((field) => fresh[field]).map((field) => [field, fresh[field]])))
    },

    async submitOrder() {
      if ($submit.get().status === 'submitting') return null
      const language = $language.get()
      const errors = await validateSelection($selection.get(), language)
      $fieldErrors.set(errors)
      if (Object.keys(errors).length > 0 || !ref) {
        $submit.set({ status: 'invalid' })
        return null
      }
      let selection = $selection.get()
      if (!selection.idempotencyKey) {
        selection = { ...selection, idempotencyKey: newIdempotencyKey() }
        $selection.set(selection)
      }
      $submit.set({ status: 'submitting' })
      try {
        const order = await placeOrder(orderRequestOf(selection, { ...ref, languageType: language }), selection.idempotencyKey!)
        // The order now holds the choice; the next purchase starts empty.
        $selection.set({ ...emptySelection(selection.exhibitionId), registerLinkId: selection.registerLinkId, upgradeTicket: selection.upgradeTicket })
        $submit.set({ status: 'idle' })
        return order
      } catch (error) {
        const failure = error instanceof ApiError ? error : null
        // Said above the button (a lost answer with its retry hint), not again in a notice.
        withdrawNotice(error)
        // A lost answer (status 0) may have made the order: the retry must carry the same key, which it does.
        $submit.set({ status: 'failed', message: failure?.msg ?? String(error), retry: failure?.status === 0 })
        const fields = failure ? serverFields(failure, selection) : null
        if (fields) $fieldErrors.set(fields)
        return null
      }
    },
  }
}

const emptyHolder = (): HolderDraft => ({ name: '', phone: '', idNumber: '' })

/** Most of one type one order may hold: the type's own limit, its stock, and the request schema's cap. */
export function maxQuantity(type: ChosenType, lineMax = 50): number {
  return Math.max(0, Math.min(type.perOrderLimit ?? lineMax, type.remaining ?? lineMax, lineMax))
}

export interface Totals {
  count: number
  totalFen: number
  discountFen: number
  payableFen: number
}

/** What the visitor pays: the quote's discount counts only while it describes these lines. */
export function totalsOf(selection: Selection): Totals {
  const count = selection.lines.reduce((sum, line) => sum + line.quantity, 0)
  const totalFen = selection.lines.reduce((sum, line) => sum + line.quantity * line.type.priceFen, 0)
  const discountFen = selection.discount ? Math.min(selection.discount.discountFen, totalFen) : 0
  return { count, totalFen, discountFen, payableFen: totalFen - discountFen }
}

const trimmedOrNone = (value: string) => value.trim() || undefined

/** The order as the shared request schema expects it. */
export function orderRequestOf(selection: Selection, ref: { tenantId: string; exhibitionId: string; languageType: 'cn' | 'en' }): OrderCreateRequest {
  return {
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    registerLinkId: selection.registerLinkId,
    items: selection.lines.map((line) => ({
      ticketTypeId: line.type.id,
      quantity: line.quantity,
      ...(line.type.requiresDay ? { day: line.day } : {}),
      ...(selection.buyFor === 'others'
        ? {
            holders: line.holders.map(
              (holder): TicketHolder => ({ name: holder.name.trim(), phone: trimmedOrNone(holder.phone), idNumber: trimmedOrNone(holder.idNumber) }),
            ),
          }
        : {}),
    })),
    discountCode: selection.discount ? selection.discount.code : undefined,
    upgradeTicket: selection.upgradeTicket ? 'yes' : undefined,
    languageType: ref.languageType,
  }
}

const loadValidation = () => import('@fairpass/core/validation')

/**
 * The visitor's mistakes in their language, keyed by what the page shows: `<typeId>.day`,
 * `<typeId>.holders.<n>.<field>`, or `_form`. Empty when the order can be sent.
 */
export async function validateSelection(selection: Selection, language: 'cn' | 'en'): Promise<Record<string, string>> {
  const { orderCreateSchema, fieldErrors, formatValidationMessage } = await loadValidation()
  const errors: Record<string, string> = {}
  if (selection.lines.length === 0) errors._form = formatValidationMessage('validation.order.empty', language)
  for (const line of selection.lines) {
    // The schema only checks a day's shape; whether the type asks for one, and which, only the type knows.
    if (line.type.requiresDay && !line.type.days.includes(line.day)) errors[`${line.type.id}.day`] = formatValidationMessage('validation.required', language)
  }
  const parsed = orderCreateSchema.safeParse(orderRequestOf(selection, { tenantId: '0', exhibitionId: selection.exhibitionId || '0', languageType: language }))
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrors(parsed.error, language))) {
      const match = /^items\.(\d+)\.(.+)$/.exec(path)
      const line = match ? selection.lines[Number(match[1])] : undefined
      const field = line && match ? `${line.type.id}.${match[2]}` : path
      if (!(field in errors)) errors[field] = message
    }
  }
  return errors
}


/** Field messages the server sent with a 400, renamed to the page's fields. */
function serverFields(error: ApiError, selection: Selection): Record<string, string> | null {
  const data = error.data as { fieldErrors?: Record<string, unknown> } | null | undefined
  if (!data?.fieldErrors || typeof data.fieldErrors !== 'object') return null
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(data.fieldErrors)) {
    if (typeof message !== 'string') continue
    const match = /^items\.(\d+)\.(.+)$/.exec(path)
    const line = match ? selection.lines[Number(match[1])] : undefined
    errors[line && match ? `${line.type.id}.${match[2]}` : path] = message
  }
  return errors
}
