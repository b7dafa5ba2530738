import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const APP_URL = 'http://127.0.0.1:8080/#/registration?tenantId=000000&exhibitionId=1005&languageType=en'
const STATE = 'csrf-state-0123456789'

const login = (payload: Record<string, unknown>) =>
  server.call({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    payload: { tenantId: '000000', exhibitionId: '1005', languageType: 'en', type: 'visitor', privacyMark: true, ...payload },
  })

/** Walks the redirect flow as the browser would: authorise → consent page → back to the app with code and state. */
async function authorise(user = 'visitor-a', tenantId = '000000', exhibitionId = '1005'): Promise<URL> {
  const start = await server.app.inject({
    method: 'GET',
    url: '/api/blade-auth/openid/authorize',
    query: { tenantId, exhibitionId, redirect_uri: APP_URL, state: STATE, languageType: 'en' },
  })
  expect(start.statusCode).toBe(302)
  const consentPage = await server.app.inject({ method: 'GET', url: start.headers.location as string })
  expect(consentPage.statusCode).toBe(200)
  expect(consentPage.headers['content-type']).toContain('text/html')
  expect(consentPage.body).toContain('Messaging app (simulated)')
  expect(consentPage.body).toContain(`value="${STATE}"`)
  const consent = await server.app.inject({
    method: 'GET',
    url: '/api/dev/openid/consent',
    query: { tenantId, redirect_uri: APP_URL, state: STATE, user },
  })
  expect(consent.statusCode).toBe(302)
  return new URL(consent.headers.location as string)
}

const exchange = (code: string, tenantId = '000000') =>
  server.call({ method: 'POST', url: '/api/blade-auth/openid/exchange', payload: { tenantId, code, languageType: 'en' } })

describe('messaging-app open id', () => {
  it('sends the visitor back to the app with a code and the same state, the hash route untouched', async () => {
    const back = await authorise()
    expect(back.searchParams.get('state')).toBe(STATE)
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(back.hash).toBe('#/registration?tenantId=000000&exhibitionId=1005&languageType=en')
  })

  it('exchanges a code once for the same open id each time, then signs in only after binding', async () => {
    const first = await exchange((await authorise()).searchParams.get('code')!)
    expect(first.status).toBe(200)
    const { openId, openIdTicket } = first.body.data
    expect(openId).toMatch(/^dev_/)
    const again = await exchange((await authorise()).searchParams.get('code')!)
    expect(again.body.data.openId).toBe(openId)

    const notBound = await login({ grant_type: 'appopenid', openid: openId, openIdTicket })
    expect(notBound.status).toBe(409)
    expect(notBound.body.msg).toBe('No user information is bound to this account, please sign in another way')

    // A normal login carrying the open id binds it.
    const bound = await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, openid: openId, openIdTicket })
    expect(bound.status).toBe(200)
    const auto = await login({ grant_type: 'appopenid', openid: openId, openIdTicket })
    expect(auto.status).toBe(200)
    expect(auto.body.data.account).toBe(DEMO_ACCOUNT.email)
  })

  it('refuses a used, unknown or other-tenant code', async () => {
    const code = (await authorise('visitor-b')).searchParams.get('code')!
    expect((await exchange(code, '100001')).status).toBe(409)
    // Refused for the wrong tenant, the code is gone for good.
    const used = await exchange(code)
    expect(used.status).toBe(409)
    expect(used.body.msg).toBe('The messaging-app authorisation is invalid or has expired, please try again')
    expect((await exchange('made-up-code-0000000000')).status).toBe(409)
  })

  it('refuses an open id without the ticket, with a forged one, or a stale one, and never binds those', async () => {
    const { openId, openIdTicket } = (await exchange((await authorise('visitor-c')).searchParams.get('code')!)).body.data
    expect((await login({ grant_type: 'appopenid', openid: openId })).status).toBe(409)
    expect((await login({ grant_type: 'appopenid', openid: openId, openIdTicket: `${Date.now()}.${'A'.repeat(43)}` })).status).toBe(409)
    // A forged ticket on a normal login signs in but binds nothing.
    await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, openid: openId, openIdTicket: 'x' })
    expect((await login({ grant_type: 'appopenid', openid: openId, openIdTicket })).status).toBe(409)

    await login({ grant_type: 'password', account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, openid: openId, openIdTicket })
    expect((await login({ grant_type: 'appopenid', openid: openId, openIdTicket })).status).toBe(200)
    server.clock.advance(3600_001)
    const stale = await login({ grant_type: 'appopenid', openid: openId, openIdTicket })
    expect(stale.status).toBe(409)
    expect(stale.body.msg).toBe('The messaging-app sign-in has expired, please try again')
  })

  it('refuses a redirect that is not an http(s) URL, a short state, and an exhibition of another tenant', async () => {
    const query = { tenantId: '000000', exhibitionId: '1005', redirect_uri: APP_URL, state: STATE }
    for (const bad of [{ redirect_uri: 'javascript:alert(1)' }, { state: 'x' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/blade-auth/openid/authorize', query: { ...query, ...bad } })
      expect(response.statusCode).toBe(400)
    }
    const foreign = await server.app.inject({ method: 'GET', url: '/api/blade-auth/openid/authorize', query: { ...query, exhibitionId: '2001' } })
    expect(foreign.statusCode).toBe(404)
  })
})

describe('without a provider (production)', () => {
  it('has no dev consent page and answers the open-id calls as unavailable', async () => {
    const { buildApp } = await import('../../app')
    const app = await buildApp({ env: { ...server.env, demo: false }, db: server.database.db, notifier: server.outbox, clock: server.clock })
    try {
      const page = await app.inject({ method: 'GET', url: '/api/dev/openid/authorize', query: { tenantId: '000000', redirect_uri: APP_URL, state: STATE } })
      expect(page.statusCode).toBe(404)
      const start = await app.inject({
        method: 'GET',
        url: '/api/blade-auth/openid/authorize',
        query: { tenantId: '000000', exhibitionId: '1005', redirect_uri: APP_URL, state: STATE },
      })
      expect(start.statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })
})
