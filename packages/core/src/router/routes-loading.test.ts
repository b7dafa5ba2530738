import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets a router module whose route table has not loaded yet.
type RouterModule = typeof import('./index')
let router: RouterModule

const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40'

beforeEach(async () => {
  vi.resetModules()
  // A fresh copy of core on purpose: let it own the page instead of warning about the previous test's copy.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('fairpass.core')]
  router = await import('./index')
  // The fresh copy's texts: the page title falls back to core's system title in the visitor's language.
  const i18n = await import('../i18n')
  await Promise.all([i18n.loadMessages('cn'), i18n.loadMessages('en')])
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

afterEach(() => {
  router.stopRouter()
  vi.doUnmock('./table')
})

describe('before the route table arrives', () => {
  it('publishes the path and query with no params or definition, then fills them in', async () => {
    history.replaceState(null, '', '/#/order/12?tenantId=t1')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(router.$route.get()).toMatchObject({ path: '/order/12', query: { tenantId: 't1' }, params: {}, definition: null })

    await router.loadRoutes()
    expect(router.$route.get()).toMatchObject({
      path: '/order/12',
      query: { tenantId: 't1' },
      params: { orderId: '12' },
      definition: { path: '/order/:orderId', area: 'ticket-buy' },
    })
    expect(location.hash).toBe('#/order/12?tenantId=t1')
  })

  it('follows a hash change whose event is still queued when the table arrives (the address is not written back)', async () => {
    history.replaceState(null, '', '/#/others-registration-info-detail/help?tenantId=t1')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    // The address changes at once; the browser fires hashchange later, as a task of its own. The table arrives between.
    history.pushState(null, '', '/#/others-registration-info-detail/help?id=7&tenantId=t1')
    await router.loadRoutes()
    window.dispatchEvent(new HashChangeEvent('hashchange'))

    expect(location.hash).toBe('#/others-registration-info-detail/help?id=7&tenantId=t1')
    expect(router.$route.get()).toMatchObject({ query: { id: '7', tenantId: 't1' }, params: { type: 'help' }, definition: { area: 'group-manager' } })
  })

  it('applies the table\'s redirect to a hash change still queued when the table arrives, and keeps its /pc prefix', async () => {
    history.replaceState(null, '', '/#/wallet')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    history.pushState(null, '', '/#/pc/tradeFairSystem/home?from=menu')
    await router.loadRoutes()
    window.dispatchEvent(new HashChangeEvent('hashchange'))

    expect(location.hash).toBe('#/pc/customerPage?from=menu')
    expect(router.$route.get()).toMatchObject({ path: '/customerPage', desktop: true, definition: { area: 'customer-tool' } })
  })

  it('applies a redirect of the table once it arrives, replacing the history entry', async () => {
    history.replaceState(null, '', '/#/tradeFairSystem/home?from=menu')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(router.$route.get().path).toBe('/tradeFairSystem/home')
    expect(location.hash).toBe('#/tradeFairSystem/home?from=menu')
    const entries = history.length

    await router.loadRoutes()
    expect(router.$route.get()).toMatchObject({ path: '/customerPage', query: { from: 'menu' }, definition: { area: 'customer-tool' } })
    expect(location.hash).toBe('#/customerPage?from=menu')
    expect(history.length).toBe(entries)
  })

  it('keeps the /pc prefix when the late redirect rewrites a desktop address', async () => {
    history.replaceState(null, '', '/#/tradeFairSystem/home')
    router.startRouter({ mode: 'hash', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36' })
    expect(location.hash).toBe('#/pc/tradeFairSystem/home')
    await router.loadRoutes()
    expect(location.hash).toBe('#/pc/customerPage')
  })

  it('redirects the current memory-router entry in place, so back() does not return to the redirecting path', async () => {
    router.startRouter({ mode: 'memory', initialPath: '/tradeFairSystem/home' })
    expect(router.$route.get().path).toBe('/tradeFairSystem/home')
    await router.loadRoutes()
    expect(router.$route.get().path).toBe('/customerPage')
    router.navigate('/order')
    router.back()
    expect(router.$route.get()).toMatchObject({ path: '/customerPage', definition: { area: 'customer-tool' } })
  })

  it('names the page by the exhibition until the route is known, then by the route', async () => {
    await router.loadRouteTitles()
    sessionStorage.setItem('fair:languageType', 'en')
    history.replaceState(null, '', '/#/wallet')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(document.title).toBe('Visitor Pre-registration')
    await router.loadRoutes()
    expect(document.title).toBe('Ticket Wallet')
  })

  it('leads the old conference-registration address to the conference area\'s registration', async () => {
    history.replaceState(null, '', '/#/mettingRegistration?from=menu')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    await router.loadRoutes()
    expect(router.$route.get()).toMatchObject({
      path: '/conference/registrationConference',
      query: { from: 'menu' },
      definition: { area: 'conference' },
    })
  })

  it('starts loading the table when the router starts', async () => {
    history.replaceState(null, '', '/#/wallet/3')
    router.startRouter({ mode: 'hash', userAgent: MOBILE })
    await vi.waitFor(() => expect(router.$route.get().params).toEqual({ id: '3' }))
  })

  it('retries a failed load on the next navigation', async () => {
    vi.doMock('./table', () => {
      throw new Error('offline')
    })
    router.startRouter({ mode: 'memory', initialPath: '/wallet/3' })
    await expect(router.loadRoutes()).rejects.toThrow()
    expect(router.$route.get().definition).toBeNull()

    vi.doUnmock('./table')
    router.navigate('/order/5')
    await vi.waitFor(() => expect(router.$route.get()).toMatchObject({ path: '/order/5', params: { orderId: '5' } }))
  })
})
