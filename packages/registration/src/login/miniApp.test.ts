import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import { $session, configureSession, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { enterFromMiniApp, IMASTER_USED_KEY } from './miniApp'

const TOKEN = 'POST /api/blade-auth/oauth/token'
const ADD = 'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll'

let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  signOut()
  sessionStorage.clear()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
  router = createMemoryRouter('/registration')
})

afterEach(() => {
  router.stop()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('mini-program entry (imaster code)', () => {
  test('the code signs the visitor in and the normal post-login routing continues', async () => {
    const api = fakeApi({
      [TOKEN]: () => ok({ access_token: 'jwt', token_type: 'bearer', expires_in: 7200, user_id: 'u1', account: 'a@b.cn' }),
      [ADD]: () => fail(500, 'later'),
    })
    const emit = vi.fn(() => true)
    expect(await enterFromMiniApp('code-1', router, emit)).toBe('signedIn')
    expect(emit).toHaveBeenCalledWith('fair-login', { userId: 'u1', account: 'a@b.cn', registerType: 'visitor' }, { cancelable: true })
    expect($session.get()).toMatchObject({ token: 'jwt', userId: 'u1', loginMode: 'imaster' })
    expect(api.calls[0].body).toMatchObject({ grant_type: 'imaster', imasterCode: 'code-1', tenantId: '000000', exhibitionId: '1002', languageType: 'en' })
    // The post-login rules ran (they register the visitor for the exhibition first).
    expect(api.calls.map((call) => call.path)).toContain('/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll')
    expect(sessionStorage.getItem(IMASTER_USED_KEY)).toBe('code-1')

    // A reload with the same link keeps the session instead of replaying the used code.
    const calls = api.calls.length
    expect(await enterFromMiniApp('code-1', router, noEmit)).toBe('alreadySignedIn')
    expect(api.calls).toHaveLength(calls)
  })

  test('a used or unknown code is /error "Login failed", and nobody is signed in', async () => {
    fakeApi({ [TOKEN]: () => fail(409, 'This sign-in link is invalid or has expired, please sign in another way') })
    expect(await enterFromMiniApp('used-code', router, noEmit)).toBe('failed')
    expect(router.$route.get()).toMatchObject({ path: '/error', query: { reason: 'error.loginFailed' } })
    expect($session.get().token).toBeUndefined()
    expect(sessionStorage.getItem(IMASTER_USED_KEY)).toBeNull()
  })
})
