import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import { $functionConfig, $session, $sysConfig, configureSession, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { enterFromMessagingApp, isMessagingApp, OPEN_ID_TICKET_KEY } from './messagingApp'

const WECHAT = 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.49'
const SAFARI = 'Mozilla/5.0 (iPhone) Mobile Safari/604.1'

function useAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

let assigned: string[]
let router: ReturnType<typeof createMemoryRouter>
beforeEach(() => {
  router = createMemoryRouter('/registration')
  signOut()
  sessionStorage.clear()
  configureSession({ tenantId: '000000', exhibitionId: '1005', registerType: 'visitor', languageType: 'en' })
  $sysConfig.set({ wechatOpenAutoLogin: 'on', browserOpenSwitch: 'off', browserOpenSwitchEn: 'off' })
  $functionConfig.set({})
  assigned = []
  vi.spyOn(location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)))
  history.replaceState(null, '', '/#/registration')
})

afterEach(() => {
  router.stop()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('messaging-app entry', () => {
  test('knows the messaging app by its user agent', () => {
    expect(isMessagingApp(WECHAT)).toBe(true)
    expect(isMessagingApp(SAFARI)).toBe(false)
  })

  test('a plain browser is sent to the "open it in the messaging app" page when browser opening is off', async () => {
    useAgent(SAFARI)
    expect(await enterFromMessagingApp(router, noEmit)).toBe('browserRefused')
    expect(router.$route.get()).toMatchObject({ path: '/error', query: { reason: 'error.openInMessagingApp' } })
    $sysConfig.set({ browserOpenSwitchEn: 'on' })
    expect(await enterFromMessagingApp(router, noEmit)).toBe('notApplicable')
  })

  test('without a fresh open id it goes to the authorisation with a random state it keeps', async () => {
    useAgent(WECHAT)
    expect(await enterFromMessagingApp(router, noEmit)).toBe('authorising')
    const url = new URL(assigned[0], 'http://fair.test')
    expect(url.pathname).toBe('/api/blade-auth/openid/authorize')
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/)
    expect(sessionStorage.getItem('fair:openIdState')).toBe(url.searchParams.get('state'))
    expect(url.searchParams.get('redirect_uri')).toContain('#/registration')
  })

  test('a code with a state it did not send is ignored, and no new round trip starts right away', async () => {
    useAgent(WECHAT)
    const api = fakeApi({})
    sessionStorage.setItem('fair:openIdState', 'mine-0123456789')
    history.replaceState(null, '', '/?code=abc&state=theirs-0123456789#/registration')
    expect(await enterFromMessagingApp(router, noEmit)).toBe('stateMismatch')
    expect(api.calls).toHaveLength(0)
    expect(location.search).toBe('')
    expect(await enterFromMessagingApp(router, noEmit)).toBe('exchangeFailed')
    expect(assigned).toHaveLength(0)
  })

  test('exchanges the code, keeps the open id with its time, and stays on the login when no user is bound', async () => {
    useAgent(WECHAT)
    const api = fakeApi({
      'POST /api/blade-auth/openid/exchange': () => ok({ openId: 'dev_1', openIdTicket: '1.t' }),
      'POST /api/blade-auth/oauth/token': () => fail(409, 'No user information is bound to this account, please sign in another way'),
    })
    sessionStorage.setItem('fair:openIdState', 'state-0123456789')
    history.replaceState(null, '', '/?code=abc&state=state-0123456789#/registration')
    expect(await enterFromMessagingApp(router, noEmit)).toBe('notBound')
    expect($session.get().openId).toBe('dev_1')
    expect($session.get().openIdAt).toBeGreaterThan(Date.now() - 5000)
    expect(sessionStorage.getItem(OPEN_ID_TICKET_KEY)).toBe('1.t')
    expect(api.calls.map((call) => call.path)).toEqual(['/api/blade-auth/openid/exchange', '/api/blade-auth/oauth/token'])
    expect(api.calls[1].body).toMatchObject({ grant_type: 'appopenid', openid: 'dev_1', openIdTicket: '1.t' })
    expect($session.get().token).toBeUndefined()
  })

  test('a fresh open id signs in without a round trip; a stale one (over 600 s) is fetched again', async () => {
    useAgent(WECHAT)
    const api = fakeApi({
      'POST /api/blade-auth/oauth/token': () => ok({ access_token: 'jwt', token_type: 'bearer', expires_in: 7200, user_id: 'u1', account: 'a@b.cn' }),
      'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll': () => fail(500, 'later'),
    })
    sessionStorage.setItem(OPEN_ID_TICKET_KEY, '1.t')
    configureSession({ openId: 'dev_1', openIdAt: Date.now() - 601_000 })
    expect(await enterFromMessagingApp(router, noEmit)).toBe('authorising')
    configureSession({ openId: 'dev_1', openIdAt: Date.now() - 10_000 })
    expect(await enterFromMessagingApp(router, noEmit)).toBe('signedIn')
    expect($session.get().token).toBe('jwt')
    expect(api.calls[0].body).toMatchObject({ grant_type: 'appopenid', openid: 'dev_1' })
  })
})
