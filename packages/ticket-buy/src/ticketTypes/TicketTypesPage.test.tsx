import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { $route, startRouter, stopRouter } from '@fairpass/core/router'
import { configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { fakeApi, ok } from '@fairpass/core/testing'
import { ticketType } from '../testing/fixtures'
import { $selection, emptySelection } from '../selection/selectionStore'
import TicketTypesPage from './TicketTypesPage'

const day = ticketType()
const last = ticketType({ id: '55555555-5555-4555-8555-555555555555', name: 'Last seats', remaining: 0, soldOut: true, perOrderLimit: 2 })
const later = ticketType({ id: '66666666-6666-4666-8666-666666666666', name: 'Night pass', saleState: 'notStarted' })

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 't' })
  $selection.set(emptySelection('1020'))
  startRouter({ mode: 'memory', initialPath: '/ticket-type' })
})

afterEach(() => {
  cleanup()
  stopRouter()
  vi.unstubAllGlobals()
})

const route = { path: '/ticket-type', query: { registerLinkId: 'tickets-2026' }, params: {}, desktop: false, definition: null }

describe('/ticket-type', () => {
  test('shows sold out and sale not started before paying, and only lets on-sale tickets be chosen', async () => {
    setLanguage('en')
    const api = fakeApi({ [`GET ${TICKET_PATHS.ticketTypes}`]: () => ok([day, last, later]) })
    render(<TicketTypesPage route={route} />)
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
    expect($route.get().path).toBe('/ticket-type/select')
  })

  test('speaks Chinese, upgrade links included', async () => {
    setLanguage('cn')
    fakeApi({ [`GET ${TICKET_PATHS.ticketTypes}`]: () => ok([last]) })
    render(<TicketTypesPage route={{ ...route, query: { ...route.query, upgradeTicket: 'yes' } }} />)
    await waitFor(() => expect(screen.getByText('已售罄')).toBeTruthy())
    expect(screen.getByText('升级门票：所选门票将替换您现有的门票。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy()
    expect($selection.get().upgradeTicket).toBe(true)
  })
})
