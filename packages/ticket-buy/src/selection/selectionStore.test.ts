import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { RETRY_DELAYS_MS } from '@fairpass/core/http'
import { $notices, dismissNotice } from '@fairpass/core/notice'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fail, fakeApi, ok } from '@fairpass/core/testing'
import { order, ticketType } from '../testing/fixtures'
import { emptySelection, maxQuantity, selectionOf, selectionStorageKey, totalsOf } from './selectionStore'

const PLACE = `POST ${TICKET_PATHS.placeOrder}`
const QUOTE = `POST ${TICKET_PATHS.discountQuote}`
const day = ticketType()
const pass = ticketType({ id: '33333333-3333-4333-8333-333333333333', name: '3-day pass', priceFen: 20000, requiresDay: false, perOrderLimit: null, remaining: 3 })
const REF = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const OTHER = { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor' }
const store = selectionOf(REF)
const { $selection, $fieldErrors, $submit, $discountState, applyDiscount, setBuyFor, setDay, setDiscountCode, setHolder, rewordFieldErrors, setQuantity, submitOrder } = store
const motor = ticketType({ id: '44444444-4444-4444-8444-444444444444', name: 'Motor show', requiresDay: true, days: ['2025-09-17', '2025-09-18'] })

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  setLanguage('en')
  $selection.set(emptySelection('1020'))
  $submit.set({ status: 'idle' })
  $fieldErrors.set({})
  $discountState.set({ status: 'idle' })
  for (const notice of $notices.get()) dismissNotice(notice.id)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('choosing tickets', () => {
  test('a quantity stays within the per-order limit and the stock', () => {
    setQuantity(day, 9)
    setQuantity(pass, 9)
    expect($selection.get().lines.map((line) => line.quantity)).toEqual([5, 3])
    expect(maxQuantity(ticketType({ perOrderLimit: null, remaining: null }))).toBe(50)
    setQuantity(day, 0)
    expect($selection.get().lines.map((line) => line.type.id)).toEqual([pass.id])
  })

  test('is kept in the tab (spec §3 ticketSelected), one per exhibition: another exhibition\'s element keeps its own', () => {
    store.begin('tickets-2026', false)
    setQuantity(day, 2)
    expect(JSON.parse(sessionStorage.getItem(selectionStorageKey(REF))!)).toMatchObject({ exhibitionId: '1020', registerLinkId: 'tickets-2026', lines: [{ quantity: 2 }] })
    store.begin('tickets-2026', false)
    expect($selection.get().lines).toHaveLength(1)
    const other = selectionOf(OTHER)
    other.begin('motor', false)
    other.setQuantity(pass, 1)
    expect($selection.get().lines).toHaveLength(1)
    expect(other.$selection.get()).toMatchObject({ exhibitionId: '1001', registerLinkId: 'motor', lines: [{ quantity: 1 }] })
    expect(selectionOf({ ...OTHER })).toBe(other)
    // Another link of the same exhibition starts a new choice.
    store.begin('tickets-2027', false)
    expect($selection.get().lines).toHaveLength(0)
  })

  test('holders follow the quantity, keeping what was typed', () => {
    setBuyFor('others')
    setQuantity(day, 2)
    setHolder(day.id, 0, 'name', 'Ann')
    setQuantity(day, 3)
    expect($selection.get().lines[0].holders.map((holder) => holder.name)).toEqual(['Ann', '', ''])
    setQuantity(day, 1)
    expect($selection.get().lines[0].holders.map((holder) => holder.name)).toEqual(['Ann'])
  })

  test('totals count the discount only while its quote describes the lines', () => {
    setQuantity(day, 2)
    setQuantity(pass, 1)
    expect(totalsOf($selection.get())).toEqual({ count: 3, totalFen: 36000, discountFen: 0, payableFen: 36000 })
    $selection.set({ ...$selection.get(), discount: { code: 'FAIR10', discountFen: 1600, totalFen: 36000, payableFen: 34400 } })
    expect(totalsOf($selection.get())).toMatchObject({ discountFen: 1600, payableFen: 34400 })
    setQuantity(day, 1)
    expect($selection.get().discount).toBeNull()
    expect(totalsOf($selection.get()).payableFen).toBe(28000)
  })
})

describe('the discount code', () => {
  test('a code that does not cover the products is refused in words, and nothing is taken off', async () => {
    fakeApi({ [QUOTE]: () => fail(400, 'Discount code FAIR10 does not apply to 3-day pass') })
    setQuantity(pass, 1)
    setDiscountCode('FAIR10')
    await applyDiscount()
    expect($discountState.get()).toEqual({ status: 'refused', message: 'Discount code FAIR10 does not apply to 3-day pass' })
    expect(totalsOf($selection.get()).discountFen).toBe(0)
  })

  test('an accepted code is quoted for exactly the chosen lines and sent with the order', async () => {
    const api = fakeApi({
      [QUOTE]: () => ok({ code: 'FAIR10', discountFen: 800, totalFen: 8000, payableFen: 7200 }),
      [PLACE]: () => ok(order({ discountCode: 'FAIR10' })),
    })
    setQuantity(day, 1)
    setDiscountCode(' FAIR10 ')
    await applyDiscount()
    expect(api.calls[0].body).toMatchObject({ exhibitionId: '1020', code: 'FAIR10', items: [{ ticketTypeId: day.id, quantity: 1 }] })
    expect(totalsOf($selection.get()).payableFen).toBe(7200)
    await submitOrder()
    expect(api.calls[1].body).toMatchObject({ discountCode: 'FAIR10' })
  })
})

describe('submitting the order', () => {
  test('checks the day and the holders with the shared schema before anything is sent', async () => {
    const api = fakeApi({ [PLACE]: () => ok(order()) })
    setBuyFor('others')
    setQuantity(motor, 1)
    expect(await submitOrder()).toBeNull()
    expect(api.calls).toHaveLength(0)
    expect($fieldErrors.get()).toEqual({
      [`${motor.id}.day`]: 'This field is required',
      [`${motor.id}.holders.0.name`]: expect.any(String),
    })
    setDay(motor.id, '2025-09-18')
    setHolder(motor.id, 0, 'name', 'Ann Lee')
    setHolder(motor.id, 0, 'phone', '13800000000')
    expect($fieldErrors.get()).toEqual({})
    const placed = await submitOrder()
    expect(placed?.id).toBe(order().id)
    expect(api.calls[0].body).toMatchObject({
      items: [{ ticketTypeId: motor.id, day: '2025-09-18', quantity: 1, holders: [{ name: 'Ann Lee', phone: '13800000000' }] }],
    })
    // The order holds the choice now; the next purchase starts empty.
    expect($selection.get().lines).toEqual([])
  })

  test('the messages shown are worded again after a language switch, and only those', async () => {
    setBuyFor('others')
    setQuantity(motor, 1)
    await submitOrder()
    setHolder(motor.id, 0, 'name', 'Ann Lee')
    setLanguage('cn')
    await rewordFieldErrors('cn')
    expect($fieldErrors.get()).toEqual({ [`${motor.id}.day`]: '此项为必填项' })
  })

  test('a retry after a lost answer sends the same Idempotency-Key; a changed selection gets a new one', async () => {
    let answer: 'drop' | 'ok' = 'drop'
    const keys: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '')
        if (answer === 'drop') throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify({ code: 200, success: true, msg: 'ok', data: order() }), { headers: { 'content-type': 'application/json' } })
      }),
    )
    // The client asks an order again by itself (core/http's pauses); fake time lets the test skip them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const submitWhileDropped = async () => {
        const pending = submitOrder()
        await vi.runAllTimersAsync()
        return pending
      }
      setQuantity(day, 1)
      expect(await submitWhileDropped()).toBeNull()
      expect($submit.get()).toMatchObject({ status: 'failed', retry: true })
      // The key is in the tab before the answer: a reload keeps it too.
      expect(JSON.parse(sessionStorage.getItem(selectionStorageKey(REF))!).idempotencyKey).toBe(keys[0])
      expect(await submitWhileDropped()).toBeNull()
      const dropped = keys.length
      setQuantity(day, 2)
      answer = 'ok'
      expect(await submitOrder()).not.toBeNull()
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
      // Each visitor's try is the client's first ask and its own retries, all with the attempt's one key.
      expect(dropped).toBe(2 * (1 + RETRY_DELAYS_MS.length))
      expect(new Set(keys.slice(0, dropped))).toEqual(new Set([keys[0]]))
      expect(keys[dropped]).not.toBe(keys[0])
    } finally {
      vi.useRealTimers()
    }
  })

  test("the server's refusals (limit, conflict, sold out) are shown as it words them", async () => {
    fakeApi({ [PLACE]: () => fail(409, 'Ticket limit reached') })
    setQuantity(day, 1)
    expect(await submitOrder()).toBeNull()
    expect($submit.get()).toEqual({ status: 'failed', message: 'Ticket limit reached', retry: false })
    setQuantity(day, 2)
    expect($submit.get()).toEqual({ status: 'idle' })
  })

  test('a refusal is said once, on the page, not again as a notice', async () => {
    fakeApi({ [PLACE]: () => fail(409, 'These tickets cannot be bought together: Day ticket, 3-day pass') })
    setQuantity(day, 1)
    await submitOrder()
    expect($submit.get()).toMatchObject({ status: 'failed', message: 'These tickets cannot be bought together: Day ticket, 3-day pass' })
    expect($notices.get()).toEqual([])
  })

  test('a lost answer is said once, above the button with its retry hint, not again as a notice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    setQuantity(day, 1)
    expect(await submitOrder()).toBeNull()
    expect($submit.get()).toMatchObject({ status: 'failed', retry: true })
    expect($notices.get()).toEqual([])
  })

  test('coming back without a link in the address keeps the purchase of the link under way', () => {
    store.begin('tickets-2026', true)
    setQuantity(day, 1)
    store.begin(undefined, undefined)
    expect($selection.get()).toMatchObject({ registerLinkId: 'tickets-2026', upgradeTicket: true, lines: [{ quantity: 1 }] })
  })

  test('an upgrade link makes the order carry upgradeTicket=yes', async () => {
    const api = fakeApi({ [PLACE]: () => ok(order()) })
    store.begin('tickets-2026', true)
    setQuantity(day, 1)
    await submitOrder()
    expect(api.calls[0].body).toMatchObject({ registerLinkId: 'tickets-2026', upgradeTicket: 'yes', languageType: 'en' })
  })
})
