import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenants } from '../tenancy'
import { createTestServer, type TestServer } from '../testing'

/*
 * Issue 12 hole 5: app pages had no CSP, X-Content-Type-Options or frame-ancestors. Pages now forbid inline and
 * foreign scripts, plugins and <base> changes, and may be framed only by our origin and the embedding origins
 * (the tenants' lists and PAYMENT_RETURN_ORIGINS); every answer carries nosniff.
 */

let server: TestServer
let dir: string
const SHELL_SCRIPT = 'document.documentElement.dataset.fairShell = "on"'

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fairpass-pages-'))
  // The app page's static login form carries one inline script (packages/registration/src/shell).
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>FairPass</title><script>${SHELL_SCRIPT}</script><script type="module" src="/assets/a.js"></script>`)
  server = await createTestServer({ env: { STATIC_DIR: dir, PAYMENT_RETURN_ORIGINS: 'https://all-tenants.example', DEMO: 'off' } })
  await server.database.db.update(tenants).set({ embedOrigins: ['https://expo-partner.example'] }).where(eq(tenants.id, '000000'))
}, 60_000)
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('app page headers', () => {
  it('serves the app page with a CSP whose frame-ancestors are the embedding origins, and nosniff', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    // Our own inline script by its hash, nothing else inline.
    const shellHash = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`
    expect(csp).toMatch(new RegExp(`script-src 'self' https://res\\.wx\\.qq\\.com ${shellHash.replace(/[+/]/g, '\\$&')}(;|$)`))
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toMatch(/frame-ancestors 'self' [^;]*https:\/\/expo-partner\.example/)
    expect(csp).toMatch(/frame-ancestors [^;]*https:\/\/all-tenants\.example/)
    expect(csp).not.toContain('evil')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers API calls with nosniff too', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.headers['x-content-type-options']).toBe('nosniff')
  })
})
