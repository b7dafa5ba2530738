import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { LISTENER_APPLICATION_NAME, type ChangeListener } from '../db'
import { DevOutbox } from '../notifier'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../testing'
import { CHANGES_CHANNEL, createChangeCache } from './index'

/*
 * Two apps on one database stand in for two server processes (issue 13): what one remembers of an exhibition, a
 * tenant or a visitor's credentials is forgotten when anyone changes it, whichever process or tool wrote it.
 */

describe('the change cache', () => {
  function fakeFeed() {
    let listener: ChangeListener | undefined
    return {
      feed: {
        async listen(_channel: string, given: ChangeListener) {
          listener = given
          given.live()
          return async () => {}
        },
        // Like the database: a notice comes back to the listener a moment after it was sent.
        async notify(_channel: string, payload: string) {
          setImmediate(() => listener?.notice(payload))
        },
      },
      send: (payload: string) => listener!.notice(payload),
      lose: () => listener!.lost(),
      regain: () => listener!.live(),
    }
  }

  it('answers a remembered value until a notice names its topic, its key, or the user heading the key', async () => {
    const { feed, send } = fakeFeed()
    const cache = createChangeCache(feed)
    await cache.start()
    const topic = cache.topic<number>('users')
    let loads = 0
    const load = async () => ++loads
    expect(await topic.get('u1|a', load)).toBe(1)
    expect(await topic.get('u1|a', load)).toBe(1)
    expect(await topic.get('u2|a', load)).toBe(2)
    send('users:u1')
    expect(await topic.get('u1|a', load)).toBe(3)
    expect(await topic.get('u2|a', load)).toBe(2)
    send('users')
    expect(await topic.get('u2|a', load)).toBe(4)
  })

  it('does not remember what loaded while a notice arrived, nor anything while the subscription is lost', async () => {
    const { feed, send, lose, regain } = fakeFeed()
    const cache = createChangeCache(feed)
    await cache.start()
    const topic = cache.topic<string>('exhibitions')
    let release!: (value: string) => void
    const slow = topic.get('1', () => new Promise<string>((resolve) => (release = resolve)))
    send('exhibitions:1')
    release('stale')
    expect(await slow).toBe('stale')
    expect(await topic.get('1', async () => 'fresh')).toBe('fresh')

    lose()
    expect(cache.live).toBe(false)
    expect(await topic.get('1', async () => 'from the database')).toBe('from the database')
    expect(await topic.get('1', async () => 'again from the database')).toBe('again from the database')
    regain()
    expect(await topic.get('1', async () => 'remembered')).toBe('remembered')
    expect(await topic.get('1', async () => 'not asked')).toBe('remembered')
  })

  it('settles once its own marker came back, after the notices sent before it, which are applied', async () => {
    const { feed, send } = fakeFeed()
    const cache = createChangeCache(feed)
    await cache.start()
    const topic = cache.topic<string>('tenants')
    await topic.get('t', async () => 'before')
    send('tenants:t')
    await cache.settle()
    expect(await topic.get('t', async () => 'after')).toBe('after')
  })

  it('remembers nothing without a feed', async () => {
    const cache = createChangeCache()
    await cache.start()
    let loads = 0
    const topic = cache.topic<number>('tenants')
    await topic.get('t', async () => ++loads)
    await topic.get('t', async () => ++loads)
    expect(loads).toBe(2)
  })

  it('keeps at most `max` values, the oldest leaving first', async () => {
    const { feed } = fakeFeed()
    const cache = createChangeCache(feed)
    await cache.start()
    const topic = cache.topic<string>('tenants', { max: 2 })
    await topic.get('a', async () => 'a1')
    await topic.get('b', async () => 'b1')
    await topic.get('c', async () => 'c1')
    expect(await topic.get('a', async () => 'a2')).toBe('a2')
    expect(await topic.get('c', async () => 'c2')).toBe('c1')
  })
})

describe('two processes on one database', () => {
  let server: TestServer
  let second: FastifyInstance
  beforeAll(async () => {
    server = await createTestServer()
    second = await buildApp({ env: server.env, db: server.database.db, changes: server.database, notifier: new DevOutbox(), clock: server.clock })
    await second.ready()
  }, 60_000)
  afterAll(async () => {
    await second.close()
    await server.close()
  })

  const userInfo = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/ef-registration-data-client/reg-user-data/user/info', query: { exhibitionId: '1002', registerType: 'visitor', languageType: 'en' }, headers: bearer(token) })
  const functionConfig = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/ef-registration-config-client/reg_config/registerConfig/functionConfig', query: { tenantId: '000000', exhibitionId: '1002', languageType: 'en' } })).json()

  /** A notice reaches the other process a moment after the commit: ask until it has (bounded, no fixed sleep). */
  async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 5_000
    for (;;) {
      const value = await probe()
      if (done(value) || Date.now() > until) return value
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  it('refuses a token on the second process once it was logged out on the first', async () => {
    const token = await signInByEmail(server, 'two-processes@example.com')
    expect((await userInfo(server.app, token)).statusCode).toBe(200)
    expect((await userInfo(second, token)).statusCode).toBe(200)
    expect((await server.app.inject({ method: 'POST', url: '/api/blade-auth/oauth/logout', headers: bearer(token), payload: {} })).statusCode).toBe(200)
    expect((await userInfo(server.app, token)).statusCode).toBe(401)
    expect((await eventually(() => userInfo(second, token), (answer) => answer.statusCode === 401)).statusCode).toBe(401)
  })

  it('ends every session on both processes when the account is restricted by SQL by hand', async () => {
    const token = await signInByEmail(server, 'restricted-by-hand@example.com')
    expect((await userInfo(second, token)).statusCode).toBe(200)
    expect((await userInfo(server.app, token)).statusCode).toBe(200)
    await server.database.db.execute(sql`UPDATE users SET status = 'restricted' WHERE account = 'restricted-by-hand@example.com'`)
    for (const app of [server.app, second]) expect((await eventually(() => userInfo(app, token), (answer) => answer.statusCode === 403)).statusCode).toBe(403)
  })

  it('shows an exhibition changed by another tool on both processes', async () => {
    const before = await functionConfig(second)
    expect(before.success).toBe(true)
    expect(JSON.stringify(before)).not.toContain('changedByHand')
    await functionConfig(server.app)
    await server.database.db.execute(sql`UPDATE exhibitions SET function_config = function_config || '{"changedByHand": "yes"}'::jsonb WHERE tenant_id = '000000' AND id = '1002'`)
    for (const app of [server.app, second]) {
      const after = await eventually(() => functionConfig(app), (answer) => JSON.stringify(answer).includes('changedByHand'))
      expect(after.data.functionConfig.changedByHand).toBe('yes')
    }
  })

  // PGlite is one process's own database: its notices cannot be lost. A PostgreSQL connection can.
  it.runIf(process.env.FAIR_TEST_DB === 'postgres')('reads from the database while its listening connection is lost, and remembers again once it is back', async () => {
    const apps = [server.app, second]
    for (const app of apps) await functionConfig(app)
    const listeners = await server.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ${'%' + LISTENER_APPLICATION_NAME}`,
    )
    expect((listeners as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2)
    // Written while nobody listens: no notice reaches the processes, which must not answer what they remembered.
    await server.database.db.execute(sql`UPDATE exhibitions SET function_config = function_config || '{"whileDeaf": "yes"}'::jsonb WHERE tenant_id = '000000' AND id = '1002'`)
    for (const app of apps) {
      const after = await eventually(() => functionConfig(app), (answer) => answer.data?.functionConfig?.whileDeaf === 'yes')
      expect(after.data.functionConfig.whileDeaf).toBe('yes')
    }
    // Listening again: a later change is heard as before.
    await eventually(async () => (await server.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ${'%' + LISTENER_APPLICATION_NAME}`)) as unknown as { rows: Array<{ n: number }> }, (result) => result.rows[0].n >= 2)
    for (const app of apps) await functionConfig(app)
    await server.database.db.execute(sql`UPDATE exhibitions SET function_config = function_config || '{"heardAgain": "yes"}'::jsonb WHERE tenant_id = '000000' AND id = '1002'`)
    for (const app of apps) expect((await eventually(() => functionConfig(app), (answer) => answer.data?.functionConfig?.heardAgain === 'yes')).data.functionConfig.heardAgain).toBe('yes')
    // Four waits of up to 5 s each and a reconnect: the default 5 s for the whole test ran out on a loaded CI machine.
  }, 30_000)

  it('sends its notices on the channel the processes listen on', async () => {
    const heard: string[] = []
    const stop = await server.database.listen(CHANGES_CHANNEL, { notice: (payload) => heard.push(payload), live: () => {}, lost: () => {} })
    try {
      await server.database.db.execute(sql`UPDATE tenants SET embed_origins = embed_origins WHERE id = '000000'`)
      await eventually(async () => heard.length, (count) => count > 0)
      expect(heard).toContain('tenants')
    } finally {
      await stop()
    }
  })
})
