import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadEnv } from '../env'
import { languageFromAcceptLanguage } from '../language'
import { isKnownMessageKey } from '../messages'
import { DevOutbox } from '../notifier'
import { createTestServer, TEST_JWT_SECRET, type TestServer } from '../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ bodyLimit: 1024 })
}, 60_000)
afterAll(() => server.close())

describe('the envelope on every failure', () => {
  it('answers an unknown route with the 404 envelope in the caller language', async () => {
    const cn = await server.call({ method: 'GET', url: '/api/no-such-thing' })
    expect(cn.status).toBe(404)
    expect(cn.body).toEqual({ code: 404, success: false, msg: '内容不存在', data: null })
    const en = await server.call({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(en.body.msg).toBe('Not found')
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?languageType=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, success: false, msg: 'The request could not be read, please try again', data: null })
  })

  it('answers an oversized body with 413 and an unsupported content type with 415', async () => {
    const large = await server.call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(4096) }),
    })
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({ code: 413, success: false, msg: '请求内容过大' })
    const xml = await server.call({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { 'content-type': 'application/xml' }, payload: '<a/>' })
    expect(xml.status).toBe(415)
    expect(xml.body.success).toBe(false)
  })

  it('answers an unexpected failure with a 500 envelope that reveals nothing', async () => {
    const failingDb = { execute: () => Promise.reject(new Error('connection refused: secret-host:5432')) }
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory', JWT_SECRET: TEST_JWT_SECRET, STATIC_DIR: '/nonexistent' })
    const app = await buildApp({ env, db: failingDb as never, notifier: new DevOutbox() })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health?languageType=en' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ code: 500, success: false, msg: 'Something went wrong on our side, please try again later', data: null })
      expect(response.body).not.toContain('secret-host')
    } finally {
      await app.close()
    }
  })

  it('answers a database that went away mid-request (as drizzle wraps it) with 503 and Retry-After, not a 500', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    const wrapped = new Error('Failed query: select 1', { cause: terminated })
    const cut = new Error('Connection terminated unexpectedly')
    const failures = [wrapped, cut]
    const failingDb = { execute: () => Promise.reject(failures.shift()) }
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory', JWT_SECRET: TEST_JWT_SECRET, STATIC_DIR: '/nonexistent' })
    const app = await buildApp({ env, db: failingDb as never, notifier: new DevOutbox() })
    try {
      const en = await app.inject({ method: 'GET', url: '/api/health?languageType=en' })
      expect(en.statusCode).toBe(503)
      expect(en.headers['retry-after']).toBe('1')
      expect(en.json()).toEqual({ code: 503, success: false, msg: 'The service was briefly unavailable, please try again', data: null })
      const cn = await app.inject({ method: 'GET', url: '/api/health' })
      expect(cn.statusCode).toBe(503)
      expect(cn.json().msg).toBe('服务暂时不可用，请重试')
    } finally {
      await app.close()
    }
  })
})

describe('success envelope and small routes', () => {
  it('answers health and system time through ok()', async () => {
    expect((await server.call({ method: 'GET', url: '/api/health' })).body).toEqual({ code: 200, success: true, msg: '操作成功', data: { status: 'ok' } })
    const time = await server.call({ method: 'GET', url: '/api/blade-resource/system/time', query: { languageType: 'en' } })
    expect(time.body).toEqual({ code: 200, success: true, msg: 'Success', data: { now: server.clock.now() } })
  })

  it('lists the outbox newest first in demo mode only', async () => {
    await server.call({ method: 'GET', url: '/api/blade-auth/validate-code/sms', query: { account: '13700000000', tenantId: '000000', exhibitionId: '1002', languageType: 'cn' } })
    const outbox = await server.call({ method: 'GET', url: '/api/dev/outbox', query: { to: '13700000000' } })
    expect(outbox.body.data).toEqual([
      expect.objectContaining({ to: '13700000000', channel: 'sms', code: expect.stringMatching(/^\d{6}$/), sentAt: server.clock.now() }),
    ])
    const production = await createTestServer({ env: { DEMO: 'off' } })
    try {
      expect((await production.call({ method: 'GET', url: '/api/dev/outbox' })).status).toBe(404)
    } finally {
      await production.close()
    }
  }, 30_000)
})

describe('language and messages', () => {
  it('reads Accept-Language by weight', () => {
    expect(languageFromAcceptLanguage('fr-FR, en;q=0.5, zh-CN;q=0.8')).toBe('cn')
    expect(languageFromAcceptLanguage('en-US')).toBe('en')
    expect(languageFromAcceptLanguage('fr')).toBeUndefined()
  })

  it('has a text for every message key the server uses', async () => {
    const { readFile, readdir } = await import('node:fs/promises')
    const path = await import('node:path')
    const root = path.resolve(import.meta.dirname, '..')
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const keys = new Set<string>()
    for (const file of files) {
      for (const match of (await readFile(path.join(root, file), 'utf8')).matchAll(/'((?:error|notify|common)\.[A-Za-z]+)'/g)) keys.add(match[1])
    }
    expect(keys.size).toBeGreaterThan(15)
    expect([...keys].filter((key) => !isKnownMessageKey(key))).toEqual([])
  })
})
