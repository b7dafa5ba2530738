import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $language, configureSession, signOut } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { $userCenter, loadUserCenter, openEntry } from './userCenterStore'

const LIST_ALL = 'GET /api/ef-registration-config-client/userCenterConfig/listAll'

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en', token: 't' })
  router = createMemoryRouter('/user-center')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

describe('the user center entries', () => {
  test("are asked for with the exhibition and the page language, and kept in the configured order", async () => {
    const api = fakeApi({
      [LIST_ALL]: () =>
        ok([
          { key: 'order', title: 'My orders', path: '/order', sort: 20 },
          { key: 'wallet', title: 'My tickets', path: '/wallet', sort: 10 },
        ]),
    })
    await loadUserCenter()
    expect($userCenter.get()).toMatchObject({ status: 'ready', data: [{ key: 'wallet' }, { key: 'order' }] })
    const query = api.calls[0].query
    expect([query.get('tenantId'), query.get('exhibitionId'), query.get('registerType'), query.get('languageType')]).toEqual([
      '000000',
      '1002',
      'visitor',
      $language.get(),
    ])
  })

  test('a failed load says so and keeps what was shown', async () => {
    fakeApi({ [LIST_ALL]: () => ok([{ key: 'wallet', title: 'My tickets', path: '/wallet', sort: 10 }]) })
    await loadUserCenter()
    fakeApi({ [LIST_ALL]: () => fail(500, 'boom') })
    await loadUserCenter()
    expect($userCenter.get()).toMatchObject({ status: 'failed', data: [{ key: 'wallet' }] })
  })

  test('an entry navigates with the router, its query included', () => {
    openEntry({ key: 'deals', title: 'Deals', path: '/contentPage/7?from=uc', sort: 10 }, router, noEmit)
    expect(router.$route.get()).toMatchObject({ path: '/contentPage/7', query: { from: 'uc' } })
  })

  test('the element announces fair-navigate first; a host that cancels it routes on its own', () => {
    const emit = vi.fn(() => false)
    openEntry({ key: 'deals', title: 'Deals', path: '/contentPage/7?from=uc', sort: 10 }, router, emit)
    expect(emit).toHaveBeenCalledWith('fair-navigate', { path: '/contentPage/7', query: { from: 'uc' } }, { cancelable: true })
    expect(router.$route.get().path).toBe('/user-center')
  })
})
