import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '@fairpass/core/contract'
import { payments } from '../orders'
import { tenants } from '../../tenancy'
import { DEMO_TICKET_TYPES } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { runAdmin } from '../../../../../scripts/admin'
import { auth, createBuyers, EXHIBITION, place, TENANT } from '../orders/testing'

/*
 * Issue 11 (paying from an element on another origin) and issue 12 hole 4 (open redirect): the return address is
 * parsed with URL, its origin compared with the tenant's embedding origins plus PAYMENT_RETURN_ORIGINS plus our own
 * public origin (PUBLIC_BASE_URL, never the Host header); the cashier URL is absolute and its CSP lets the buyer go
 * back to the allowed origin.
 */

const PUBLIC = 'https://tickets.fairpass.example'
const HOST_PAGE = 'https://expo-partner.example'
const SERVER_WIDE = 'https://all-tenants.example'

let server: TestServer
let buyer: { id: string; token: string }
let orderId: string

async function payCount(): Promise<number> {
  return (await server.database.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId))).length
}

function pay(returnUrl: string | undefined, headers: Record<string, string> = {}, language: 'cn' | 'en' = 'en') {
  return server.call({ method: 'POST', url: TICKET_PATHS.pay, headers: { ...auth(buyer.token, TENANT, language), ...headers }, payload: { exhibitionId: EXHIBITION, orderId, returnUrl } })
}

const inject: typeof fetch = async (input, init) => {
  const url = new URL(String(input))
  const response = await server.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string | undefined,
  })
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } })
}

async function admin(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = []
  const code = await runAdmin(args, { out: (line) => lines.push(line), err: (line) => lines.push(line), env: {}, fetch: inject })
  return { code, out: lines.join('\n') }
}

beforeAll(async () => {
  server = await createTestServer({ env: { ORDER_SWEEP_SECONDS: '0', PUBLIC_BASE_URL: PUBLIC, PAYMENT_RETURN_ORIGINS: SERVER_WIDE } })
  ;[buyer] = await createBuyers(server, 1)
  orderId = (await place(server, buyer.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 1 }])).body.data.id
}, 60_000)
afterAll(() => server.close())

describe('the payment return address', () => {
  it('refuses control characters (tab, CR/LF, NUL) with a 400 naming returnUrl, never a 500, and writes no payment', async () => {
    for (const returnUrl of ['/\t/evil.example', '/ok\r\nLocation: https://evil.example', '/ok\nx', `/ok\u0000`, `${PUBLIC}/\t/x`]) {
      const refused = await pay(returnUrl)
      expect(refused.status, JSON.stringify(returnUrl)).toBe(400)
      expect(refused.body).toMatchObject({ code: 400, success: false })
      expect(refused.body.data.fieldErrors.returnUrl).toMatch(/control character/)
    }
    expect(await payCount()).toBe(0)
  })

  it('refuses backslash and protocol-relative tricks and other schemes', async () => {
    for (const returnUrl of ['//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'https://evil.example', `${PUBLIC}.evil.example/x`, 'https://user@evil.example']) {
      const refused = await pay(returnUrl)
      expect(refused.status, returnUrl).toBe(400)
      expect(refused.body.data.fieldErrors.returnUrl).toBeTruthy()
    }
    expect(await payCount()).toBe(0)
  })

  it('never trusts the Host header as an own origin', async () => {
    const spoofed = await pay('http://evil.example/app/', { host: 'evil.example' })
    expect(spoofed.status).toBe(400)
    expect(spoofed.body.data.fieldErrors.returnUrl).toMatch(/evil\.example/)
    expect(await payCount()).toBe(0)
  })

  it('tells the integrator which setting to change, in en and cn', async () => {
    const en = await pay(`${HOST_PAGE}/shop#/paid`)
    expect(en.status).toBe(400)
    expect(en.body.msg).toContain(HOST_PAGE)
    expect(en.body.msg).toContain('npm run admin -- origins --add')
    expect(en.body.msg).toContain('PAYMENT_RETURN_ORIGINS')
    expect(en.body.data.fieldErrors.returnUrl).toBe(en.body.msg)
    const cn = await pay(`${HOST_PAGE}/shop#/paid`, {}, 'cn')
    expect(cn.status).toBe(400)
    expect(cn.body.msg).toContain('npm run admin -- origins --add')
    expect(cn.body.msg).toMatch(/返回地址/)
    expect(await payCount()).toBe(0)
  })

  it('accepts our own public origin, a relative path resolved on it, and the server-wide default', async () => {
    expect((await pay('/#/payTransition')).status).toBe(200)
    expect((await pay(`${PUBLIC}/app/#/payTransition`)).status).toBe(200)
    expect((await pay(`${SERVER_WIDE}/page`)).status).toBe(200)
  })
})

describe('loopback pages', () => {
  it('may be the return address in demo mode (host pages beside npm start), not outside it', async () => {
    expect((await pay('http://127.0.0.1:5555/host.html#/paid')).status).toBe(200)
    const plain = await createTestServer({ env: { DEMO: 'off' } })
    try {
      const [other] = await createBuyers(plain, 1)
      const placed = (await place(plain, other.token, [{ ticketTypeId: DEMO_TICKET_TYPES.forum, quantity: 1 }])).body.data
      const refused = await plain.call({ method: 'POST', url: TICKET_PATHS.pay, headers: auth(other.token), payload: { exhibitionId: EXHIBITION, orderId: placed.id, returnUrl: 'http://127.0.0.1:5555/host.html' } })
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toContain('http://127.0.0.1:5555')
    } finally {
      await plain.close()
    }
  }, 60_000)
})

describe('paying from an element embedded on another origin', () => {
  it('the organiser allows the origin with npm run admin; the cashier URL is absolute and its CSP lets the buyer back', async () => {
    const added = await admin(['origins', '--add', HOST_PAGE])
    expect(added.out).toContain(HOST_PAGE)
    expect(added.code).toBe(0)
    const [tenant] = await server.database.db.select().from(tenants).where(eq(tenants.id, TENANT))
    expect(tenant.embedOrigins).toEqual([HOST_PAGE])
    const listed = await admin(['origins'])
    expect(listed.out).toContain(HOST_PAGE)
    expect(listed.out).toContain(SERVER_WIDE)

    const returnUrl = `${HOST_PAGE}/shop?x=1#/paid`
    const started = await pay(returnUrl)
    expect(started.status).toBe(200)
    const cashierUrl = started.body.data.cashierUrl as string
    expect(cashierUrl.startsWith(`${PUBLIC}/api/pay/sandbox/cashier/`)).toBe(true)

    const cashier = new URL(cashierUrl)
    const page = await server.app.inject({ method: 'GET', url: `${cashier.pathname}${cashier.search}` })
    expect(page.statusCode).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(new RegExp(`form-action 'self' ${HOST_PAGE.replace(/[.]/g, '\\.')}(;|$)`))
    expect(csp).toContain("frame-ancestors 'none'")
    const pressed = await server.app.inject({ method: 'POST', url: `${cashier.pathname}/pay` })
    expect(pressed.statusCode).toBe(303)
    expect(pressed.headers.location).toBe(returnUrl)

    const removed = await admin(['origins', '--remove', HOST_PAGE])
    expect(removed.code).toBe(0)
    expect((await pay(returnUrl)).status).toBe(400)
  })

  it('refuses an origin that is not an origin when set', async () => {
    const bad = await admin(['origins', '--add', 'https://x.example/path'])
    expect(bad.code).toBe(1)
    expect(bad.out).toMatch(/origins/)
    const [tenant] = await server.database.db.select().from(tenants).where(eq(tenants.id, TENANT))
    expect(tenant.embedOrigins).toEqual([])
  })
})
