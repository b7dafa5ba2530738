import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { DevOutbox } from '../notifier'
import { createTestServer, type TestServer } from '../testing'
import { countHit, databaseRateLimitStore, forgetEndedWindows, leaseSize } from './rateLimitStore'

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

  it('counts ahead for a large limit, and two processes together still let through no more than the limit', async () => {
    // Two processes' stores of one route, as @fastify/rate-limit makes them (one per process, a child per route).
    const route = { routeInfo: { method: 'POST', url: `/test/lease-${Date.now()}` } }
    const stores = [databaseRateLimitStore(server.database.db), databaseRateLimitStore(server.database.db)].map((Store) => new Store({} as never).child(route as never))
    const incr = (store: (typeof stores)[number], key: string, max: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max))
    const hitsOf = async (key: string) => (await countHit(server.database.db, `POST ${route.routeInfo.url}|${key}`, 60_000, 0)).current

    // A limit under 128 (the defaults): every request counted in the database as it comes, exactly.
    expect(leaseSize(20)).toBe(1)
    const small: number[] = []
    for (let index = 0; index < 24; index += 1) small.push((await incr(stores[index % 2], 'small', 20)).current)
    expect(small).toEqual(Array.from({ length: 24 }, (_, index) => index + 1))
    expect(await hitsOf('small')).toBe(24)

    // 1000 a minute: the first request of the window alone, then a lease of 15 counted at once, then answered here.
    const steps: Array<[number, number]> = []
    for (let index = 0; index < 3; index += 1) steps.push([(await incr(stores[0], 'steps', 1000)).current, await hitsOf('steps')])
    expect(steps).toEqual([
      [1, 1],
      [2, 16],
      [3, 16],
    ])

    // Leases of 15, only while the window is under half the limit; never past the limit in total.
    const max = 1000
    expect(leaseSize(max)).toBe(15)
    let allowed = 0
    const counts: number[] = []
    for (let index = 0; index < 1200; index += 1) {
      const { current } = await incr(stores[Math.floor(index / 7) % 2], 'large', max)
      counts.push(current)
      if (current <= max) allowed += 1
    }
    const counted = await hitsOf('large')
    expect(allowed).toBeLessThanOrEqual(max)
    // What leases cost: hits counted and left unused by the other process, at most one lease each.
    expect(allowed).toBeGreaterThanOrEqual(max - 2 * (leaseSize(max) - 1))
    expect(counted).toBeGreaterThanOrEqual(allowed)
    expect(counts.filter((current) => current <= max).length).toBe(allowed)
  })
})
