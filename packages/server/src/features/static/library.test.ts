import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../testing'
import { libCacheControlFor } from './routes'

let server: TestServer
let dir: string
let appDir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fairpass-lib-'))
  await writeFile(path.join(dir, 'fair.js'), 'export const load = () => import("./fair-wallet-0A1B2C3D.js")\n')
  await writeFile(path.join(dir, 'fair-wallet-0A1B2C3D.js'), `${'console.log("wallet");'.repeat(100)}\n`)
  // The demo app beside it, as `npm start` serves both.
  const app = await mkdtemp(path.join(os.tmpdir(), 'fairpass-app-'))
  await writeFile(path.join(app, 'index.html'), '<!doctype html><title>FairPass</title>')
  appDir = app
  server = await createTestServer({ env: { LIB_DIR: dir, STATIC_DIR: app } })
}, 60_000)
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
  await rm(appDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers })

describe('library at /lib/', () => {
  it('serves the loader as JavaScript that revalidates, to any origin', async () => {
    const loader = await get('/lib/fair.js', { origin: 'https://expo.example' })
    expect(loader.statusCode).toBe(200)
    expect(loader.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(loader.headers['cache-control']).toBe('no-cache')
    expect(loader.headers['access-control-allow-origin']).toBe('*')
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(loader.headers.etag).toBeTruthy()
    const revalidated = await get('/lib/fair.js', { 'if-none-match': String(loader.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
  })

  it('serves content-hashed chunks immutable, to any origin, without one', async () => {
    const chunk = await get('/lib/fair-wallet-0A1B2C3D.js')
    expect(chunk.statusCode).toBe(200)
    expect(chunk.headers['content-type']).toMatch(/javascript/)
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(chunk.headers['access-control-allow-origin']).toBe('*')
  })

  it('leaves the app at / as it was', async () => {
    const index = await get('/')
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain('FairPass')
  })

  it('answers 404 for files that are not there', async () => {
    expect((await get('/lib/fair-registration-FFFFFFFF.js')).statusCode).toBe(404)
  })

  it('chooses the cache policy by name', () => {
    expect(libCacheControlFor('fair.js')).toBe('no-cache')
    expect(libCacheControlFor('chunk-AB12CD34.js')).toBe('public, max-age=31536000, immutable')
    expect(libCacheControlFor('runtime-AB12CD34.js')).toBe('public, max-age=31536000, immutable')
    expect(libCacheControlFor('notes.txt')).toBe('no-cache')
  })
})
