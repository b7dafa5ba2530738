import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { DevOutbox } from '../notifier'
import { createTestServer, type TestServer } from '../testing'
import { countHit, forgetEndedWindows } from './rateLimitStore'

/*
 * Rate limits shared by several server processes on one database (issue 13): two apps on the same database stand in
 * for two processes behind a load balancer. With the memory store each would allow the whole limit.
 */

let server: TestServer
let second: FastifyInstance

const sendCode = (app: FastifyInstance, account: string) =>
  app.inject({ method: 'GET', url: '/api/blade-auth/validate-code/email', query: { account, tenantId: '000000', exhibitionId: '1002', languageType: 'en' } })

beforeAll(async () => {
  server = await createTestServer({ env: { RATE_LIMIT_STORE: 'database' }, rateLimits: { sendCodePerMinute: 3 } })
  second = await buildApp({ env: server.env, db: server.database.db, notifier: new DevOutbox(), clock: server.clock, rateLimits: { sendCodePerMinute: 3 } })
  await second.ready()
}, 60_000)
afterAll(async () => {
  await second.close()
  await server.close()
})

describe('rate limits in the database', () => {
  it('counts 50 parallel requests of one caller exactly once each', async () => {
    const key = `test|parallel-${Date.now()}`
    const counts = await Promise.all(Array.from({ length: 50 }, () => countHit(server.database.db, key, 60_000)))
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))
    for (const count of counts) expect(count.ttl).toBeGreaterThan(0)
    for (const count of counts) expect(count.ttl).toBeLessThanOrEqual(60_000)
  })

  it('starts a new window once the old one has ended, and forgets ended windows', async () => {
    const key = `test|window-${Date.now()}`
    await countHit(server.database.db, key, 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await countHit(server.database.db, key, 60_000)).current).toBe(1)
    expect(await forgetEndedWindows(server.database.db)).toBeGreaterThanOrEqual(0)
  })

  it('is one limit for two processes: the address that used it up on one is refused by the other', async () => {
    const answers = [await sendCode(server.app, 'a1@example.com'), await sendCode(second, 'a2@example.com'), await sendCode(server.app, 'a3@example.com'), await sendCode(second, 'a4@example.com')]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429])
    expect(answers[3].headers['retry-after']).toBeDefined()
    expect(answers[3].json()).toMatchObject({ code: 429, success: false })
  })
})
