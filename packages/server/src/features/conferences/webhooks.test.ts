import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFERENCE_PATHS } from '@fairpass/core/contract'
import type { TestServer } from '../../testing'
import { demoSignCode } from '../../seed'
import { auth, createBuyers, EXHIBITION, TENANT } from '../orders/testing'
import { eventData, webhookTestServer } from '../webhooks/testing'
import { conferenceSessions } from './tables'

/* session.signed_in (issue 20): the first sign-in at the door, in its transaction; signing in again writes none. */

let server: TestServer

beforeAll(async () => {
  server = await webhookTestServer([{ tenantId: TENANT, exhibitionId: EXHIBITION }])
}, 60_000)
afterAll(() => server.close())

describe('conference webhooks', { timeout: 30_000 }, () => {
  it('a walk-in signing in writes session.signed_in once', async () => {
    const [walker] = await createBuyers(server, 1)
    const signIn = () =>
      server.call({ method: 'POST', url: CONFERENCE_PATHS.signIn, payload: { exhibitionId: EXHIBITION, languageType: 'en', signCodeId: demoSignCode('D1-STAGE-3') }, headers: auth(walker.token) })
    const first = await signIn()
    expect(first.body.data).toMatchObject({ walkIn: true, changed: true })
    expect((await signIn()).body.data.changed).toBe(false)
    const [session] = await server.database.db.select({ id: conferenceSessions.id }).from(conferenceSessions).where(and(eq(conferenceSessions.exhibitionId, EXHIBITION), eq(conferenceSessions.key, 'D1-STAGE-3')))
    expect(await eventData(server.database.db, EXHIBITION, 'session.signed_in', { userId: walker.id })).toEqual([{ sessionId: session.id, userId: walker.id, walkIn: true, signedInAt: first.body.data.signedInAt }])
  })
})
