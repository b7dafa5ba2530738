import { createChangeCache } from '../../changes'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../context'
import { exhibitions } from '../../tenancy'
import { DEMO_ADMIN_KEY } from '../../seed'
import { createSecrets } from '../../secrets'
import { approveRegistration, rejectRegistration } from './review'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

/*
 * Issue 12 bug list: two reviewers approving at once sent the visitor two notices. The approval (and the rejection)
 * is one conditional UPDATE; only the call that changed the row notifies, the others answer `changed: false`.
 * Means most on PostgreSQL, where the calls really overlap:
 * DATABASE_URL=postgres://… npx vitest run --project server-postgres packages/server/src/features/admin/reviewRace.test.ts
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const USER = '/api/ef-registration-data-client/reg-user-data/user'
const admin = { 'accept-language': 'en', authorization: `Bearer ${DEMO_ADMIN_KEY}` }
const REVIEWERS = 8

async function submittedVisitor(email: string): Promise<void> {
  const token = await signInByEmail(server, email, { exhibitionId: '1010', languageType: 'en' })
  await server.call({ method: 'POST', url: `${USER}/registerType/addAndGetAll`, headers: bearer(token), payload: { exhibitionId: '1010', registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' } })
  const saved = await server.call({ method: 'POST', url: `${USER}/saveOrUpdate`, headers: bearer(token), payload: { exhibitionId: '1010', registerType: 'visitor', languageType: 'en', isDraft: false, data: { name: 'Ada Lovelace', company: 'Analytical Engines' } } })
  expect(saved.status).toBe(200)
}

const review = (action: 'approve' | 'reject', body: Record<string, unknown>) =>
  server.call({ method: 'POST', url: `/api/admin/exhibitions/1010/registrations/${action}`, headers: admin, payload: body })

const notices = (email: string, subject: RegExp) => server.outbox.list(email).filter((message) => subject.test(message.subject ?? ''))

/** The review functions called directly: over HTTP the organiser-key check staggers the calls, here all overlap. */
async function reviewContext(): Promise<{ ctx: AppContext; exhibition: typeof exhibitions.$inferSelect }> {
  const ctx = {
    env: server.env, db: server.database.db, notifier: server.outbox, clock: server.clock,
    secrets: createSecrets(server.env.jwtSecret), rateLimits: { sendCodePerMinute: 1, tokenPerMinute: 1 }, changes: createChangeCache(),
  } as unknown as AppContext
  const [exhibition] = await server.database.db.select().from(exhibitions).where(and(eq(exhibitions.id, '1010'), eq(exhibitions.tenantId, '000000')))
  return { ctx, exhibition }
}

describe('reviewers at once', () => {
  it(`${REVIEWERS} approvals of the same registration overlapping: one changed, one notice (review functions)`, async () => {
    const email = 'race-direct@example.com'
    await submittedVisitor(email)
    const { ctx, exhibition } = await reviewContext()
    const results = await Promise.all(Array.from({ length: REVIEWERS }, () => approveRegistration(ctx, exhibition, { account: email })))
    expect(results.filter((result) => result.changed)).toHaveLength(1)
    expect(notices(email, /is approved/)).toHaveLength(1)
    expect(new Set(results.map((result) => result.record.examineResult))).toEqual(new Set(['approve']))

    const other = 'race-direct-reject@example.com'
    await submittedVisitor(other)
    const rejections = await Promise.all(Array.from({ length: REVIEWERS }, () => rejectRegistration(ctx, exhibition, { account: other }, 'Blurred photo')))
    expect(rejections.filter((result) => result.changed)).toHaveLength(1)
    expect(notices(other, /not approved/)).toHaveLength(1)
  })


  it(`${REVIEWERS} approvals at once: one changes the registration and one notice is sent`, async () => {
    const email = 'race-approve@example.com'
    await submittedVisitor(email)
    const answers = await Promise.all(Array.from({ length: REVIEWERS }, () => review('approve', { account: email })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(REVIEWERS).fill(200))
    expect(answers.filter((answer) => answer.body.data.changed)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.data.notified)).toHaveLength(1)
    expect(notices(email, /is approved/)).toHaveLength(1)
    // Every answer shows the same issued entry code.
    expect(new Set(answers.map((answer) => answer.body.data.record.examineResult))).toEqual(new Set(['approve']))
  })

  it(`${REVIEWERS} identical rejections at once: one notice; an approval racing rejections is never overwritten`, async () => {
    const email = 'race-reject@example.com'
    await submittedVisitor(email)
    const reason = 'The company name does not match the licence'
    const answers = await Promise.all(Array.from({ length: REVIEWERS }, () => review('reject', { account: email, reason })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(REVIEWERS).fill(200))
    expect(answers.filter((answer) => answer.body.data.changed)).toHaveLength(1)
    expect(notices(email, /not approved/)).toHaveLength(1)

    const mixed = 'race-mixed@example.com'
    await submittedVisitor(mixed)
    const calls = await Promise.all([
      review('approve', { account: mixed }),
      ...Array.from({ length: REVIEWERS - 1 }, (_, index) => review('reject', { account: mixed, reason: `reason ${index}` })),
    ])
    expect(calls.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
    const approvedAt = calls[0]
    expect(approvedAt.status).toBe(200)
    // Once approved it stays approved: rejections after it are 409, and the approval notice is the last word.
    const last = await review('approve', { account: mixed })
    expect(last.body.data).toMatchObject({ changed: false, record: { examineResult: 'approve' } })
    expect(notices(mixed, /is approved/)).toHaveLength(1)
  })
})
