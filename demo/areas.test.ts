import { atom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import type { Route, RouteDefinition } from '@fairpass/core/router'
import { loadAreasByRoute } from './areas'

const route = (path: string, area?: RouteDefinition['area']): Route => ({
  path,
  query: {},
  params: {},
  desktop: false,
  definition: area ? { path, area } : null,
})

describe('loadAreasByRoute', () => {
  it('loads an area only when a route of that area opens, and only once', () => {
    const $route = atom(route('/registration', 'registration'))
    const ticketBuy = vi.fn(() => Promise.resolve())
    const wallet = vi.fn(() => Promise.resolve())
    const stop = loadAreasByRoute($route, { 'ticket-buy': ticketBuy, wallet })
    expect(ticketBuy).not.toHaveBeenCalled()
    expect(wallet).not.toHaveBeenCalled()

    // Before the route table arrives a route has no definition: its area is unknown, nothing loads.
    $route.set(route('/ticket-type'))
    expect(ticketBuy).not.toHaveBeenCalled()
    $route.set(route('/ticket-type', 'ticket-buy'))
    $route.set(route('/order/1', 'ticket-buy'))
    expect(ticketBuy).toHaveBeenCalledTimes(1)
    expect(wallet).not.toHaveBeenCalled()

    $route.set(route('/wallet', 'wallet'))
    expect(wallet).toHaveBeenCalledTimes(1)
    stop()
    $route.set(route('/wallet/1', 'wallet'))
    expect(wallet).toHaveBeenCalledTimes(1)
  })

  it('loads the area of the route the page opened on', () => {
    const wallet = vi.fn(() => Promise.resolve())
    loadAreasByRoute(atom(route('/wallet', 'wallet')), { wallet })
    expect(wallet).toHaveBeenCalledTimes(1)
  })

  it('tries again on the next route of the area after a failed load', async () => {
    const $route = atom(route('/wallet', 'wallet'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const wallet = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    loadAreasByRoute($route, { wallet })
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[FairPass] could not load the wallet area', expect.any(Error)))
    $route.set(route('/wallet/2', 'wallet'))
    expect(wallet).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  it("loads the exhibitor portal for an exhibitor's /user-center, registration's for a visitor's (the table's exhibitorArea)", () => {
    const userCenter: Route = { path: '/user-center', query: {}, params: {}, desktop: false, definition: { path: '/user-center', area: 'registration', exhibitorArea: 'exhibitor-portal' } }
    const portal = vi.fn(() => Promise.resolve())
    let registerType = 'visitor'
    const $route = atom(userCenter)
    loadAreasByRoute($route, { 'exhibitor-portal': portal }, () => registerType)
    expect(portal).not.toHaveBeenCalled()
    registerType = 'exhibitorDept'
    $route.set({ ...userCenter })
    expect(portal).toHaveBeenCalledTimes(1)
  })
})
