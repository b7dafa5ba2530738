import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { $route, loadRoutes, stopRouter } from '@fairpass/core/router'
import { $sysConfig, $userInfo, configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, mountElements, ok, shadowOf, type FakeCall } from '@fairpass/core/testing'
import { order, ticketType } from '../testing/fixtures'
import './index'

/*
 * <fair-ticket-buy> itself, embedded as a host page embeds it (routing="memory"): each instance asks for its own
 * exhibition, routes on its own, opens where its attributes or the way back from the cashier say, and tells the
 * host what happened.
 */

const TYPE_A = '11111111-1111-4111-8111-111111111111'
const TYPE_B = '33333333-3333-4333-8333-333333333333'
const typeOf = (exhibitionId: string | null) =>
  exhibitionId === '2002' ? ticketType({ id: TYPE_B, name: 'Motor pass' }) : ticketType({ id: TYPE_A, name: 'Fair day' })

let calls: FakeCall[] = []

function serve(routes: Record<string, (call: FakeCall) => { status?: number; body: unknown }> = {}) {
  calls = fakeApi({
    'GET /api/ef-registration-config-client/registerConfig/pageConfig': () => ok({}),
    'GET /api/ef-registration-config-client/reg_config/registerConfig/functionConfig': () => ok({ functionConfig: {} }),
    [`GET ${TICKET_PATHS.ticketTypes}`]: (call) => ok([typeOf(call.query.get('exhibitionId'))]),
    [`GET ${TICKET_PATHS.ticketType}`]: (call) => ok(typeOf(call.query.get('exhibitionId'))),
    ...routes,
  }).calls
}

const mount = (html: string) => mountElements(html)
const shadow = shadowOf
const routeOf = (element: HTMLElement) => shadow(element).querySelector('[data-area]')?.getAttribute('data-route')
const heading = (element: HTMLElement, level = 'h1') => shadow(element).querySelector(level)?.textContent ?? ''
/** A button of the element by its accessible name (aria-label, else its text). */
const button = (element: HTMLElement, name: string) => {
  const found = [...shadow(element).querySelectorAll('button')].find((each) => (each.getAttribute('aria-label') ?? each.textContent) === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const asked = (path: string) => calls.filter((call) => call.path === path).map((call) => call.query.get('exhibitionId'))

beforeAll(() => loadRoutes())

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  $sysConfig.set(null)
  $userInfo.set(null)
  setLanguage('en')
  // The page's own session names another exhibition: each element must use its own attributes.
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 'signed-in' })
  history.replaceState(null, '', '/shop?lang=de#host-section')
  serve()
})

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  stopRouter()
  history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
})

describe('<fair-ticket-buy routing="memory">', () => {
  test('two elements of two exhibitions on one page each ask for their own exhibition and navigate on their own', async () => {
    const [first, second] = await mount(
      '<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2001"></fair-ticket-buy>' +
        '<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2002"></fair-ticket-buy>',
    )
    await vi.waitFor(() => {
      expect(heading(first, 'h2')).toBe('Fair day')
      expect(heading(second, 'h2')).toBe('Motor pass')
    })
    expect(asked(TICKET_PATHS.ticketTypes).sort()).toEqual(['2001', '2002'])
    expect(asked(TICKET_PATHS.ticketTypes)).not.toContain('1020')

    button(first, 'Details of Fair day').click()
    await vi.waitFor(() => expect(heading(first)).toBe('Fair day'))
    expect(routeOf(first)).toBe(`/ticket-type/${TYPE_A}`)
    expect(asked(TICKET_PATHS.ticketType)).toEqual(['2001'])
    // The other element stays where it was; neither the host's hash nor the page's router moved.
    expect(routeOf(second)).toBe('/ticket-type')
    expect(heading(second)).toBe('Choose tickets')
    expect(location.hash).toBe('#host-section')
    expect($route.get().path).not.toBe(`/ticket-type/${TYPE_A}`)

    button(second, 'Details of Motor pass').click()
    await vi.waitFor(() => expect(heading(second)).toBe('Motor pass'))
    expect(asked(TICKET_PATHS.ticketType)).toEqual(['2001', '2002'])
    expect(heading(first)).toBe('Fair day')
  })

  test('ticket-type-id opens on that type; register-link-id names the link the list offers', async () => {
    const [detail, list] = await mount(
      `<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2001" ticket-type-id="${TYPE_A}"></fair-ticket-buy>` +
        '<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2002" register-link-id="partner-2026"></fair-ticket-buy>',
    )
    await vi.waitFor(() => expect(routeOf(detail)).toBe(`/ticket-type/${TYPE_A}`))
    await vi.waitFor(() => expect(heading(detail)).toBe('Fair day'))
    await vi.waitFor(() => expect(heading(list, 'h2')).toBe('Motor pass'))
    const listCall = calls.find((call) => call.path === TICKET_PATHS.ticketTypes && call.query.get('exhibitionId') === '2002')
    expect(listCall?.query.get('registerLinkId')).toBe('partner-2026')

    // Back to the list, the element stays on the list: the attribute chose only where it opens.
    button(detail, 'Back to the tickets').click()
    await vi.waitFor(() => expect(heading(detail, 'h2')).toBe('Fair day'))
    expect(routeOf(detail)).toBe('/ticket-type')
  })

  test('placing an order tells the host fair-order-placed', async () => {
    const placed = order({ exhibitionId: '2001', payableFen: 16000, totalFen: 16000 })
    serve({ [`POST ${TICKET_PATHS.placeOrder}`]: () => ok(placed), [`GET ${TICKET_PATHS.order}`]: () => ok(placed) })
    const events: CustomEvent[] = []
    document.addEventListener('fair-order-placed', (event) => events.push(event))
    const [element] = await mount('<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2001"></fair-ticket-buy>')
    await vi.waitFor(() => expect(heading(element, 'h2')).toBe('Fair day'))
    button(element, 'More Fair day').click()
    await vi.waitFor(() => expect(shadow(element).textContent).toContain('1 chosen'))
    button(element, 'More Fair day').click()
    await vi.waitFor(() => expect(button(element, 'Next').disabled).toBe(false))
    expect(shadow(element).textContent).toContain('2 chosen')
    button(element, 'Next').click()
    await vi.waitFor(() => expect(heading(element)).toBe('Confirm your order'))
    button(element, 'Submit order').click()
    await vi.waitFor(() => expect(routeOf(element)).toBe(`/ticket-type/select/${placed.id}`))
    expect(events).toHaveLength(1)
    expect(events[0].detail).toEqual({ orderId: placed.id, orderNo: placed.orderNo, amount: 16000, currency: 'RMB' })
    expect(events[0].bubbles && events[0].composed).toBe(true)
    const body = calls.find((call) => call.path === TICKET_PATHS.placeOrder)?.body
    expect(body).toMatchObject({ tenantId: '000000', exhibitionId: '2001', items: [{ ticketTypeId: TYPE_A, quantity: 2 }] })
  })

  test("back from the cashier on the host's URL, the order's element opens the payment's result and tells the host", async () => {
    const paidOrder = order({ exhibitionId: '2002', state: 'ticketIssued', paidAt: '2026-09-01T10:01:00.000Z', ticketIds: ['t1', 't2'] })
    serve({ [`GET ${TICKET_PATHS.order}`]: () => ok(paidOrder) })
    history.replaceState(null, '', `/shop?lang=de&fairReturn=%2FpayTransition&orderId=${paidOrder.id}&tenantId=000000&exhibitionId=2002#host-section`)
    const events: string[] = []
    const record = (event: Event) => events.push(`${event.type} ${(event.target as HTMLElement).getAttribute('exhibition-id')} ${JSON.stringify((event as CustomEvent).detail)}`)
    document.addEventListener('fair-paid', record)
    document.addEventListener('fair-ticket-ready', record)
    const [other, mine] = await mount(
      '<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2001"></fair-ticket-buy>' +
        '<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2002"></fair-ticket-buy>',
    )
    await vi.waitFor(() => expect(routeOf(mine)).toBe('/payTransition'))
    await vi.waitFor(() => expect(shadow(mine).querySelector('[data-state="paid"]')).not.toBeNull())
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      `fair-paid 2002 ${JSON.stringify({ orderId: paidOrder.id, orderNo: paidOrder.orderNo, amount: paidOrder.payableFen })}`,
      `fair-ticket-ready 2002 ${JSON.stringify({ orderId: paidOrder.id, ticketIds: ['t1', 't2'] })}`,
    ])
    expect(asked(TICKET_PATHS.order)).toEqual(['2002'])
    // The element of the other exhibition opens as usual; the host's address is as it was.
    await vi.waitFor(() => expect(heading(other, 'h2')).toBe('Fair day'))
    expect(routeOf(other)).toBe('/ticket-type')
    expect(location.hash).toBe('#host-section')
    expect(location.search).toContain('fairReturn')
    document.removeEventListener('fair-paid', record)
    document.removeEventListener('fair-ticket-ready', record)
  })

  test("an exhibitor's service order back from the cashier: paid, no ticket waited for, the way back to the reservation", async () => {
    const paidOrder = order({ exhibitionId: '2002', kind: 'exhibitorService', state: 'paid', paidAt: '2026-09-01T10:01:00.000Z', ticketIds: [] })
    serve({ [`GET ${TICKET_PATHS.order}`]: () => ok(paidOrder) })
    history.replaceState(null, '', `/shop?fairReturn=%2FpayTransition&orderId=${paidOrder.id}&tenantId=000000&exhibitionId=2002#host-section`)
    const events: string[] = []
    const record = (event: Event) => events.push(event.type)
    document.addEventListener('fair-paid', record)
    document.addEventListener('fair-ticket-ready', record)
    // An exhibitor account has no visitor registration (completeResult 'fail'): paying its order needs none.
    $userInfo.set({ userId: 'u3', userExhibitionVO: { registerType: 'exhibitorDept', topRegisterType: 'exhibitorDept', completeResult: 'fail' } } as unknown as Parameters<typeof $userInfo.set>[0])
    const [element] = await mount('<fair-ticket-buy routing="memory" tenant-id="000000" exhibition-id="2002" register-type="exhibitorDept"></fair-ticket-buy>')
    await vi.waitFor(() => expect(shadow(element).querySelector('[data-state="paid"]')).not.toBeNull(), { timeout: 10_000 })
    const page = shadow(element).querySelector('[data-state="paid"]')!
    expect(page.textContent).toContain('Your reserved exhibitor services are paid.')
    expect(page.textContent).not.toContain('See my tickets')
    const back = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Back to my reservation')
    expect(back?.getAttribute('href')).toContain(`/exhibitorSelfService/serviceOrder?orderId=${paidOrder.id}`)
    await vi.waitFor(() => expect(events).toEqual(['fair-paid']))
    // Paid and named no ticket: asked once, no polling for tickets that never come.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked(TICKET_PATHS.order)).toEqual(['2002'])
    document.removeEventListener('fair-paid', record)
    document.removeEventListener('fair-ticket-ready', record)
  })
})
