import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, TEST_JWT_SECRET, type TestServer } from '../../testing'
import type { AppContext } from '../../context'
import { createSecrets } from '../../secrets'
import { DEMO_REGISTRANT } from '../../seed'
import { signAccessToken } from '../auth'
import { DEMO_TICKET_TYPES } from '../../seed/tickets'
import { users } from '../auth'
import { registrations } from '../user'
import { createBuyers } from '../orders/testing'
import { issueTo, signInByPhone } from '../wallet/testing'
import { userRelations } from './tables'
import { EXHIBITION, person, relationCall, setRelationMax, TENANT, uniqueMobile } from './testing'
import { lockOf, maskAccount, relationMaxOf, signInOf } from './rules'

/*
 * Registering other people (issue 18): drafts, submission, the list shared with the wallet's personnel, removal and
 * its locks, the person's self-submit, the cap under concurrent saves, and who may not: another visitor (404, nothing
 * changes), a registrant aiming at an existing account or at their own, and a second registrant of the same person.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())
beforeEach(() => setRelationMax(server, undefined))

type View = Record<string, unknown> & { id: string }

async function save(token: string, people: unknown[], kind = 'help', extra: Record<string, unknown> = {}) {
  return relationCall(server, token, 'save', { kind, people, ...extra })
}

async function saved(token: string, people: unknown[], kind = 'help'): Promise<View[]> {
  const answer = await save(token, people, kind)
  if (answer.status !== 200) throw new Error(`save failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data as View[]
}

async function submitted(token: string, people: unknown[], kind = 'help'): Promise<View[]> {
  const drafts = await saved(token, people, kind)
  const answer = await relationCall(server, token, 'submit', { idList: drafts.map((draft) => draft.id) })
  if (answer.status !== 200) throw new Error(`submit failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data as View[]
}

async function relationsIn(token: string) {
  const list = (await relationCall(server, token, 'list')).body.data as Array<{ holder: Record<string, string>; ticketIds: string[]; relation?: View }>
  return list.filter((entry) => entry.relation).map((entry) => entry.relation as View)
}

describe('rules', () => {
  it('caps, sign-in, locks and masks', () => {
    expect(relationMaxOf({})).toBe(20)
    expect(relationMaxOf({ relationMax: 5 })).toBe(5)
    expect(relationMaxOf({ relationMax: 10_000 })).toBe(100)
    expect(relationMaxOf({ relationMax: 'x' })).toBe(20)
    expect(signInOf({ mobile: '13912345678', email: 'a@b.example' })).toEqual({ account: '13912345678', phone: '13912345678', email: null })
    expect(signInOf({ mobile: null, email: 'a@b.example' })).toEqual({ account: 'a@b.example', phone: null, email: 'a@b.example' })
    expect(lockOf({ state: 'submitted', signedIn: false, holdsTicket: false })).toBeNull()
    expect(lockOf({ state: 'submitted', signedIn: true, holdsTicket: true })).toBe('signedIn')
    expect(lockOf({ state: 'submitted', signedIn: false, holdsTicket: true })).toBe('hasTicket')
    expect(lockOf({ state: 'confirmed', signedIn: true, holdsTicket: false })).toBe('confirmed')
    expect(maskAccount('13912345678')).toBe('139******78')
    expect(maskAccount('grace@navy.example')).toBe('g***@navy.example')
  })
})

describe('help registration', () => {
  it('refuses a bad mobile and an empty contact with field messages, saves drafts, submits them in review, lists and details them', async () => {
    const [me] = await createBuyers(server, 1)
    const bad = await save(me.token, [person('Ada Lovelace', { mobile: '12345' })], 'help')
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors['people.0.contact.mobile']).toContain('mobile')
    const none = await relationCall(server, me.token, 'save', { kind: 'help', people: [person('Ada Lovelace', {})] }, 'cn')
    expect(none.status).toBe(400)
    expect(none.body.data.fieldErrors['people.0.contact.mobile']).toBe('请填写对方登录用的手机号或邮箱')
    const noName = await save(me.token, [{ contact: { mobile: uniqueMobile() }, profile: { company: 'Harbour' } }])
    expect(noName.status).toBe(400)
    expect(Object.keys(noName.body.data.fieldErrors)).toEqual(['name'])

    const ada = uniqueMobile()
    const [draft] = await saved(me.token, [person('Ada Lovelace', { mobile: ada })])
    expect(draft).toMatchObject({ kind: 'help', name: 'Ada Lovelace', mobile: ada, company: 'Harbour Trade', state: 'draft', review: 'none', lock: null })
    const edited = await save(me.token, [person('Ada King', { mobile: ada })], 'help', { id: draft.id })
    expect(edited.status).toBe(200)
    expect(edited.body.data[0]).toMatchObject({ id: draft.id, name: 'Ada King' })
    expect((await relationCall(server, me.token, 'formData', { id: draft.id })).body.data).toEqual({ id: draft.id, kind: 'help', mobile: ada, email: null, profile: { name: 'Ada King', company: 'Harbour Trade' } })

    const [grace] = await saved(me.token, [person('Grace Hopper', { email: `grace.${ada}@navy.example` })])
    const submit = await relationCall(server, me.token, 'submit', { idList: [draft.id, grace.id] })
    expect(submit.status).toBe(200)
    expect(submit.body.data.map((view: View) => [view.name, view.state, view.review])).toEqual([
      ['Ada King', 'submitted', 'pending'],
      ['Grace Hopper', 'submitted', 'pending'],
    ])
    // The person has an account of their own, the registration knows who registered it and is in review.
    const [account] = await server.database.db.select().from(users).where(and(eq(users.tenantId, TENANT), eq(users.phone, ada)))
    expect(account).toMatchObject({ account: ada, email: null, passwordHash: null })
    const [registration] = await server.database.db.select().from(registrations).where(and(eq(registrations.userId, account.id), eq(registrations.exhibitionId, EXHIBITION)))
    expect(registration).toMatchObject({ registeredByUserId: me.id, completeResult: 'succ', examineResult: 'pending', profile: { name: 'Ada King', company: 'Harbour Trade' } })

    const listed = await relationsIn(me.token)
    expect(listed.map((view) => view.name)).toEqual(['Ada King', 'Grace Hopper'])
    const detail = await relationCall(server, me.token, 'detail', { id: draft.id })
    expect(detail.body.data).toMatchObject({ id: draft.id, state: 'submitted', review: 'pending', profile: { name: 'Ada King' } })
    // Submitted: no more edits, no second submit.
    expect((await save(me.token, [person('Ada Byron', { mobile: ada })], 'help', { id: draft.id })).status).toBe(409)
    expect((await relationCall(server, me.token, 'submit', { idList: [draft.id] })).status).toBe(409)
  })

  it('registers a team in one go, all or none', async () => {
    const [me] = await createBuyers(server, 1)
    const taken = uniqueMobile()
    await saved(me.token, [person('Taken Person', { mobile: taken })])
    const clash = await save(me.token, [person('Li Na', { mobile: uniqueMobile() }), person('Wang Lei', { mobile: taken })], 'team')
    expect(clash.status).toBe(409)
    expect(await relationsIn(me.token)).toHaveLength(1)
    const team = await submitted(me.token, [person('Li Na', { mobile: uniqueMobile() }), person('Wang Lei', { mobile: uniqueMobile() }), person('Zhao Min', { mobile: uniqueMobile() })], 'team')
    expect(team).toHaveLength(3)
    expect(new Set(team.map((view) => view.batchId)).size).toBe(1)
  })
})

describe('who may not', () => {
  it('another visitor reads, edits, submits and removes nothing of mine, and sees none of it', async () => {
    const [me, other] = await createBuyers(server, 2)
    const [draft] = await saved(me.token, [person('Ada Lovelace', { mobile: uniqueMobile() })])
    const before = await server.database.db.select().from(userRelations).where(eq(userRelations.id, draft.id))
    expect((await relationCall(server, other.token, 'detail', { id: draft.id })).status).toBe(404)
    expect((await relationCall(server, other.token, 'formData', { id: draft.id })).status).toBe(404)
    expect((await save(other.token, [person('Mallory', { mobile: uniqueMobile() })], 'help', { id: draft.id })).status).toBe(404)
    expect((await relationCall(server, other.token, 'submit', { idList: [draft.id] })).status).toBe(404)
    expect((await relationCall(server, other.token, 'remove', { id: draft.id })).status).toBe(404)
    expect((await relationCall(server, other.token, 'selfSubmit', { id: draft.id })).status).toBe(404)
    expect(await relationsIn(other.token)).toEqual([])
    expect(await server.database.db.select().from(userRelations).where(eq(userRelations.id, draft.id))).toEqual(before)
  })

  it('nobody registers an existing account, their own contact, or a person someone else registered', async () => {
    const [me, other] = await createBuyers(server, 2)
    // An account that exists (it signed in before): it registers itself.
    const existing = await save(me.token, [person('Buyer One', { email: other.account })])
    expect(existing.status).toBe(409)
    expect(existing.body.msg).toBe('This person already has an account: please ask them to register themselves')
    const own = await save(me.token, [person('Myself Again', { email: me.account.toUpperCase() })])
    expect(own.status).toBe(409)
    expect(own.body.msg).toContain('your own')
    // Someone registered by me cannot be registered by another visitor (to write their data or take their account).
    const mobile = uniqueMobile()
    await submitted(me.token, [person('Ada Lovelace', { mobile })])
    const again = await save(other.token, [person('Ada Lovelace', { mobile })])
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This mobile number or e-mail address is already registered for this exhibition')
    const draftOnly = uniqueMobile()
    await saved(me.token, [person('Draft Person', { mobile: draftOnly })])
    expect((await save(other.token, [person('Draft Person', { mobile: draftOnly })])).status).toBe(409)
  })

  it('an address the registrant controls never opens the account made for the person', async () => {
    const [me] = await createBuyers(server, 1)
    const mobile = uniqueMobile()
    const mine = `second.${mobile}@attacker.example`
    await submitted(me.token, [person('Ada Lovelace', { mobile, email: mine })])
    const [account] = await server.database.db.select().from(users).where(and(eq(users.tenantId, TENANT), eq(users.phone, mobile)))
    expect(account.email).toBeNull()
    // Signing in with that e-mail finds no account (a code sign-in then makes a new, separate one).
    expect(await server.database.db.select().from(users).where(and(eq(users.tenantId, TENANT), eq(users.email, mine)))).toEqual([])
    expect(await server.database.db.select().from(users).where(and(eq(users.tenantId, TENANT), eq(users.account, mine)))).toEqual([])
  })

  it('the cap holds under parallel saves', async () => {
    await setRelationMax(server, 3)
    const [me] = await createBuyers(server, 1)
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => save(me.token, [person(`Person ${'abcdef'[index]}`, { mobile: uniqueMobile() })])))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(refused).toHaveLength(3)
    expect(refused[0].body.msg).toBe('You can register at most 3 people for this exhibition')
    expect(await relationsIn(me.token)).toHaveLength(3)
  })
})

describe("removal and the person's own confirmation", () => {
  it('removes a draft and a submitted record (with its registration and account), then the person can be registered again', async () => {
    const [me] = await createBuyers(server, 1)
    const mobile = uniqueMobile()
    const [view] = await submitted(me.token, [person('Ada Lovelace', { mobile })])
    expect((await relationCall(server, me.token, 'remove', { id: view.id })).status).toBe(200)
    expect(await server.database.db.select().from(users).where(and(eq(users.tenantId, TENANT), eq(users.phone, mobile)))).toEqual([])
    expect(await relationsIn(me.token)).toEqual([])
    expect((await relationCall(server, me.token, 'detail', { id: view.id })).status).toBe(404)
    await submitted(me.token, [person('Ada Lovelace', { mobile })])
  })

  it('refuses removal once the person signed in, and lets them confirm their own data (then the exhibition approves)', async () => {
    const [me] = await createBuyers(server, 1)
    const mobile = uniqueMobile()
    const [view] = await submitted(me.token, [person('Ada Lovelace', { mobile })])
    const token = await signInByPhone(server, mobile, 'cn')
    const [entry] = await relationsIn(me.token)
    expect(entry.lock).toBe('signedIn')
    const refused = await relationCall(server, me.token, 'remove', { id: view.id })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('This person has signed in themselves, so the registration can no longer be removed')
    expect(await relationsIn(me.token)).toHaveLength(1)

    const mine = await relationCall(server, token, 'self')
    expect(mine.body.data).toEqual([{ id: view.id, kind: 'help', registeredBy: 'Buyer 0', profile: { name: 'Ada Lovelace', company: 'Harbour Trade' }, state: 'submitted', review: 'pending' }])
    // The registrant is not the person: their self list is empty and they cannot confirm.
    expect((await relationCall(server, me.token, 'self')).body.data).toEqual([])
    expect((await relationCall(server, me.token, 'selfSubmit', { id: view.id })).status).toBe(404)
    const confirmed = await relationCall(server, token, 'selfSubmit', { id: view.id })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data).toMatchObject({ state: 'confirmed', review: 'approve' })
    expect((await relationCall(server, token, 'selfSubmit', { id: view.id })).body.data).toMatchObject({ state: 'confirmed' })
    const [after] = await relationsIn(me.token)
    expect(after).toMatchObject({ state: 'confirmed', review: 'approve', lock: 'confirmed' })
  })

  it('shares the wallet personnel list: a person holding a ticket is one entry and can no longer be removed', async () => {
    const [me] = await createBuyers(server, 1)
    const mobile = uniqueMobile()
    const [view] = await submitted(me.token, [person('Ada Lovelace', { mobile })])
    await issueTo(server, mobile, DEMO_TICKET_TYPES.pass)
    const list = (await relationCall(server, me.token, 'list')).body.data as Array<{ holder: Record<string, string>; ticketIds: string[]; relation?: View }>
    expect(list).toEqual([{ holder: { name: 'Ada Lovelace', phone: mobile, company: 'Harbour Trade' }, ticketIds: [], relation: expect.objectContaining({ id: view.id, holdsTicket: true, lock: 'hasTicket' }) }])
    const refused = await relationCall(server, me.token, 'remove', { id: view.id }, 'cn')
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('此人已持有门票，登记无法删除')
  })
})

describe('the demo', () => {
  it('has a visitor at 1020 who registered a colleague (in review) and keeps a draft', async () => {
    const [helper] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, TENANT), eq(users.account, DEMO_REGISTRANT.account)))
    const ctx = { clock: server.clock, env: server.env, secrets: createSecrets(TEST_JWT_SECRET) } as unknown as AppContext
    const { token } = await signAccessToken(ctx, { userId: helper.id, tenantId: TENANT, account: DEMO_REGISTRANT.account })
    const listed = await relationsIn(token)
    expect(listed.map((view) => [view.name, view.state, view.review])).toEqual([
      ['何静', 'submitted', 'pending'],
      ['Tom Baker', 'draft', 'none'],
    ])
  })
})
