import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { INVOICE_PATHS } from '@fairpass/core/contract'
import { setLanguage, signOut } from '@fairpass/core/session'
import { $notices } from '@fairpass/core/notice'
import { fail, ok, areaApi, mountAreaElement, freshElementPage, clearElementPage } from '@fairpass/core/testing'
import { eligibilityOf } from '../apply/applyStore'
import { headersOf } from '../headers/headerStore'
import { invoiceOf, invoicesOf } from '../history/invoiceStore'
import { BAD_TAX_ID, eligibility, EXHIBITION, GOOD_TAX_ID, headerView, INVOICE_ID, invoiceView, ORDER_ID } from '../testing/fixtures'
import '../element'

/*
 * The pages as a host page gets them: the real <fair-invoice> element (core/area's recipe, memory routing, its own
 * exhibition from its attributes), queried inside its shadow root, against a fake API at the contract's paths.
 */

/** Tests that type whole forms key by key: slow on a loaded machine. */
const TYPING = 20_000

const route = (method: 'GET' | 'POST', path: string) => `${method} ${path}`

const api = areaApi

const mount = (initialPath: string, attributes: Record<string, string> = {}) => mountAreaElement('fair-invoice', initialPath, attributes)

beforeEach(() => {
  freshElementPage({ token: 't' })
  headersOf(EXHIBITION).reset()
  invoicesOf(EXHIBITION).reset()
  eligibilityOf(EXHIBITION, ORDER_ID).reset()
  invoiceOf(EXHIBITION, INVOICE_ID).reset()
})

afterEach(() => {
  vi.useRealTimers()
  clearElementPage()
})

describe('<fair-invoice>', () => {
  test('signed out, a page shows the sign-in in place for the same exhibition', async () => {
    signOut()
    api({})
    const { shadow } = mount('/invoiceHeaderManage')
    await waitFor(() => expect(shadow.querySelector('fair-registration')).toBeTruthy())
    expect(shadow.querySelector('fair-registration')!.getAttribute('exhibition-id')).toBe('1020')
  })

  test('the order-id attribute opens the application for that order', async () => {
    api({ [route('GET', INVOICE_PATHS.eligibility)]: () => ok(eligibility()), [route('GET', INVOICE_PATHS.headers)]: () => ok([]) })
    const { view, element } = mount('', { 'order-id': ORDER_ID })
    expect(await view.findByRole('heading', { name: 'Ask for an invoice', level: 1 })).toBeTruthy()
    expect(element.shadowRoot!.querySelector('[data-route]')!.getAttribute('data-route')).toBe(`/invoice/apply/${ORDER_ID}`)
  })

  test('a company header with a wrong check character is refused under its field, nothing typed lost; a right one is saved', async () => {
    let saved: unknown[] = []
    const { calls } = api({
      [route('GET', INVOICE_PATHS.headers)]: () => ok(saved),
      [route('POST', INVOICE_PATHS.saveHeader)]: (call) => {
        const { header } = call.body as { header: { title: string; taxId: string } }
        saved = [headerView({ title: header.title, taxId: header.taxId })]
        return ok(saved[0])
      },
    })
    const { view } = mount('/invoiceHeaderManage')
    expect(await view.findByText('No invoice header saved yet.')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Add a header' }))
    await userEvent.type(view.getByRole('textbox', { name: /^Company name/ }), 'Shanghai Fair Trading Co., Ltd.')
    await userEvent.type(view.getByRole('textbox', { name: /^Taxpayer identification number/ }), BAD_TAX_ID)
    await userEvent.type(view.getByRole('textbox', { name: /^E-mail for the invoice/ }), 'finance@example.com')
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    const taxField = view.getByRole('textbox', { name: /^Taxpayer identification number/ })
    await waitFor(() => expect(taxField.getAttribute('aria-invalid')).toBe('true'))
    expect(view.getByText('The last character of this unified social credit code does not match the others: please check the number')).toBeTruthy()
    expect((taxField as HTMLInputElement).value).toBe(BAD_TAX_ID)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    // A language switch rewords the message shown, and keeps what was typed.
    act(() => setLanguage('cn'))
    expect(await view.findByText('统一社会信用代码的校验位不正确，请核对号码')).toBeTruthy()
    act(() => setLanguage('en'))
    await view.findByText('The last character of this unified social credit code does not match the others: please check the number')
    expect((view.getByRole('textbox', { name: /^Taxpayer identification number/ }) as HTMLInputElement).value).toBe(BAD_TAX_ID)

    // Only the check character was wrong: the visitor corrects the last one.
    await userEvent.type(taxField, `{Backspace}${GOOD_TAX_ID[17]}`)
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    expect(await view.findByRole('heading', { name: 'Shanghai Fair Trading Co., Ltd.' })).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.body).toMatchObject({ exhibitionId: '1020', header: { type: 'company', taxId: GOOD_TAX_ID, email: 'finance@example.com' } })
  }, TYPING)

  test('deleting a header asks first, in a dialog', async () => {
    const { calls } = api({
      [route('GET', INVOICE_PATHS.headers)]: () => ok([headerView()]),
      [route('POST', INVOICE_PATHS.removeHeader)]: () => ok([]),
    })
    const { view, shadow } = mount('/invoiceHeaderManage')
    await userEvent.click(await view.findByRole('button', { name: 'Delete “Shanghai Fair Trading Co., Ltd.”' }))
    const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog')
    expect(dialog.textContent).toContain('Invoices already issued keep it.')
    expect(calls.some((call) => call.path === INVOICE_PATHS.removeHeader)).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls.some((call) => call.path === INVOICE_PATHS.removeHeader)).toBe(true))
    expect(await view.findByText('No invoice header saved yet.')).toBeTruthy()
  })

  test('an order the server will not invoice says why, with no form', async () => {
    api({
      [route('GET', INVOICE_PATHS.eligibility)]: () => ok(eligibility({ amountFen: 0, refusal: { code: 'amountZero', message: 'The order amount must be greater than 0' } })),
      [route('GET', INVOICE_PATHS.headers)]: () => ok([]),
    })
    const { view, shadow } = mount(`/invoice/apply/${ORDER_ID}`)
    expect(await view.findByText('The order amount must be greater than 0')).toBeTruthy()
    expect(shadow.querySelector('[data-refusal="amountZero"]')).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Ask for the invoice' })).toBeNull()
  })

  test('applying with the default header, then watching the invoice become issued; the host hears both', async () => {
    let state: 'applied' | 'issued' = 'applied'
    const { calls } = api({
      [route('GET', INVOICE_PATHS.eligibility)]: () => ok(eligibility()),
      [route('GET', INVOICE_PATHS.headers)]: () => ok([headerView()]),
      [route('POST', INVOICE_PATHS.apply)]: () => ok(invoiceView()),
      [route('GET', INVOICE_PATHS.invoice)]: () =>
        ok(state === 'issued' ? invoiceView({ state: 'issued', invoiceNo: '25000000001', issuedAt: '2025-09-01T08:00:05.000Z', downloadable: true }) : invoiceView()),
    })
    const heard: string[] = []
    const record = (event: Event) => heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`)
    document.addEventListener('fair-invoice-applied', record)
    document.addEventListener('fair-invoice-issued', record)
    try {
      const { view, shadow } = mount(`/invoice/apply/${ORDER_ID}`)
      const option = await view.findByRole('radio', { name: /Shanghai Fair Trading/ })
      await waitFor(() => expect((option as HTMLInputElement).checked).toBe(true))
      await userEvent.click(view.getByRole('button', { name: 'Ask for the invoice' }))
      await waitFor(() => expect(shadow.querySelector('[data-part="invoice"]')?.getAttribute('data-state')).toBe('applied'))
      expect(calls.find((call) => call.path === INVOICE_PATHS.apply)!.body).toMatchObject({ orderId: ORDER_ID, kind: 'general', headerId: headerView().id })
      state = 'issued'
      await waitFor(() => expect(shadow.querySelector('[data-part="invoice"]')?.getAttribute('data-state')).toBe('issued'), { timeout: 4000 })
      expect(view.getByRole('button', { name: 'Download invoice 25000000001 (PDF)' })).toBeTruthy()
      expect(view.getByRole('link', { name: 'View invoice 25000000001' }).getAttribute('href')).toContain('/pdfPreview?invoiceId=')
      expect(heard).toEqual([
        `fair-invoice-applied ${JSON.stringify({ invoiceId: INVOICE_ID, orderId: ORDER_ID, kind: 'general' })}`,
        `fair-invoice-issued ${JSON.stringify({ invoiceId: INVOICE_ID, orderId: ORDER_ID, invoiceNo: '25000000001' })}`,
      ])
    } finally {
      document.removeEventListener('fair-invoice-applied', record)
      document.removeEventListener('fair-invoice-issued', record)
    }
  })

  test('a special invoice with a typed header needs the bank data: each missing field says so', async () => {
    const { calls } = api({ [route('GET', INVOICE_PATHS.eligibility)]: () => ok(eligibility()), [route('GET', INVOICE_PATHS.headers)]: () => ok([]) })
    const { view } = mount(`/invoice/apply/${ORDER_ID}`)
    await userEvent.click(await view.findByRole('radio', { name: 'Special VAT invoice' }))
    await userEvent.type(view.getByRole('textbox', { name: /^Company name/ }), 'Shanghai Fair Trading Co., Ltd.')
    await userEvent.type(view.getByRole('textbox', { name: /^Taxpayer identification number/ }), GOOD_TAX_ID)
    await userEvent.type(view.getByRole('textbox', { name: /^E-mail for the invoice/ }), 'finance@example.com')
    await userEvent.click(view.getByRole('button', { name: 'Ask for the invoice' }))
    await waitFor(() => expect(view.getByRole('textbox', { name: /^Bank$/ }).getAttribute('aria-invalid')).toBe('true'))
    for (const name of [/^Bank account/, /^Registered address/, /^Registered phone/]) expect(view.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((call) => call.path === INVOICE_PATHS.apply)).toBe(false)
  }, TYPING)

  test('a refusal at apply time (already invoiced) is said on the page, once', async () => {
    api({
      [route('GET', INVOICE_PATHS.eligibility)]: () => ok(eligibility()),
      [route('GET', INVOICE_PATHS.headers)]: () => ok([headerView()]),
      [route('POST', INVOICE_PATHS.apply)]: () => fail(409, 'This order already has an invoice'),
    })
    const { view } = mount(`/invoice/apply/${ORDER_ID}`)
    await view.findByRole('radio', { name: /Shanghai Fair Trading/ })
    await userEvent.click(view.getByRole('button', { name: 'Ask for the invoice' }))
    expect(await view.findByText('This order already has an invoice')).toBeTruthy()
    expect($notices.get()).toEqual([])
  })

  test('the history shows each state; a failed invoice is issued again', async () => {
    const { calls } = api({
      [route('GET', INVOICE_PATHS.invoices)]: () =>
        ok([
          invoiceView({ state: 'failed', failedReason: 'The tax service did not answer' }),
          invoiceView({ id: 'v', state: 'voided', invoiceNo: '25000000002', voidReason: 'The order was refunded', downloadable: true, reversal: { invoiceNo: '25000000003', amountFen: -8000, at: '2025-09-02T00:00:00.000Z' } }),
        ]),
      [route('POST', INVOICE_PATHS.retry)]: () => ok(invoiceView({ state: 'applied' })),
      [route('GET', INVOICE_PATHS.invoice)]: () => ok(invoiceView({ state: 'applied' })),
    })
    const { view, shadow } = mount('/invoice/history')
    expect(await view.findByText('Why it failed: The tax service did not answer')).toBeTruthy()
    expect(view.getByText('Why it is void: The order was refunded')).toBeTruthy()
    expect(view.getByText('Reversed by red-letter invoice 25000000003 (-¥80.00)')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Issue again' }))
    await waitFor(() => expect(calls.some((call) => call.path === INVOICE_PATHS.retry)).toBe(true))
    await waitFor(() => expect(shadow.querySelector(`[data-invoice="${INVOICE_ID}"]`)?.getAttribute('data-state')).toBe('applied'))
  })

  test('editing a header sends it with its id; set default answers the new list', async () => {
    const other = headerView({ id: '77777777-7777-4777-8777-777777777777', type: 'personal', title: 'Mia Wong', taxId: null, isDefault: false })
    const { calls } = api({
      [route('GET', INVOICE_PATHS.headers)]: () => ok([headerView(), other]),
      [route('POST', INVOICE_PATHS.saveHeader)]: (call) => ok(headerView({ title: (call.body as { header: { title: string } }).header.title })),
      [route('POST', INVOICE_PATHS.setDefaultHeader)]: () => ok([{ ...other, isDefault: true }, { ...headerView(), isDefault: false }]),
    })
    const { view } = mount('/invoiceHeaderManage')
    await userEvent.click(await view.findByRole('button', { name: 'Edit “Shanghai Fair Trading Co., Ltd.”' }))
    const title = view.getByRole('textbox', { name: /^Company name/ })
    expect((title as HTMLInputElement).value).toBe('Shanghai Fair Trading Co., Ltd.')
    await userEvent.type(title, ' (Pudong)')
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((call) => call.path === INVOICE_PATHS.saveHeader)).toBe(true))
    expect(calls.find((call) => call.path === INVOICE_PATHS.saveHeader)!.body).toMatchObject({ id: headerView().id, header: { title: 'Shanghai Fair Trading Co., Ltd. (Pudong)' } })
    await userEvent.click(await view.findByRole('button', { name: 'Make default: “Mia Wong”' }))
    await waitFor(() => expect(calls.find((call) => call.path === INVOICE_PATHS.setDefaultHeader)?.body).toMatchObject({ id: other.id }))
  }, TYPING)

  test('the English receipt: Chinese characters refused by the shared schema, Latin ones sent for the chosen order', async () => {
    const order = { id: ORDER_ID, orderNo: 'FP2025000001', kind: 'tickets', state: 'ticketIssued', payableFen: 8000, items: [] }
    const { calls } = api({
      'GET /api/ef-registration-client/order/list': () => ok([order, { ...order, id: 'unpaid', orderNo: 'FP2025000002', state: 'pendingPayment' }]),
      [route('POST', INVOICE_PATHS.applyReceipt)]: () => ok(invoiceView({ kind: 'receipt' })),
      [route('GET', INVOICE_PATHS.invoice)]: () => ok(invoiceView({ kind: 'receipt' })),
    })
    const { view, shadow } = mount(`/invoiceEn?orderId=${ORDER_ID}`)
    const select = (await view.findByRole('combobox', { name: /^Order/ })) as HTMLSelectElement
    await waitFor(() => expect(select.value).toBe(ORDER_ID))
    // Only the paid order is offered.
    expect([...select.options].map((option) => option.value).filter(Boolean)).toEqual([ORDER_ID])
    await userEvent.type(view.getByRole('textbox', { name: /^Name/ }), '王美')
    await userEvent.type(view.getByRole('textbox', { name: /^Address/ }), '88 Demo Road, Beijing')
    await userEvent.type(view.getByRole('textbox', { name: /^E-mail for the receipt/ }), 'mia@example.com')
    await userEvent.click(view.getByRole('button', { name: 'Ask for the receipt' }))
    expect(await view.findByText('Use English (Latin) letters, digits and punctuation only')).toBeTruthy()
    expect(calls.some((call) => call.path === INVOICE_PATHS.applyReceipt)).toBe(false)
    const name = view.getByRole('textbox', { name: /^Name/ })
    await userEvent.clear(name).catch(() => undefined)
    for (let index = 0; index < 2; index += 1) await userEvent.type(name, '{Backspace}')
    await userEvent.type(name, 'Mia Wong')
    await userEvent.click(view.getByRole('button', { name: 'Ask for the receipt' }))
    await waitFor(() => expect(shadow.querySelector('[data-part="invoice"]')).toBeTruthy())
    expect(calls.find((call) => call.path === INVOICE_PATHS.applyReceipt)!.body).toMatchObject({ orderId: ORDER_ID, name: 'Mia Wong', address: '88 Demo Road, Beijing', company: null })
    expect(view.getByRole('heading', { name: 'English receipt', level: 2 })).toBeTruthy()
  }, TYPING)
})
