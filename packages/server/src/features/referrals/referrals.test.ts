import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFERRAL_PATHS } from '@fairpass/core/contract'
import { maskName, REFERRAL_DAILY_MAX } from '@fairpass/core/validation'
import { createTestServer, setVenueTimeZone, type TestServer } from '../../testing'
import { auth, createBuyers } from '../orders/testing'
import { EXHIBITION, TENANT, type Caller } from '../groups/testing'
import { referralParents } from './tables'
import { fairDay } from '@fairpass/core/utils'

/*
 * Invitations and referrals (issue 18): the invitation link, sending by e-mail and SMS (a bad address, the same
 * address twice, oneself, the daily cap under parallel sends), the inviter recorded by the registration (never
 * oneself, never changed, never a forged or circular parent), records and counts that are the caller's own, and the
 * ranking with shared ranks and masked names.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const DATA = '/api/ef-registration-data-client/reg-user-data/user'

async function enter(caller: Caller, extra: Record<string, unknown> = {}) {
  return server.call({
    method: 'POST',
    url: `${DATA}/registerType/addAndGetAll`,
    headers: auth(caller.token),
    payload: { exhibitionId: EXHIBITION, registerType: 'visitor', topRegisterType: 'visitor', languageType: 'en', ...extra },
  })
}

async function complete(caller: Caller, name: string) {
  const answer = await server.call({
    method: 'POST',
    url: `${DATA}/saveOrUpdate`,
    headers: auth(caller.token),
    payload: { exhibitionId: EXHIBITION, registerType: 'visitor', languageType: 'en', isDraft: false, data: { name, company: 'Harbour Trade' } },
  })
  if (answer.status !== 200) throw new Error(`profile not saved: ${answer.status} ${answer.body.msg}`)
}

/** Visitors with a complete registration at 1020. */
async function visitors(count: number, prefix = 'Visitor'): Promise<Caller[]> {
  const callers = await createBuyers(server, count)
  for (const [index, caller] of callers.entries()) {
    expect((await enter(caller)).status).toBe(200)
    await complete(caller, `${prefix} ${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 26) % 26]}`)
  }
  return callers
}

function call(caller: Caller | null, path: keyof typeof REFERRAL_PATHS, body: Record<string, unknown> = {}, language: 'cn' | 'en' = 'en') {
  const url = REFERRAL_PATHS[path]
  const headers = caller ? auth(caller.token, TENANT, language) : { 'tenant-id': TENANT }
  const isPost = path === 'send' || path === 'saveParent'
  return isPost
    ? server.call({ method: 'POST', url, headers, payload: { exhibitionId: EXHIBITION, languageType: language, ...body } })
    : server.call({ method: 'GET', url, headers, query: { exhibitionId: EXHIBITION, languageType: language, ...(body as Record<string, string>) } })
}

const parentOf = async (userId: string) =>
  (await server.database.db.select().from(referralParents).where(and(eq(referralParents.exhibitionId, EXHIBITION), eq(referralParents.userId, userId))))[0]?.parentUserId

describe('the invitation', () => {
  it('is a link to /invite/home carrying the inviter, the same on every call; its landing names him without login', async () => {
    const [inviter] = await visitors(1, 'Ines')
    const first = await call(inviter, 'invitation')
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ exhibitionId: EXHIBITION, inviterName: 'Ines aa', sourceInviteUserId: inviter.id, fissionParentBladeUserId: inviter.id })
    const link = new URL(`http://x${first.body.data.path}`)
    expect(link.pathname).toBe('/invite/home')
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ tenantId: TENANT, exhibitionId: EXHIBITION, sourceInviteUserId: inviter.id, fissionParentBladeUserId: inviter.id, inviteUserName: 'Ines aa' })
    expect((await call(inviter, 'invitation')).body.data).toEqual(first.body.data)
    const shared = await call(inviter, 'shareLink', { registerType: 'professionalVisitor' })
    expect(new URL(`http://x${shared.body.data.path}`).searchParams.get('registerType')).toBe('professionalVisitor')

    const landing = await call(null, 'inviter', { sourceInviteUserId: inviter.id })
    expect(landing.status).toBe(200)
    expect(landing.body.data).toMatchObject({ inviterName: 'Ines aa', exhibitionTitle: '2026 International Ticketing Demo Fair' })
  })

  it('is refused to a visitor without a complete registration, and a landing for a user with no invitation is an invalid link', async () => {
    const [stranger] = await createBuyers(server, 1)
    expect((await enter(stranger)).status).toBe(200)
    const refused = await call(stranger, 'invitation')
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toBe('Complete your registration for this exhibition before inviting others')
    const unknown = await call(null, 'inviter', { sourceInviteUserId: stranger.id })
    expect(unknown.status).toBe(404)
    expect((await call(null, 'inviter', { sourceInviteUserId: 'not-a-user' })).status).toBe(400)
  })
})

describe('sending invitations', () => {
  it('sends the filled template by e-mail and SMS with the link, records each address once, refuses bad addresses and oneself', async () => {
    const [inviter] = await visitors(1, 'Sender')
    const template = await call(inviter, 'noticeTemplate', { channel: 'email', name: 'Nora' })
    expect(template.body.data.text).toContain('Dear Nora, Sender aa invites you to register for 2026 International Ticketing Demo Fair')
    expect(template.body.data.text).toContain(`sourceInviteUserId=${inviter.id}`)

    const bad = await call(inviter, 'send', { recipient: { channel: 'email', name: 'Nora Quist', address: 'nora@' } })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors['recipient.address']).toBe('Enter a valid e-mail address')
    const badMobile = await call(inviter, 'send', { recipient: { channel: 'sms', name: 'Nora Quist', address: '12345' } }, 'cn')
    expect(badMobile.status).toBe(400)
    expect(badMobile.body.data.fieldErrors['recipient.address']).toContain('请输入正确的手机号码')

    const sent = await call(inviter, 'send', { recipient: { channel: 'email', name: 'Nora Quist', address: 'Nora.Quist@Example.com' } })
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ channel: 'email', address: 'nora.quist@example.com', sentToday: 1, dailyMax: REFERRAL_DAILY_MAX })
    const [mail] = server.outbox.list('nora.quist@example.com')
    expect(mail.subject).toBe('Sender aa invites you to 2026 International Ticketing Demo Fair')
    expect(mail.body).toMatch(/#\/invite\/home\?.*fissionParentBladeUserId=/)

    const again = await call(inviter, 'send', { recipient: { channel: 'email', name: 'Nora', address: 'nora.quist@example.com' } })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('nora.quist@example.com has already been invited by you; nothing was sent again')
    expect(server.outbox.list('nora.quist@example.com')).toHaveLength(1)

    const self = await call(inviter, 'send', { recipient: { channel: 'email', name: 'Me Myself', address: inviter.account } })
    expect(self.status).toBe(409)

    const sms = await call(inviter, 'send', { recipient: { channel: 'sms', name: '王磊', address: '13912340001' } }, 'cn')
    expect(sms.status).toBe(200)
    expect(server.outbox.list('13912340001')[0].body).toContain('王磊，您好！')

    const records = await call(inviter, 'records')
    expect(records.body.data.counts).toEqual({ invited: 2, registered: 0 })
    expect(records.body.data.records.map((row: { address: string }) => row.address).sort()).toEqual(['13912340001', 'nora.quist@example.com'])
    // The refusals took no slot of the day.
    expect((await call(inviter, 'send', { recipient: { channel: 'sms', name: 'Li Si', address: '13912340002' } })).body.data.sentToday).toBe(3)
  })

  it('holds the daily cap under parallel sends: exactly the rest of the day goes through, the others are refused and not recorded', async () => {
    const [inviter] = await visitors(1, 'Busy')
    const attempts = await Promise.all(
      Array.from({ length: REFERRAL_DAILY_MAX + 6 }, (_, index) => call(inviter, 'send', { recipient: { channel: 'email', name: `Guest ${'abcdefghijklmnopqrstuvwxyz'[index]}`, address: `guest${index}.${inviter.id.slice(0, 8)}@example.com` } })),
    )
    const statuses = attempts.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(REFERRAL_DAILY_MAX)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
    expect(attempts.find((answer) => answer.status === 429)!.body.msg).toBe(`You can send at most ${REFERRAL_DAILY_MAX} invitations a day; please try again tomorrow`)
    expect((await call(inviter, 'count')).body.data.invited).toBe(REFERRAL_DAILY_MAX)
  })

  it('counts the day on the venue’s clock: a fair in Los Angeles starts a new day at its own midnight', async () => {
    await setVenueTimeZone(server, EXHIBITION, 'America/Los_Angeles', TENANT)
    try {
      // The venue's next midnight; half an hour either side of it, the UTC day is the same.
      let midnight = Math.ceil(server.clock.now() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS
      while (fairDay(midnight, 'America/Los_Angeles') === fairDay(midnight - 1, 'America/Los_Angeles')) midnight += QUARTER_HOUR_MS
      expect(new Date(midnight - 30 * 60_000).toISOString().slice(0, 10)).toBe(new Date(midnight + 30 * 60_000).toISOString().slice(0, 10))
      server.clock.set(midnight - 30 * 60_000)
      const [inviter] = await visitors(1, 'Late')
      const send = (index: number) => call(inviter, 'send', { recipient: { channel: 'email', name: `Night ${'abcdefghijklmnopqrstuvwxyz'[index]}`, address: `night${index}.${inviter.id.slice(0, 8)}@example.com` } })
      for (let index = 0; index < REFERRAL_DAILY_MAX; index += 1) expect((await send(index)).status).toBe(200)
      expect((await send(REFERRAL_DAILY_MAX)).status).toBe(429)
      server.clock.set(midnight + 30 * 60_000)
      const nextDay = await send(REFERRAL_DAILY_MAX + 1)
      expect(nextDay.status, JSON.stringify(nextDay.body)).toBe(200)
      expect(nextDay.body.data.sentToday).toBe(1)
    } finally {
      await setVenueTimeZone(server, EXHIBITION, 'Asia/Shanghai', TENANT)
    }
  })
})

const QUARTER_HOUR_MS = 15 * 60_000


describe('the inviter recorded by the registration', () => {
  it('records the link parameter once; oneself, a forged id, a changed parent and a circle are refused and change nothing', async () => {
    const [inviter, other] = await visitors(2, 'Parent')
    await call(inviter, 'invitation')
    await call(other, 'invitation')
    const [invitee, selfish, forger] = await createBuyers(server, 3)

    // Entering by the link records the inviter; a bad or foreign id never stops the registration.
    expect((await enter(invitee, { fissionParentBladeUserId: inviter.id, sourceInviteUserId: inviter.id })).status).toBe(200)
    expect(await parentOf(invitee.id)).toBe(inviter.id)
    expect((await enter(invitee, { fissionParentBladeUserId: other.id })).status).toBe(200)
    expect(await parentOf(invitee.id)).toBe(inviter.id)
    const changed = await call(invitee, 'saveParent', { fissionParentBladeUserId: other.id })
    expect(changed.status).toBe(409)
    expect(changed.body.msg).toBe('Your registration already records who invited you; it cannot be changed')
    expect((await call(invitee, 'saveParent', { fissionParentBladeUserId: inviter.id })).body.data).toEqual({ parentUserId: inviter.id, created: false })

    expect((await enter(selfish, { fissionParentBladeUserId: 'fp' })).status).toBe(200)
    await complete(selfish, 'Selfish Sam')
    await call(selfish, 'invitation')
    const own = await call(selfish, 'saveParent', { fissionParentBladeUserId: selfish.id })
    expect(own.status).toBe(409)
    expect(own.body.msg).toBe('You cannot register through your own invitation link')
    expect((await enter(selfish, { fissionParentBladeUserId: selfish.id })).status).toBe(200)
    expect(await parentOf(selfish.id)).toBeUndefined()

    // A user id with no invitation at the exhibition cannot be a parent (forged link).
    expect((await call(forger, 'saveParent', { fissionParentBladeUserId: invitee.id })).status).toBe(404)
    expect(await parentOf(forger.id)).toBeUndefined()

    // A circle: the inviter cannot record his own invitee as his parent.
    await complete(invitee, 'Invitee Ida')
    await call(invitee, 'invitation')
    const circle = await call(inviter, 'saveParent', { fissionParentBladeUserId: invitee.id })
    expect(circle.status).toBe(409)
    expect(await parentOf(inviter.id)).toBeUndefined()
  })

  it('counts an invitee as registered once his registration is complete, in the records, counts and ranking; other visitors see none of it', async () => {
    const [inviter, rival, bystander] = await visitors(3, 'Ranker')
    await call(inviter, 'invitation')
    await call(rival, 'invitation')
    const invitees = await createBuyers(server, 4)
    await call(inviter, 'send', { recipient: { channel: 'email', name: 'Mail Invitee', address: invitees[0].account } })
    for (const invitee of invitees.slice(0, 2)) await enter(invitee, { fissionParentBladeUserId: inviter.id })
    for (const invitee of invitees.slice(2)) await enter(invitee, { fissionParentBladeUserId: rival.id })
    expect((await call(inviter, 'count')).body.data).toEqual({ invited: 1, registered: 0 })

    await complete(invitees[0], 'Mail Invitee')
    await complete(invitees[1], 'Linked Person')
    await complete(invitees[2], 'Rival One')
    await complete(invitees[3], 'Rival Two')

    const records = (await call(inviter, 'records')).body.data
    expect(records.counts).toEqual({ invited: 1, registered: 2 })
    expect(records.records).toHaveLength(2)
    expect(records.records.find((row: { channel: string }) => row.channel === 'email')).toMatchObject({ name: 'Mail Invitee', status: 'registered' })
    expect(records.records.find((row: { channel: string }) => row.channel === 'link')).toMatchObject({ name: maskName('Linked Person'), status: 'registered', address: null })

    const ranking = (await call(inviter, 'ranking')).body.data
    // Other tests' inviters may rank too: a tie with the rival shares the rank.
    const mine = ranking.top.find((row: { self: boolean }) => row.self)
    expect(mine).toMatchObject({ name: 'Ranker aa', registered: 2 })
    expect(ranking.rank).toBe(mine.rank)
    const rivalRow = ranking.top.find((row: { name: string }) => row.name === maskName('Ranker ba'))
    expect(rivalRow).toMatchObject({ registered: 2, rank: mine.rank, self: false })
    expect(ranking.top.every((row: { self: boolean; name: string }) => row.self || row.name.includes('*'))).toBe(true)

    // The bystander has no records and no rank, and nothing of the inviter's.
    const theirs = await call(bystander, 'records')
    expect(theirs.body.data).toEqual({ counts: { invited: 0, registered: 0 }, records: [] })
    const view = await call(bystander, 'ranking')
    expect(view.body.data.rank).toBeNull()
    expect(JSON.stringify(view.body.data)).not.toContain('Ranker aa')
    expect(JSON.stringify(view.body.data)).not.toContain(inviter.id)
  })

  it('masks names as the spec\'s phone mask: first 3 and last 2 kept', () => {
    expect(maskName('13912345678')).toBe('139****78')
    expect(maskName('Linked Person')).toBe('Lin****on')
    expect(maskName('王小明')).toBe('王**')
    expect(maskName('')).toBe('*')
  })

  it('leaves the tables alone on refusals (no rows from refused sends)', async () => {
    const counted = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM referral_invite_records WHERE address = 'nora@'`)
    expect((counted as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0)
  })
})
