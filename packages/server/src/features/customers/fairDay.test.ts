import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CUSTOMER_PATHS, type CustomerCount } from '@fairpass/core/contract'
import { fairDay } from '@fairpass/core/utils'
import { createTestServer, type TestServer } from '../../testing'
import { login, NEW_PASSWORD, readyAdmin } from '../exhibitors/testing'
import { buyMembership, call, EXHIBITION, scan, visitors } from './testing'

/*
 * The customer tool's days are the fair's: the leads captured "today" and the day the membership is first offered on,
 * checked on both sides of the fair's midnight (16:00 UTC), where UTC and the fair tell different days.
 */

const MINUTE_MS = 60_000
let server: TestServer
let midnight: number

beforeAll(async () => {
  server = await createTestServer()
  midnight = Date.parse(`${fairDay(server.clock.now() + 24 * 60 * MINUTE_MS)}T00:00:00+08:00`)
}, 60_000)
afterAll(async () => server?.close())

it('offers the membership from the fair’s day, and counts today’s leads from the fair’s midnight', async () => {
  // Bought a minute after the fair's midnight, on the afternoon before in UTC.
  server.clock.set(midnight + MINUTE_MS)
  const { company, token } = await readyAdmin(server)
  const [before, after] = await visitors(server, 2)
  await buyMembership(server, token, 'single')
  const offered = await server.database.db.execute(sql`
    SELECT DISTINCT t.valid_from, t.valid_to FROM customer_membership_types m JOIN ticket_types t ON t.id = m.ticket_type_id WHERE m.exhibition_id = ${EXHIBITION}`)
  expect((offered as unknown as { rows: unknown[] }).rows).toEqual([{ valid_from: fairDay(midnight), valid_to: fairDay(midnight) }])

  // One lead scanned on the device a minute before the fair's midnight, one a minute after: the same UTC day.
  expect((await scan(server, token, before.userCode, undefined, new Date(midnight - MINUTE_MS).toISOString())).status).toBe(200)
  expect((await scan(server, token, after.userCode)).status).toBe(200)
  // Signed in afresh each time: the clock moves past a sign-in's lifetime.
  const counted = async () => {
    const signedIn = await login(server, company.adminAccount, NEW_PASSWORD)
    return (await call(server, signedIn.body.data.access_token, 'GET', CUSTOMER_PATHS.count)).body.data as CustomerCount
  }
  expect(await counted()).toMatchObject({ total: 2, today: 1 })
  // Eight in the morning at the fair is UTC midnight: still the same fair's day.
  server.clock.set(midnight + 8 * 60 * MINUTE_MS + MINUTE_MS)
  expect(await counted()).toMatchObject({ total: 2, today: 1 })
  // The fair's next midnight: neither is today's.
  server.clock.set(midnight + 24 * 60 * MINUTE_MS + MINUTE_MS)
  expect(await counted()).toMatchObject({ total: 2, today: 0 })
}, 60_000)
