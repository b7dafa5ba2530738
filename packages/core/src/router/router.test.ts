import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { $link, $session, $sysConfig, $userInfo, setLanguage } from '../session'
import { $route, back, hrefFor, loadRoutes, loadRouteTitles, navigate, startRouter, stopRouter } from './index'

const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36'

function openUrl(pathAndHash: string) {
  history.replaceState(null, '', pathAndHash)
}

function nextHashChange(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('hashchange', () => resolve(), { once: true }))
}

// The route table and the titles load after the first render in the app (routes-loading.test.ts covers that
// window); here they are in place before each test looks at params, definitions or document.title.
beforeAll(() => Promise.all([loadRoutes(), loadRouteTitles()]))

beforeEach(() => {
  $session.set({})
  $link.set({})
  $userInfo.set(null)
  $sysConfig.set(null)
  sessionStorage.clear()
  openUrl('/')
})

afterEach(() => {
  stopRouter()
})

describe('hash router start-up', () => {
  it('publishes the current route and applies the link to the session', () => {
    openUrl('/#/order/12?tenantId=t1&exhibitionId=e1&languageType=en')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($route.get()).toMatchObject({
      path: '/order/12',
      params: { orderId: '12' },
      query: { tenantId: 't1', exhibitionId: 'e1', languageType: 'en' },
      desktop: false,
      definition: { path: '/order/:orderId', area: 'ticket-buy' },
    })
    expect($session.get()).toMatchObject({ tenantId: 't1', exhibitionId: 'e1', languageType: 'en' })
    expect(document.title).toBe('Order Details')
  })

  it('treats an empty hash as /', () => {
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($route.get().path).toBe('/')
    expect(location.hash).toBe('#/')
  })

  it('rewrites a two-question-mark hash to /jump with every parameter', () => {
    openUrl('/#/registration?tenantId=t1?from=miniApp&exhibitionId=e1')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($route.get().path).toBe('/jump')
    expect($route.get().query).toEqual({ tenantId: 't1', from: 'miniApp', exhibitionId: 'e1' })
    expect(location.hash).toBe('#/jump?tenantId=t1&from=miniApp&exhibitionId=e1')
  })

  it('sends isOpenAdapt=yes to /jump and isOpenGeo=yes to /geo, keeping the link parameters', () => {
    openUrl('/#/registration?isOpenAdapt=yes&tenantId=t1')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(location.hash).toBe('#/jump?tenantId=t1')

    stopRouter()
    openUrl('/#/registration?isOpenGeo=yes&exhibitionId=e2')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($route.get()).toMatchObject({ path: '/geo', query: { exhibitionId: 'e2' } })
    expect($session.get().exhibitionId).toBe('e2')
  })

  it('saves a third-party token and removes it from the address', () => {
    openUrl('/#/registration?tenantId=t1&access_token=secret')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($session.get().token).toBe('secret')
    expect(location.hash).toBe('#/registration?tenantId=t1')
    expect(sessionStorage.getItem('fair:token')).toBe('secret')
  })

  it('moves a desktop browser under /pc and strips the prefix when matching', () => {
    openUrl('/#/wallet/7?x=1')
    startRouter({ mode: 'hash', userAgent: DESKTOP })
    expect(location.hash).toBe('#/pc/wallet/7?x=1')
    expect($route.get()).toMatchObject({ path: '/wallet/7', desktop: true, params: { id: '7' } })
  })

  it('keeps a /pc address on a phone as desktop', () => {
    openUrl('/#/pc/wallet')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($route.get()).toMatchObject({ path: '/wallet', desktop: true })
  })

  it('follows a route redirect', () => {
    openUrl('/#/tradeFairSystem/home')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(location.hash).toBe('#/customerPage')
  })

  it('follows a redirect for a path given with the /pc prefix', () => {
    startRouter({ mode: 'memory', initialPath: '/registration' })
    navigate('/pc/tradeFairSystem/home?tab=1')
    expect($route.get()).toMatchObject({ path: '/customerPage', query: { tab: '1' }, definition: { area: 'customer-tool' } })
  })

  it('applies the language rule: store, else sessionStorage, else cn', () => {
    sessionStorage.setItem('fair:languageType', 'en')
    openUrl('/#/wallet')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect($session.get().languageType).toBe('en')
    expect(document.title).toBe('Ticket Wallet')
  })
})

describe('hash router navigation', () => {
  it('navigate adds a history entry and keeps the /pc prefix', async () => {
    openUrl('/#/registration')
    startRouter({ mode: 'hash', userAgent: DESKTOP })
    const entries = history.length
    const changed = nextHashChange()
    navigate('/wallet/3', { from: 'list', skip: undefined })
    expect($route.get()).toMatchObject({ path: '/wallet/3', query: { from: 'list' }, desktop: true })
    await changed
    expect(location.hash).toBe('#/pc/wallet/3?from=list')
    expect(history.length).toBe(entries + 1)
    expect($route.get().path).toBe('/wallet/3')
  })

  it('navigate with replace rewrites the current entry', () => {
    openUrl('/#/registration')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    const entries = history.length
    navigate('/closed?reason=x', { lang: 'en' }, { replace: true })
    expect(location.hash).toBe('#/closed?reason=x&lang=en')
    expect(history.length).toBe(entries)
    expect($route.get().query).toEqual({ reason: 'x', lang: 'en' })
  })

  it('follows hash changes made outside the router', async () => {
    openUrl('/#/registration')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    const changed = nextHashChange()
    location.hash = '#/news/details/5'
    await changed
    expect($route.get()).toMatchObject({ path: '/news/details/5', params: { id: '5' } })
    expect(document.title).toBe('资讯详情')
  })

  it('keeps the document title in step with language and page config', () => {
    openUrl('/#/registration')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    expect(document.title).toBe('展会观众预登记')
    $sysConfig.set({ pageTitle: '春季展', pageTitleEn: 'Spring Fair' })
    expect(document.title).toBe('春季展')
    setLanguage('en')
    expect(document.title).toBe('Spring Fair')
  })

  it('hrefFor builds a link with the current prefix', () => {
    openUrl('/#/')
    startRouter({ mode: 'hash', userAgent: DESKTOP })
    expect(hrefFor('/order', { page: '2', empty: undefined })).toBe('#/pc/order?page=2')
  })

  it('stops listening once stopped', async () => {
    openUrl('/#/registration')
    startRouter({ mode: 'hash', userAgent: MOBILE })
    stopRouter()
    const changed = nextHashChange()
    location.hash = '#/wallet'
    await changed
    expect($route.get().path).toBe('/registration')
  })
})

describe('memory router', () => {
  it('routes without touching the host page hash or title', () => {
    openUrl('/?tenantId=t9#host-section')
    document.title = 'Host page'
    startRouter({ mode: 'memory', initialPath: '/registration?step=1' })
    expect($route.get()).toMatchObject({ path: '/registration', query: { step: '1' } })
    expect($session.get().tenantId).toBe('t9')
    navigate('/wallet/1')
    expect($route.get().params).toEqual({ id: '1' })
    expect(location.hash).toBe('#host-section')
    expect(document.title).toBe('Host page')
  })

  it('back returns to the previous entry; replace does not add one', () => {
    startRouter({ mode: 'memory', initialPath: '/registration' })
    navigate('/infoWap')
    navigate('/questionnaire', {}, { replace: true })
    back()
    expect($route.get().path).toBe('/registration')
    back()
    expect($route.get().path).toBe('/registration')
  })

  it('ignores navigation to the current location', () => {
    startRouter({ mode: 'memory', initialPath: '/wallet' })
    navigate('/order')
    navigate('/order')
    back()
    expect($route.get().path).toBe('/wallet')
  })
})
