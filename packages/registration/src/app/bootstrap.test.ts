import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRouter } from '@fairpass/core/router'
import { $session, applyLink, signOut } from '@fairpass/core/session'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { noEmit } from '../flow/emit'
import { bootRegistration } from './bootstrap'

const CONFIG = '/api/ef-registration-config-client'
const config = {
  [`GET ${CONFIG}/registerConfig/pageConfig`]: () => ok({}),
  [`GET ${CONFIG}/reg_config/registerConfig/functionConfig`]: () => ok({ functionConfig: {} }),
}
const TOKEN = 'POST /api/blade-auth/oauth/token'

const link = { tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' } as const

/** The element's own router: the boot decides the first page of the element it starts for. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  signOut()
  sessionStorage.clear()
  router = createMemoryRouter('/registration')
})

afterEach(() => {
  router.stop()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('boot with a mini-program link', () => {
  test('from=miniApp with an imaster code signs in with grant_type=imaster', async () => {
    const api = fakeApi({ ...config, [TOKEN]: () => fail(409, 'This sign-in link is invalid or has expired, please sign in another way') })
    applyLink({ ...link, exhibitionId: '1003', from: 'miniApp', imasterCode: 'used-code' })
    await bootRegistration(router, noEmit)
    expect(api.calls.find((call) => call.path === '/api/blade-auth/oauth/token')?.body).toMatchObject({ grant_type: 'imaster', imasterCode: 'used-code' })
    expect(router.$route.get()).toMatchObject({ path: '/error', query: { reason: 'error.loginFailed' } })
    expect($session.get().token).toBeUndefined()
  })

  test('an imaster code without from=miniApp, or a plain link, leaves the visitor on the login', async () => {
    const api = fakeApi({ ...config, [TOKEN]: () => ok({ access_token: 'jwt', user_id: 'u1' }) })
    applyLink({ ...link, exhibitionId: '1004', imasterCode: 'some-code' })
    await bootRegistration(router, noEmit)
    applyLink({ ...link, exhibitionId: '1005' })
    await bootRegistration(router, noEmit)
    expect(api.calls.map((call) => call.path)).not.toContain('/api/blade-auth/oauth/token')
    expect(router.$route.get().path).toBe('/registration')
  })
})
