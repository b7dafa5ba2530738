import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { AreaContext, createAreaInstance } from '@fairpass/core/area'
import { $route, createMemoryRouter, RouterContext, type Route, type Router } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, ok } from '@fairpass/core/testing'
import { ticketType } from '../testing/fixtures'
import { emptySelection, selectionOf } from '../selection/selectionStore'
import TicketTypesPage from './TicketTypesPage'

const day = ticketType()
const last = ticketType({ id: '55555555-5555-4555-8555-555555555555', name: 'Last seats', remaining: 0, soldOut: true, perOrderLimit: 2 })
const later = ticketType({ id: '66666666-6666-4666-8666-666666666666', name: 'Night pass', saleState: 'notStarted' })

const REF = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const $selection = selectionOf(REF).$selection
let router: Router & { stop(): void }

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  $selection.set(emptySelection('1020'))
  router = createMemoryRouter('/ticket-type')
})

afterEach(() => {
  cleanup()
  router.stop()
  vi.unstubAllGlobals()
})

const route: Route = { path: '/ticket-type', query: { registerLinkId: 'tickets-2026' }, params: {}, desktop: false, definition: null }

/** The page as its element renders it: the element's own router (and attributes, when given). */
function renderPage(page: Route, attributes: Record<string, string> = {}) {
  return render(
    <AreaContext value={createAreaInstance('ticket-buy', router, null, attributes)}>
      <RouterContext value={router}>
        <TicketTypesPage route={page} />
      </RouterContext>
    </AreaContext>,
  )
}

describe('/ticket-type', () => {
  test('shows sold out and sale not started before paying, and only lets on-sale tickets be chosen', async () => {
    setLanguage('en')
    const api = fakeApi({ [`GET ${TICKET_PATHS.ticketTypes}`]: () => ok([day, last, later]) })
    renderPage(route)
    await screen.findByRole('heading', { name: 'Last seats' })
    expect(api.calls[0].query.get('registerLinkId')).toBe('tickets-2026')
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(screen.getByText('Sale not started')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'More Last seats' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'More Night pass' }) as HTMLButtonElement).disabled).toBe(true)
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(next.disabled).toBe(true)

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More Day ticket' }))
    await user.click(screen.getByRole('button', { name: 'More Day ticket' }))
    expect(screen.getByText('¥160.00')).toBeTruthy()
    await user.click(next)
    // The element's router moved, not the page's.
    expect(router.$route.get().path).toBe('/ticket-type/select')
    expect($route.get().path).not.toBe('/ticket-type/select')
  })

  test('speaks Chinese, upgrade links included', async () => {
    setLanguage('cn')
    fakeApi({ [`GET ${TICKET_PATHS.ticketTypes}`]: () => ok([last]) })
    renderPage({ ...route, query: { ...route.query, upgradeTicket: 'yes' } })
    await waitFor(() => expect(screen.getByText('已售罄')).toBeTruthy())
    expect(screen.getByText('升级门票：所选门票将替换您现有的门票。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy()
    expect($selection.get().upgradeTicket).toBe(true)
  })

  test("the element's register-link-id names the link when the route does not; the route's wins", async () => {
    setLanguage('en')
    const api = fakeApi({ [`GET ${TICKET_PATHS.ticketTypes}`]: () => ok([day]) })
    renderPage({ ...route, query: {} }, { registerLinkId: 'partner-link' })
    await screen.findByRole('heading', { name: 'Day ticket' })
    expect(api.calls[0].query.get('registerLinkId')).toBe('partner-link')
    expect(api.calls[0].query.get('exhibitionId')).toBe('1020')
    cleanup()
    renderPage(route, { registerLinkId: 'partner-link' })
    await waitFor(() => expect(api.calls.map((call) => call.query.get('registerLinkId'))).toContain('tickets-2026'))
  })
})
