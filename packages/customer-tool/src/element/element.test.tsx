import 'fake-indexeddb/auto'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { CUSTOMER_PATHS as C } from '@fairpass/core/contract'
import { setAuth } from '@fairpass/core/session'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok, onPhoneIn } from '@fairpass/core/testing'
import { customerOf } from '../detail/detailStore'
import { countOf, customersOf, labelsOf } from '../customers/customerStore'
import { membershipOf } from '../membership/membershipStore'
import { draftOf, permissionsOf } from '../accounts/accountsStore'
import { ADMIN_ID, detail, EXHIBITION, LABEL_ID, lead, LEAD_ID, membership, permissions, scanResult, STAFF_ID } from '../testing/fixtures'
import './index'

/*
 * The pages as a host page gets them: the real <fair-customer-tool> in memory routing, queried inside its shadow root,
 * against a fake API at the fetch level (the real HTTP client runs) and a real IndexedDB implementation for the
 * device's scan queue (fake-indexeddb).
 */

const mount = (initialPath: string) => mountAreaElement('fair-customer-tool', initialPath, { 'register-type': 'commerceExhibition' })

let staff = 0
beforeEach(() => {
  freshElementPage({ registerType: 'commerceExhibition', token: 'staff-token' })
  // A staff member of their own per test: each has their own queue on the (shared) device database.
  setAuth({ token: 'staff-token', userId: `staff-${++staff}` })
  membershipOf(EXHIBITION).reset()
  customersOf(EXHIBITION).list.reset()
  countOf(EXHIBITION).reset()
  labelsOf(EXHIBITION).reset()
  customerOf(EXHIBITION, LEAD_ID).reset()
  permissionsOf(EXHIBITION).reset()
  draftOf(EXHIBITION).set({})
})

afterEach(clearElementPage)

const count = { total: 1, mine: 1, today: 1, byFollowUp: { new: 1, contacted: 0, interested: 0, deal: 0, lost: 0 } }

describe('without a membership', () => {
  test('the scan page refuses with the reason and a link to buy; nothing is scanned', async () => {
    const { calls } = areaApi({ [`GET ${C.membership}`]: () => ok(membership({ membership: null, authorised: false, reason: 'noMembership', seats: null })) })
    const { view } = mount('/scanCodePage')
    expect(await view.findByText(/has no customer-lead membership for this exhibition/)).toBeTruthy()
    expect(view.getByRole('link', { name: 'Buy the membership' })).toBeTruthy()
    expect(view.queryByRole('textbox', { name: /Entry code/ })).toBeNull()
    expect(calls.some((call) => call.path === C.scan)).toBe(false)
  })

  test('a staff account without authorisation is told to ask the admin', async () => {
    areaApi({ [`GET ${C.membership}`]: () => ok(membership({ role: 'staff', authorised: false, reason: 'notAuthorised' })) })
    const { view } = mount('/customerPage')
    expect(await view.findByText(/not authorised for the customer tool/)).toBeTruthy()
  })
})

describe('scanning', () => {
  test('a typed code is checked by the shared schema, queued, sent once and its lead shown; the host hears the capture', async () => {
    const { calls } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`POST ${C.scan}`]: (call) => ok(scanResult((call.body as { clientScanId: string }).clientScanId)),
    })
    const { view, element } = mount('/scanCodePage')
    const captured = vi.fn()
    element.addEventListener('fair-customer-captured', (event) => captured((event as CustomEvent).detail))
    const field = await view.findByRole('textbox', { name: /Entry code/ })
    await userEvent.type(field, 'BAD CODE')
    await userEvent.click(view.getByRole('button', { name: 'Add the scan' }))
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(calls.some((call) => call.path === C.scan)).toBe(false)

    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}1234567890')
    await userEvent.click(view.getByRole('button', { name: 'Add the scan' }))
    expect(await view.findByText('New customer')).toBeTruthy()
    expect(view.getByText('Bright Trading')).toBeTruthy()
    const sent = calls.filter((call) => call.path === C.scan)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({ exhibitionId: '1020', code: '1234567890' })
    expect((sent[0]?.body as { clientScanId: string }).clientScanId).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(captured).toHaveBeenCalledWith({ exhibitionId: '1020', customerId: LEAD_ID, created: true, source: 'qr' }))
  })

  test('with the network down a scan waits on the device, shown as pending, and is sent once when the browser is online again', async () => {
    let down = true
    const { calls, fetchMock } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`POST ${C.scan}`]: (call) => ok(scanResult((call.body as { clientScanId: string }).clientScanId)),
    })
    const answer = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) => {
      if (down && String(input).includes(C.scan)) throw new TypeError('Failed to fetch')
      return answer(input, init)
    })
    const { view } = mount('/scanCodePage')
    await userEvent.type(await view.findByRole('textbox', { name: /Entry code/ }), '1234567890')
    await userEvent.click(view.getByRole('button', { name: 'Add the scan' }))
    expect(await view.findByText('Waiting to be sent: 1')).toBeTruthy()
    expect(view.getByText('1234567890')).toBeTruthy()

    down = false
    window.dispatchEvent(new Event('online'))
    expect(await view.findByText('New customer')).toBeTruthy()
    await waitFor(() => expect(view.queryByText(/Waiting to be sent/)).toBeNull())
    const sent = calls.filter((call) => call.path === C.scan)
    expect(sent).toHaveLength(1)
  })

  test('a code the server refuses stays with its words until removed', async () => {
    areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`POST ${C.scan}`]: () => fail(404, 'This code names no visitor of the exhibition'),
    })
    const { view } = mount('/scanCodePage')
    await userEvent.type(await view.findByRole('textbox', { name: /Entry code/ }), 'NOPE-1')
    await userEvent.click(view.getByRole('button', { name: 'Add the scan' }))
    expect(await view.findByText('This code names no visitor of the exhibition')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Remove the scan NOPE-1' }))
    await waitFor(() => expect(view.queryByText('This code names no visitor of the exhibition')).toBeNull())
  })
})

describe('customers', () => {
  test('the list shows the count and the leads, searches by keyword and shows more', async () => {
    const { calls } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`GET ${C.count}`]: () => ok({ ...count, total: 3 }),
      [`GET ${C.labels}`]: () => ok([{ id: LABEL_ID, name: 'Hot', count: 1 }]),
      [`GET ${C.list}`]: (call) =>
        call.query.get('cursor')
          ? ok({ total: 3, records: [lead({ id: 'c3', name: 'Zhou Min' })], nextCursor: null })
          : call.query.get('keyword')
            ? ok({ total: 1, records: [lead()], nextCursor: null })
            : ok({ total: 3, records: [lead(), lead({ id: 'c2', name: 'Sun Lei', labels: [{ id: LABEL_ID, name: 'Hot' }], followUp: 'interested' })], nextCursor: 'next' }),
    })
    const { view } = mount('/customerPage')
    expect(await view.findByRole('link', { name: 'Open Sun Lei' })).toBeTruthy()
    expect(view.getByText('3 customers found')).toBeTruthy()
    const row = view.getByRole('link', { name: 'Open Sun Lei' }).closest('li') as HTMLElement
    expect(within(row).getByText('Interested')).toBeTruthy()
    expect(within(row).getByText('Hot')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Show more (2 of 3)' }))
    expect(await view.findByRole('link', { name: 'Open Zhou Min' })).toBeTruthy()
    expect(view.getByText('That is the whole list')).toBeTruthy()

    await userEvent.type(view.getByRole('searchbox', { name: 'Name, company or mobile' }), 'Li')
    await userEvent.click(view.getByRole('button', { name: 'Search' }))
    expect(await view.findByText('1 customers found')).toBeTruthy()
    expect(calls.filter((call) => call.path === C.list).at(-1)?.query.get('keyword')).toBe('Li')
  })

  test('a lead by mobile is looked up, then saved with what was typed', async () => {
    const { calls } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`GET ${C.count}`]: () => ok(count),
      [`GET ${C.labels}`]: () => ok([]),
      [`GET ${C.list}`]: () => ok({ total: 0, records: [], nextCursor: null }),
      [`GET ${C.byMobile}`]: () => ok({ name: null, company: null, title: null, mobile: '13900139000', email: null, contactShared: true, registered: false, existingId: null }),
      [`POST ${C.save}`]: (call) => ok(scanResult((call.body as { clientScanId: string }).clientScanId, { customer: lead({ name: 'Gao Yan', source: 'mobile' }) })),
    })
    const { view } = mount('/customerPage')
    await userEvent.click(await view.findByRole('tab', { name: 'Mobile number' }))
    await userEvent.type(view.getByRole('textbox', { name: /Mobile number/ }), '123')
    await userEvent.click(view.getByRole('button', { name: 'Look up' }))
    expect((await view.findAllByText(/valid mobile/i)).length).toBeGreaterThan(0)
    await userEvent.type(view.getByRole('textbox', { name: /Mobile number/ }), '{Backspace}{Backspace}{Backspace}13900139000')
    await userEvent.click(view.getByRole('button', { name: 'Look up' }))
    await userEvent.type(await view.findByRole('textbox', { name: 'Name' }), 'Gao Yan')
    await userEvent.click(view.getByRole('button', { name: 'Save customer' }))
    await waitFor(() => expect(calls.some((call) => call.path === C.save)).toBe(true))
    expect(calls.find((call) => call.path === C.save)?.body).toMatchObject({ mobile: '13900139000', name: 'Gao Yan' })
  })

  test('the detail page sets the follow-up, a label and a note', async () => {
    let current = detail()
    const { calls } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership()),
      [`GET ${C.detail}`]: () => ok(current),
      [`GET ${C.labels}`]: () => ok([{ id: LABEL_ID, name: 'Hot', count: 0 }]),
      [`POST ${C.update}`]: (call) => {
        const body = call.body as { followUp?: 'contacted'; labelIds?: string[] }
        current = { ...current, ...(body.followUp ? { followUp: body.followUp } : {}), ...(body.labelIds ? { labels: body.labelIds.map((id) => ({ id, name: 'Hot' })) } : {}) }
        return ok(current)
      },
      [`POST ${C.noteAdd}`]: (call) => {
        current = { ...current, notes: [{ id: '55555555-5555-4555-8555-555555555555', text: (call.body as { text: string }).text, author: { userId: ADMIN_ID, name: 'Chen Admin' }, createdAt: '2026-11-26T03:00:00Z' }] }
        return ok(current)
      },
    })
    const { view } = mount(`/custDetailInfoPage?id=${LEAD_ID}`)
    await userEvent.selectOptions(await view.findByRole('combobox', { name: 'Follow-up' }), 'contacted')
    await waitFor(() => expect(calls.find((call) => call.path === C.update)?.body).toMatchObject({ id: LEAD_ID, followUp: 'contacted' }))
    await userEvent.click(view.getByRole('checkbox', { name: 'Hot' }))
    await waitFor(() => expect(calls.filter((call) => call.path === C.update).at(-1)?.body).toMatchObject({ labelIds: [LABEL_ID] }))
    await userEvent.click(view.getByRole('button', { name: 'Add the note' }))
    expect(calls.some((call) => call.path === C.noteAdd)).toBe(false)
    await userEvent.type(view.getByRole('textbox', { name: 'New note' }), 'Wants 200 lamps by March')
    await userEvent.click(view.getByRole('button', { name: 'Add the note' }))
    expect(await view.findByText('Wants 200 lamps by March')).toBeTruthy()
  })
})

describe('the fair’s clock', () => {
  // Half an hour after the fair's midnight on the 26th: the afternoon of the 25th in California and in UTC.
  const afterMidnight = '2026-11-25T16:30:00Z'

  test('a lead’s capture, scans and notes are dated on the fair’s clock on a phone west of UTC', async () => {
    const lead = detail({
      firstCapturedAt: afterMidnight,
      scans: [{ clientScanId: 'scan-1', by: { userId: STAFF_ID, name: 'Wu Staff' }, scannedAt: '2026-11-25T16:31:00Z', receivedAt: '2026-11-25T16:31:00Z' }],
      notes: [{ id: '55555555-5555-4555-8555-555555555555', text: 'Met at the stand', author: { userId: ADMIN_ID, name: 'Chen Admin' }, createdAt: '2026-11-25T16:32:00Z' }],
    })
    areaApi({ [`GET ${C.membership}`]: () => ok(membership()), [`GET ${C.detail}`]: () => ok(lead), [`GET ${C.labels}`]: () => ok([]) })
    await onPhoneIn('America/Los_Angeles', async () => {
      const { view } = mount(`/custDetailInfoPage?id=${LEAD_ID}`)
      expect(await view.findByText('First captured 26 Nov 2026, 00:30 by Chen Admin; scans: 1')).toBeTruthy()
      expect(view.getByText('26 Nov 2026, 00:31 · Wu Staff')).toBeTruthy()
      expect(view.getByText('26 Nov 2026, 00:32 · Chen Admin')).toBeTruthy()
    })
  })

  test('the membership is active since the fair’s day it was paid on, on a phone west of UTC', async () => {
    areaApi({ [`GET ${C.membership}`]: () => ok(membership({ membership: { kind: 'multi', activatedAt: afterMidnight, orderId: 'order-1' } })), [`GET ${C.count}`]: () => ok(count) })
    await onPhoneIn('America/Los_Angeles', async () => {
      const { view } = mount('/minePage')
      expect(await view.findByText('Multi-account membership, active since 26 Nov 2026.')).toBeTruthy()
    })
  })
})

describe('membership and accounts', () => {
  test('the admin orders the multi-account membership and is sent to its payment page', async () => {
    const { calls } = areaApi({
      [`GET ${C.membership}`]: () => ok(membership({ membership: null, authorised: false, reason: 'noMembership', seats: null })),
      [`POST ${C.placeOrder}`]: () => ok({ orderId: 'order-9', orderNo: 'M0009', kind: 'multi', totalFen: 300_000, currency: 'RMB', state: 'unpaid', createdAt: '2026-11-26T03:00:00Z', expiresAt: '2026-11-26T03:30:00Z' }),
    })
    const { view, element } = mount('/buyMemPage')
    const ordered = vi.fn()
    element.addEventListener('fair-customer-membership-ordered', (event) => ordered((event as CustomEvent).detail))
    await userEvent.click(await view.findByRole('button', { name: 'Buy the Multi-account membership for ¥3,000.00' }))
    await waitFor(() => expect(ordered).toHaveBeenCalledWith({ exhibitionId: '1020', orderId: 'order-9', kind: 'multi', totalFen: 300_000 }))
    expect(calls.find((call) => call.path === C.placeOrder)?.body).toMatchObject({ kind: 'multi' })
  })

  test('the admin authorises a staff account; the host hears it', async () => {
    const { calls } = areaApi({
      [`GET ${C.permissionPage}`]: () => ok(permissions()),
      [`POST ${C.permissionSubmit}`]: () => ok(permissions({ seats: { used: 1, max: 10 }, accounts: permissions().accounts.map((account) => ({ ...account, authorised: true })) })),
    })
    const { view, element } = mount('/accountMngPage')
    const authorised = vi.fn()
    element.addEventListener('fair-customer-staff-authorised', (event) => authorised((event as CustomEvent).detail))
    await userEvent.click(await view.findByRole('checkbox', { name: /Wu Staff/ }))
    expect(view.getByText('Staff authorised: 1 of 10')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Save the changes (1)' }))
    await waitFor(() => expect(authorised).toHaveBeenCalledWith({ exhibitionId: '1020', authorised: [STAFF_ID], revoked: [] }))
    expect(calls.find((call) => call.path === C.permissionSubmit)?.body).toMatchObject({ changes: [{ userId: STAFF_ID, authorised: true }] })
  })
})
