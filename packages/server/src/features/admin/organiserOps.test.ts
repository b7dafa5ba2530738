import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_KEY } from '../../seed'
import { adminCli, bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { RESENDS_PER_VISITOR } from './resend'

/*
 * Issue 20: reviewing many registrations in one call (each in its own row-locked step, one answer per registration,
 * the notices of single reviews) and sending an approved visitor's entry link again, through the API and the CLI.
 */

let server: TestServer
let files: string

beforeAll(async () => {
  server = await createTestServer()
  files = await mkdtemp(join(tmpdir(), 'fairpass-bulk-'))
}, 120_000)
afterAll(() => server?.close())

const cli = adminCli(() => server)
const USER = '/api/ef-registration-data-client/reg-user-data/user'
const admin = { 'accept-language': 'en', authorization: `Bearer ${DEMO_ADMIN_KEY}` }

async function submitted(email: string, submit = true): Promise<void> {
  const token = await signInByEmail(server, email, { exhibitionId: '1010', languageType: 'en' })
  await server.call({ method: 'POST', url: `${USER}/registerType/addAndGetAll`, headers: bearer(token), payload: { exhibitionId: '1010', registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en' } })
  const saved = await server.call({
    method: 'POST',
    url: `${USER}/saveOrUpdate`,
    headers: bearer(token),
    payload: { exhibitionId: '1010', registerType: 'visitor', languageType: 'en', isDraft: !submit, data: { name: `Name of ${email.split('@')[0]}`, company: 'Bulk Trading' } },
  })
  expect(saved.status).toBe(200)
}

const bulk = (body: Record<string, unknown>) => server.call({ method: 'POST', url: '/api/admin/exhibitions/1010/registrations/review-bulk', headers: admin, payload: body })
const single = (action: 'approve' | 'reject', body: Record<string, unknown>) => server.call({ method: 'POST', url: `/api/admin/exhibitions/1010/registrations/${action}`, headers: admin, payload: body })
const notices = (email: string, subject: RegExp) => server.outbox.list(email).filter((message) => subject.test(message.subject ?? ''))
const lineOf = (answer: { body: any }, account: string): { outcome: string } | undefined => answer.body.data?.lines?.find((line: { account: string }) => line.account === account)

describe('bulk review', () => {
  it('approves a list: done, already reviewed, not found and incomplete answered per line; a dry run changes nothing', async () => {
    const [a, b, rejected, draft] = ['bulk-a@example.com', 'bulk-b@example.com', 'bulk-rejected@example.com', 'bulk-draft@example.com']
    for (const email of [a, b, rejected]) await submitted(email)
    await submitted(draft, false)
    expect((await single('reject', { account: rejected, reason: 'Blurred photo' })).status).toBe(200)
    const accounts = [a, b, rejected, draft, 'nobody@example.com', a]

    const dry = await bulk({ decision: 'approve', accounts, dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body.data).toMatchObject({ dryRun: true, counts: { done: 2, alreadyReviewed: 1, notFound: 1 } })
    expect(notices(a, /is approved/)).toHaveLength(0)
    expect((await single('approve', { account: a })).body.data.changed).toBe(true)
    expect(notices(a, /is approved/)).toHaveLength(1)

    const run = await bulk({ decision: 'approve', accounts })
    expect(run.status).toBe(200)
    // The account listed twice is answered once; the one approved by hand meanwhile is "already reviewed".
    expect(run.body.data.lines).toHaveLength(5)
    expect(lineOf(run, a)).toMatchObject({ outcome: 'alreadyReviewed', notified: false })
    expect(lineOf(run, b)).toMatchObject({ outcome: 'done', notified: true, record: { examineResult: 'approve', name: 'Name of bulk-b' } })
    expect(lineOf(run, rejected)).toMatchObject({ outcome: 'alreadyReviewed', record: { examineResult: 'reject', examineReason: 'Blurred photo' } })
    expect(lineOf(run, draft)).toMatchObject({ outcome: 'incomplete', notified: false })
    expect(lineOf(run, 'nobody@example.com')).toMatchObject({ outcome: 'notFound', record: null })
    expect(notices(a, /is approved/)).toHaveLength(1)
    expect(notices(b, /is approved/)).toHaveLength(1)
    expect(notices(b, /is approved/)[0].body).toContain('/#/smsQrCodePage?')
    expect(notices(rejected, /is approved/)).toHaveLength(0)
  }, 120_000)

  it('refuses a rejection without its reason, and a request naming nothing, with the field', async () => {
    const noReason = await bulk({ decision: 'reject', registerType: 'visitor' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.data.fieldErrors).toMatchObject({ reason: 'Give the reason for the rejection' })
    const nothing = await bulk({ decision: 'approve' })
    expect(nothing.status).toBe(400)
    expect(Object.keys(nothing.body.data.fieldErrors)).toEqual(['accounts'])
  })

  it('all pending of a type, run twice at once and raced by single approvals: every visitor changed once, one notice each', async () => {
    const emails = ['ann', 'ben', 'cai', 'dan', 'eve', 'fay'].map((name) => `bulk-race-${name}@example.com`)
    for (const email of emails) await submitted(email)
    const answers = await Promise.all([
      bulk({ decision: 'approve', registerType: 'visitor' }),
      bulk({ decision: 'approve', registerType: 'visitor' }),
      ...emails.slice(0, 3).map((email) => single('approve', { account: email })),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200))
    for (const email of emails) {
      const changedByBulk = answers.slice(0, 2).filter((answer) => lineOf(answer, email)?.outcome === 'done').length
      const changedBySingle = answers.slice(2).filter((answer) => answer.body.data.record?.account === email && answer.body.data.changed).length
      expect(changedByBulk + changedBySingle, email).toBe(1)
      expect(notices(email, /is approved/), email).toHaveLength(1)
    }
  }, 120_000)

  it('from the command line: a csv list, the dry run, the rejection with its reason; exit 1 when an account is not found', async () => {
    const [c, d] = ['bulk-cli-c@example.com', 'bulk-cli-d@example.com']
    for (const email of [c, d]) await submitted(email)
    const list = join(files, 'reject.csv')
    await writeFile(list, `name,account\nC,${c}\n"D","${d}"\nX,missing@example.com\n`)

    const dry = await cli(['reject-bulk', '--exhibition', '1010', '--file', list, '--reason', 'Not a trade visitor', '--dry-run'])
    expect(dry.stdout).toContain('dry run of the rejection, nothing changed, nobody notified')
    expect(dry.stdout).toMatch(new RegExp(`${c}\\s+Name of bulk-cli-c\\s+Bulk Trading\\s+would change`))
    expect(dry.stdout).toMatch(/missing@example\.com\s+not found/)
    expect(dry.code).toBe(1)
    expect(notices(c, /not approved/)).toHaveLength(0)

    const run = await cli(['reject-bulk', '--exhibition', '1010', '--file', list, '--reason', 'Not a trade visitor'])
    expect(run.stdout).toMatch(new RegExp(`${d}\\s+Name of bulk-cli-d\\s+Bulk Trading\\s+done\\s+sent`))
    expect(run.stdout).toContain('Done: 2; already reviewed: 0; not found: 1; profile not submitted: 0.')
    expect(run.code).toBe(1)
    expect(notices(d, /not approved/)[0].body).toContain('Not a trade visitor')

    const noReason = await cli(['reject-bulk', '--exhibition', '1010', '--all', '--register-type', 'visitor'])
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason: Give the reason for the rejection')
    const both = await cli(['approve-bulk', '--exhibition', '1010', '--all', '--file', list])
    expect(both.code).toBe(2)
    const empty = join(files, 'empty.txt')
    await writeFile(empty, '# nobody yet\n\n')
    expect((await cli(['approve-bulk', '--exhibition', '1010', '--file', empty])).stderr).toContain('no accounts in it')
  }, 120_000)
})

describe('resend-ticket', () => {
  it('sends an approved visitor the entry link again by their channel, at most a few times an hour; not before approval', async () => {
    const email = 'resend@example.com'
    await submitted(email)
    const early = await cli(['resend-ticket', '--exhibition', '1010', '--account', email])
    expect(early.code).toBe(1)
    expect(early.stderr).toContain('Refused (409): This registration is not approved')

    await single('approve', { account: email })
    for (let n = 1; n <= RESENDS_PER_VISITOR; n++) {
      const sent = await cli(['resend-ticket', '--exhibition', '1010', '--account', email])
      expect(sent.stdout).toContain(`Sent the entry link to ${email} (Name of resend, Bulk Trading) again by e-mail.`)
    }
    const approvals = notices(email, /is approved/)
    expect(approvals).toHaveLength(1 + RESENDS_PER_VISITOR)
    expect(approvals.at(-1)!.body).toMatch(/\/#\/smsQrCodePage\?.*qrToken=/)

    const tooMany = await cli(['resend-ticket', '--exhibition', '1010', '--account', email, '--lang', 'cn'])
    expect(tooMany.code).toBe(1)
    expect(tooMany.stderr).toContain('Refused (429)')
    expect(notices(email, /is approved/)).toHaveLength(1 + RESENDS_PER_VISITOR)

    const unknown = await cli(['resend-ticket', '--exhibition', '1010', '--account', 'nobody@example.com'])
    expect(unknown.stderr).toContain('Refused (404)')
    const noAccount = await cli(['resend-ticket', '--exhibition', '1010'])
    expect(noAccount.code).toBe(2)
    expect(noAccount.stderr).toContain("--account: Give the visitor's account")
  }, 120_000)
})
