import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../testing'
import { cacheControlFor } from './routes'

let server: TestServer
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fairpass-static-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>FairPass</title>')
  await writeFile(path.join(dir, 'embed.html'), '<!doctype html><title>embed</title>')
  await writeFile(path.join(dir, 'favicon.ico'), 'the-apps-own-icon')
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  const script = 'console.log("fairpass");'.repeat(100)
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), script)
  await writeFile(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script))
  server = await createTestServer({ env: { STATIC_DIR: dir } })
}, 60_000)
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('static demo app', () => {
  it('serves the entry pages uncached', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/' })
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain('FairPass')
    expect(index.headers['cache-control']).toBe('no-cache')
    expect((await server.app.inject({ method: 'GET', url: '/embed.html' })).headers['cache-control']).toBe('no-cache')
  })

  it('serves the service worker from the root scope, revalidated every time', async () => {
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    // No Service-Worker-Allowed needed: the worker sits at the root, so its scope is the whole app.
    expect(worker.headers['service-worker-allowed']).toBeUndefined()
  })

  it('serves hashed assets immutable and pre-compressed', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-encoding']).toBe('gzip')
  })

  it("serves the favicon: the built app's own, else the bundled one (never a 404)", async () => {
    const own = await server.app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(own.statusCode).toBe(200)
    expect(own.body).toBe('the-apps-own-icon')
    expect(own.headers['content-type']).toBe('image/x-icon')
    // The server of the other tests has no static folder (an API-only deployment): still an icon.
    const apiOnly = await createTestServer()
    try {
      const bundled = await apiOnly.app.inject({ method: 'GET', url: '/favicon.ico' })
      expect(bundled.statusCode).toBe(200)
      expect(bundled.headers['content-type']).toBe('image/x-icon')
      expect(bundled.headers['cache-control']).toBe('public, max-age=86400')
      // An ICO header (reserved 0, type 1) holding a PNG image: the same file as demo/public/favicon.ico.
      expect([...bundled.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0])
      expect(bundled.rawPayload.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
      expect(bundled.rawPayload.equals(await readFile(new URL('../../../../../demo/public/favicon.ico', import.meta.url)))).toBe(true)
    } finally {
      await apiOnly.close()
    }
  })

  it('leaves unknown API paths to the JSON 404 envelope', async () => {
    const response = await server.call({ method: 'GET', url: '/api/unknown/path' })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ code: 404, success: false, data: null })
  })

  it('chooses the cache policy by path', () => {
    expect(cacheControlFor('index.html.br')).toBe('no-cache')
    expect(cacheControlFor('assets/x-1.css')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('sw.js')).toBe('no-cache')
    expect(cacheControlFor('sw.js.br')).toBe('no-cache')
    expect(cacheControlFor('favicon.ico')).toBeUndefined()
  })
})
