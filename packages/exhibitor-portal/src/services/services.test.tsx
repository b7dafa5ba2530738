import { cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { EXHIBITOR_PATHS, EXHIBITOR_SERVICE_PATHS as P, type ServiceCategoryView, type ServiceReservationView } from '@fairpass/core/contract'
import { fail, ok, areaApi, mountAreaElement, type FakeHandler, freshElementPage, clearElementPage } from '@fairpass/core/testing'
import { $mustSetPassword } from '../account/accountState'
import { infoOf } from '../shared/stores'
import servicesCn from '../messages/services.cn'
import servicesEn from '../messages/services.en'
import { EXHIBITION, formConfig, info } from '../testing/fixtures'
import { categoriesOf, reservationOf, reservationsOf } from './servicesStore'
import '../element'

/*
 * The services pages inside the real <fair-exhibitor-portal> (memory routing) against a fake API at the contract's
 * paths: what the admin may do, what a staff member may only read, and how refusals are told.
 */

/** The first find of a test waits for the lazy page's module (cold on a loaded machine). */
const LOAD = 10_000

const CLEANING: ServiceCategoryView = {
  id: '5e000000-0000-4000-8000-000000000001', code: 'cleaning', kind: 'service', name: 'Booth cleaning', description: 'Every morning',
  priceFen: 30_000, currency: 'RMB', unit: 'item', remaining: null, language: null, days: [],
}
const SCREEN: ServiceCategoryView = { ...CLEANING, id: '5e000000-0000-4000-8000-000000000002', code: 'ad-screen', kind: 'ad', name: 'Big screen', remaining: 0 }

const reservation = (overrides: Partial<ServiceReservationView> = {}): ServiceReservationView => ({
  id: '5e000000-0000-4000-8000-0000000000a1', exhibitionId: '1020', state: 'unpaid',
  items: [{ categoryId: CLEANING.id, code: 'cleaning', kind: 'service', name: 'Booth cleaning', quantity: 2, date: null, unitPriceFen: 30_000, amountFen: 60_000 }],
  totalFen: 60_000, currency: 'RMB', note: '', orderId: '0d000000-0000-4000-8000-000000000001', orderNo: 'FP1', createdAt: '2026-09-01T10:00:00.000Z', paidAt: null, cancelledAt: null,
  ...overrides,
})

const api = (routes: Record<string, FakeHandler>) =>
  areaApi({ [`GET ${EXHIBITOR_PATHS.formConfig}`]: () => ok(formConfig()), ...routes })

const mount = (path: string) => mountAreaElement('fair-exhibitor-portal', path, { 'register-type': 'exhibitorDept' })

beforeEach(() => {
  freshElementPage({ registerType: 'exhibitorDept', token: 't' })
  $mustSetPassword.set(false)
  infoOf(EXHIBITION).reset()
  for (const kind of ['all', 'service', 'ad', 'translator'] as const) {
    categoriesOf(EXHIBITION, kind).reset()
    reservationsOf(EXHIBITION, kind).reset()
  }
  reservationOf(EXHIBITION, reservation().id).reset()
})

afterEach(clearElementPage)

describe('paid services', { timeout: 30_000 }, () => {
  test('the admin reserves (a quantity of 0 refused first), and deletes unpaid reservations only after the confirmation', async () => {
    let listed: ServiceReservationView[] = []
    const { calls } = api({
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info()),
      [`GET ${P.serviceCategories}`]: () => ok([CLEANING, SCREEN]),
      [`GET ${P.serviceReservations}`]: () => ok(listed),
      [`POST ${P.serviceReserve}`]: () => {
        listed = [reservation()]
        return ok(listed[0])
      },
      [`POST ${P.serviceBatchDelete}`]: () => {
        listed = [reservation({ state: 'cancelled', cancelledAt: '2026-09-01T11:00:00.000Z' })]
        return ok(listed)
      },
    })
    const events: CustomEvent[] = []
    document.addEventListener('fair-exhibitor-service-reserved', (event) => events.push(event as CustomEvent))
    const { view } = mount('/exhibitorSelfService/serviceOrder')
    const form = await view.findByRole('form', { name: 'Reserve Booth cleaning' }, { timeout: LOAD })
    // The sold-out ad has no form, only its state.
    expect(view.queryByRole('form', { name: 'Reserve Big screen' })).toBeNull()
    expect(view.getByText('Sold out')).toBeTruthy()
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity' })
    fireEvent.change(quantity, { target: { value: '0' } })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Before opening')
    await userEvent.click(within(form).getByRole('button', { name: 'Reserve Booth cleaning' }))
    // The shared schema's module loads on the first check.
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'), { timeout: LOAD })
    expect(calls.some((call) => call.path === P.serviceReserve)).toBe(false)
    expect((within(form).getByRole('textbox', { name: 'Note (optional)' }) as HTMLInputElement).value).toBe('Before opening')
    fireEvent.change(quantity, { target: { value: '2' } })
    await userEvent.click(within(form).getByRole('button', { name: 'Reserve Booth cleaning' }))
    await waitFor(() => expect(calls.find((call) => call.path === P.serviceReserve)?.body).toMatchObject({ exhibitionId: '1020', items: [{ categoryId: CLEANING.id, quantity: 2, date: null }], note: 'Before opening' }))
    await waitFor(() => expect(events.map((event) => event.detail)).toEqual([{ exhibitionId: '1020', reservationId: reservation().id, orderId: reservation().orderId, orderNo: 'FP1', totalFen: 60_000 }]))

    await userEvent.click(await view.findByRole('checkbox', { name: 'Choose order FP1' }))
    await userEvent.click(view.getByRole('button', { name: 'Delete chosen (1)' }))
    const dialog = await view.findByRole('dialog', { name: 'Delete unpaid reservations?' })
    expect(calls.some((call) => call.path === P.serviceBatchDelete)).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.find((call) => call.path === P.serviceBatchDelete)?.body).toMatchObject({ ids: [reservation().id] }))
    await waitFor(() => expect(view.getAllByText('Cancelled').length).toBeGreaterThan(0))
  })

  test('a reservation that lost the race for the last place says so, what was typed kept', async () => {
    let stock = 1
    const { calls } = api({
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info()),
      [`GET ${P.serviceCategories}`]: () => ok([{ ...SCREEN, remaining: stock }]),
      [`GET ${P.serviceReservations}`]: () => ok([]),
      [`POST ${P.serviceReserve}`]: () => {
        stock = 0
        return fail(409, 'Big screen is sold out')
      },
    })
    const { view } = mount('/exhibitorSelfService/adsBooking')
    const form = await view.findByRole('form', { name: 'Reserve Big screen' }, { timeout: LOAD })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Hall 1')
    await userEvent.click(within(form).getByRole('button', { name: 'Reserve Big screen' }))
    await waitFor(() => expect(calls.some((call) => call.path === P.serviceReserve)).toBe(true), { timeout: LOAD })
    const alert = await within(form).findByRole('alert', {}, { timeout: LOAD })
    await waitFor(() => expect(alert.textContent).toContain('Another exhibitor took the last one while you were booking'))
    expect(alert.textContent).toContain('Big screen is sold out')
    expect((within(form).getByRole('textbox', { name: 'Note (optional)' }) as HTMLInputElement).value).toBe('Hall 1')
  })

  test('a staff member sees offers and reservations read-only: no form, no choice, no pay', async () => {
    api({
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info({ role: 'staff' })),
      [`GET ${P.serviceCategories}`]: () => ok([CLEANING]),
      [`GET ${P.serviceReservations}`]: () => ok([reservation()]),
    })
    const { view } = mount('/exhibitorSelfService/serviceOrder')
    expect(await view.findByText('Only the company admin can change this; you can look.', {}, { timeout: LOAD })).toBeTruthy()
    expect(await view.findByRole('heading', { name: 'Order FP1' })).toBeTruthy()
    expect(view.queryByRole('form', { name: 'Reserve Booth cleaning' })).toBeNull()
    expect(view.queryByRole('checkbox')).toBeNull()
    expect(view.queryByRole('button', { name: /^Pay/ })).toBeNull()
    expect(view.queryByRole('button', { name: /^Delete/ })).toBeNull()
  })

  test('back from the cashier (?orderId=…) the paid reservation is shown and announced once', async () => {
    api({
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info()),
      [`GET ${P.serviceReservations}`]: () => ok([reservation({ state: 'paid', paidAt: '2026-09-01T10:05:00.000Z' })]),
    })
    const events: CustomEvent[] = []
    document.addEventListener('fair-exhibitor-service-paid', (event) => events.push(event as CustomEvent))
    const { view } = mount(`/exhibitorSelfService/serviceOrder?orderId=${reservation().orderId}`)
    expect(await view.findByText('Paid: your reservation is confirmed.', {}, { timeout: LOAD })).toBeTruthy()
    expect(view.getByRole('link', { name: 'Ask for an invoice for order FP1' }).getAttribute('href')).toContain(`/invoice/apply/${reservation().orderId}`)
    await waitFor(() => expect(events.map((event) => event.detail)).toEqual([{ exhibitionId: '1020', reservationId: reservation().id, orderId: reservation().orderId, orderNo: 'FP1' }]))
    cleanup()
  })

  test('every text is there in cn and en, with the same placeholders', () => {
    const flat = (tree: object, prefix = ''): Record<string, string> =>
      Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => (typeof value === 'string' ? { ...all, [prefix + key]: value } : { ...all, ...flat(value, `${prefix}${key}.`) }), {})
    const cn = flat(servicesCn)
    const en = flat(servicesEn)
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort())
    const params = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
    for (const key of Object.keys(cn)) expect(params(cn[key]), key).toEqual(params(en[key]))
  })
})
