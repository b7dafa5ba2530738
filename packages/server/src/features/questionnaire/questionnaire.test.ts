import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionnaireAnswers } from './tables'
import { exhibitions } from '../../tenancy'
import { registrations } from '../user'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const CONFIG = '/api/ef-registration-config-client/questionnaire'
const DATA = '/api/ef-registration-data-client/questionnaire'
const context = { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor' }

async function visitor(email: string, languageType: 'cn' | 'en' = 'en'): Promise<{ token: string; userId: string }> {
  const token = await signInByEmail(server, email, { exhibitionId: '1001', languageType })
  const added = await server.call({
    method: 'POST',
    url: '/api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll',
    headers: bearer(token),
    payload: { ...context, topRegisterType: 'visitor', languageType },
  })
  return { token, userId: added.body.data.userId as string }
}

const list = (token: string, languageType: 'cn' | 'en', query: Record<string, string> = {}, tenantId = '000000') =>
  server.call({ method: 'GET', url: `${CONFIG}/listForUser`, headers: bearer(token, tenantId), query: { ...context, languageType, ...query } })

async function questionnaireIds(token: string): Promise<string[]> {
  const response = await list(token, 'en')
  return (response.body.data as { id: string }[]).map((questionnaire) => questionnaire.id)
}

const submit = (token: string, body: Record<string, unknown>, url = `${DATA}/submit`) =>
  server.call({ method: 'POST', url, headers: bearer(token), payload: { ...context, languageType: 'en', isDraft: false, ...body } })

const first = { heardFrom: 'website', purpose: ['products', 'trends'] }
const second = { industry: 'parts', companySize: 'm', purchasingRole: 'decide' }
const third = { productAreas: ['ev'] }

describe('questionnaire/listForUser', () => {
  it('answers the three questionnaires of 1001 in the caller language, with shared question ids', async () => {
    const { token } = await visitor('list@example.com')
    const en = await list(token, 'en')
    const cn = await list(token, 'cn')
    expect(en.status).toBe(200)
    expect(en.body.data.map((q: { index: number; title: string }) => [q.index, q.title])).toEqual([
      [1, 'About your visit'],
      [2, 'Your business'],
      [3, 'Interests'],
    ])
    expect(cn.body.data.map((q: { title: string }) => q.title)).toEqual(['关于您的参观', '您的企业', '感兴趣的领域'])
    const [enFirst, cnFirst] = [en.body.data[0], cn.body.data[0]]
    expect(enFirst.questions.map((q: { id: string }) => q.id)).toEqual(cnFirst.questions.map((q: { id: string }) => q.id))
    expect(enFirst.questions[1]).toMatchObject({ id: 'heardFromOther', title: 'Please specify', showWhen: { questionId: 'heardFrom', optionKey: 'other' } })
    expect(cnFirst.questions[1].title).toBe('请具体说明')
    expect(enFirst.questions[2]).toMatchObject({ type: 'multiple', maxChoices: 3 })
  })

  it('answers none when the switch for the language is off, and none for an exhibition without questionnaires', async () => {
    const { token } = await visitor('switch@example.com')
    const [row] = await server.database.db.select().from(exhibitions).where(eq(exhibitions.id, '1001'))
    await server.database.db
      .update(exhibitions)
      .set({ pageConfig: { ...row.pageConfig, enQuestionnaireSwitch: 'off' } })
      .where(eq(exhibitions.id, '1001'))
    try {
      expect((await list(token, 'en')).body.data).toEqual([])
      expect((await list(token, 'cn')).body.data).toHaveLength(3)
    } finally {
      await server.database.db.update(exhibitions).set({ pageConfig: row.pageConfig }).where(eq(exhibitions.id, '1001'))
    }
    const other = await signInByEmail(server, 'short@example.com')
    expect((await list(other, 'en', { exhibitionId: '1002' })).body.data).toEqual([])
  })

  it('needs a signed-in user of the same tenant', async () => {
    const anonymous = await server.call({ method: 'GET', url: `${CONFIG}/listForUser`, query: { ...context, languageType: 'en' } })
    expect(anonymous.status).toBe(401)
    const { token } = await visitor('tenant@example.com')
    const otherTenant = await list(token, 'en', { tenantId: '100001', exhibitionId: '2001' }, '100001')
    expect(otherTenant.status).toBe(403)
    const foreignExhibition = await list(token, 'en', { exhibitionId: '2001' })
    expect(foreignExhibition.status).toBe(404)
  })
})

describe('questionnaire/submit', () => {
  it('keeps drafts for resuming, then marks each submitted questionnaire complete', async () => {
    const { token } = await visitor('submit@example.com')
    const [one, two, three] = await questionnaireIds(token)

    const draft = await submit(token, { questionnaireId: one, answers: { heardFrom: 'other', heardFromOther: 'A poster' }, isDraft: true })
    expect(draft.status).toBe(200)
    expect(draft.body.data.userExhibitionVO.questionnaireResult).toBe('incomplete')
    const resumed = await server.call({ method: 'GET', url: `${DATA}/answers`, headers: bearer(token), query: context })
    expect(resumed.body.data).toEqual([
      { index: 1, status: 'draft', answers: { heardFrom: 'other', heardFromOther: 'A poster' }, updatedAt: expect.any(Number) },
    ])

    expect((await submit(token, { questionnaireId: one, answers: { ...first, heardFrom: 'other', heardFromOther: 'A poster' } })).status).toBe(200)
    expect((await submit(token, { questionnaireId: two, answers: second })).status).toBe(200)
    // A late draft does not undo a submit.
    await submit(token, { questionnaireId: two, answers: { industry: 'oem' }, isDraft: true })
    const last = await submit(token, { questionnaireId: three, answers: third })
    expect(last.body.data.userExhibitionVO).toMatchObject({
      questionnaireResult: 'complete',
      questionnaireTwoResult: 'complete',
      questionnaireThreeResult: 'complete',
    })
    const saved = await server.call({ method: 'GET', url: `${DATA}/answers`, headers: bearer(token), query: context })
    expect(saved.body.data.map((entry: { index: number; status: string }) => [entry.index, entry.status])).toEqual([
      [1, 'submitted'],
      [2, 'submitted'],
      [3, 'submitted'],
    ])
    expect(saved.body.data[1].answers).toEqual(second)
  })

  it('accepts the cn questionnaire id and stores language-free answers', async () => {
    const { token } = await visitor('cn-submit@example.com')
    const cnFirst = (await list(token, 'cn')).body.data[0].id as string
    const response = await submit(token, { questionnaireId: cnFirst, answers: first, languageType: 'cn' })
    expect(response.status).toBe(200)
    expect(response.body.data.userExhibitionVO.questionnaireResult).toBe('complete')
  })

  it('refuses an option outside the question, in the caller language, and stores nothing', async () => {
    const { token, userId } = await visitor('outside@example.com')
    const [one] = await questionnaireIds(token)
    const en = await submit(token, { questionnaireId: one, answers: { heardFrom: 'billboard', purpose: ['products'] } })
    expect(en.status).toBe(400)
    expect(en.body.data.fieldErrors).toEqual({ heardFrom: 'Choose one of the listed options' })
    const cn = await submit(token, { questionnaireId: one, languageType: 'cn', answers: { heardFrom: 'website', purpose: ['products', 'hack'] } })
    expect(cn.body.data.fieldErrors).toEqual({ purpose: '请从列出的选项中选择' })
    const tooMany = await submit(token, { questionnaireId: one, answers: { heardFrom: 'website', purpose: ['products', 'suppliers', 'trends', 'network'] } })
    expect(tooMany.body.data.fieldErrors).toEqual({ purpose: 'Choose at most 3' })
    const missing = await submit(token, { questionnaireId: one, answers: {} })
    expect(missing.body.data.fieldErrors).toEqual({ heardFrom: 'Please choose an answer', purpose: 'Please choose an answer' })

    const [registration] = await server.database.db.select().from(registrations).where(eq(registrations.userId, userId))
    expect(await server.database.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.registrationId, registration.id))).toEqual([])
    expect(registration.questionnaireResult).toBe('incomplete')
  })

  it('asks the follow-up when its trigger is chosen and drops it when not', async () => {
    const { token } = await visitor('followup@example.com')
    const [one] = await questionnaireIds(token)
    const unanswered = await submit(token, { questionnaireId: one, answers: { ...first, heardFrom: 'other' } })
    expect(unanswered.status).toBe(400)
    expect(unanswered.body.data.fieldErrors).toEqual({ heardFromOther: 'This field is required' })

    const stale = await submit(token, { questionnaireId: one, answers: { ...first, heardFromOther: 'left over' } })
    expect(stale.status).toBe(200)
    const saved = await server.call({ method: 'GET', url: `${DATA}/answers`, headers: bearer(token), query: context })
    expect(saved.body.data[0].answers).toEqual(first)
  })

  it('refuses unknown questionnaires and another exhibition\'s questionnaire', async () => {
    const { token } = await visitor('unknown@example.com')
    const bogus = await submit(token, { questionnaireId: '00000000-0000-4000-8000-000000000000', answers: first })
    expect(bogus.status).toBe(404)
    const malformed = await submit(token, { questionnaireId: 'not-a-uuid', answers: first })
    expect(malformed.status).toBe(400)
    const [one] = await questionnaireIds(token)
    const shortFlow = await signInByEmail(server, 'unknown-1002@example.com')
    const crossed = await submit(shortFlow, { questionnaireId: one, answers: first, exhibitionId: '1002' })
    expect(crossed.status).toBe(404)
  })
})

describe('questionnaire/submitForOther', () => {
  it('lets the registrant answer for the person they registered, and nobody else', async () => {
    const helper = await visitor('helper@example.com')
    const guest = await visitor('guest@example.com')
    const stranger = await visitor('stranger@example.com')
    const [one] = await questionnaireIds(helper.token)
    const forGuest = (token: string) => submit(token, { questionnaireId: one, answers: first, userId: guest.userId }, `${DATA}/submitForOther`)

    const before = await forGuest(helper.token)
    expect(before.status).toBe(403)
    expect(before.body.msg).toBeTruthy()

    await server.database.db.update(registrations).set({ registeredByUserId: helper.userId }).where(eq(registrations.userId, guest.userId))
    const allowed = await forGuest(helper.token)
    expect(allowed.status).toBe(200)
    expect(allowed.body.data).toMatchObject({ userId: guest.userId, questionnaireResult: 'complete', questionnaireTwoResult: 'incomplete' })

    expect((await forGuest(stranger.token)).status).toBe(403)
    const bad = await submit(helper.token, { questionnaireId: one, answers: { heardFrom: 'nope' }, userId: guest.userId }, `${DATA}/submitForOther`)
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors.heardFrom).toBe('Choose one of the listed options')
    const unknownTarget = await submit(helper.token, { questionnaireId: one, answers: first, userId: '00000000-0000-4000-8000-000000000000' }, `${DATA}/submitForOther`)
    expect(unknownTarget.status).toBe(403)
  })
})

describe('the questionnaire for a person registered through help registration', () => {
  it('is answered by the registrant for the person of their record, which then says so', async () => {
    const helper = await visitor('relation-helper@example.com')
    const relations = '/api/ef-registration-client/userRelation'
    const saved = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdateForOther',
      headers: bearer(helper.token),
      payload: { ...context, languageType: 'en', kind: 'help', people: [{ contact: { mobile: '13900009301' }, profile: { name: 'Ada Lovelace', company: 'Engines Ltd', position: 'Buyer', country: 'CN', visitDate: '2025-09-18' } }] },
    })
    expect(saved.status, JSON.stringify(saved.body.data)).toBe(200)
    const id = saved.body.data[0].id as string
    const detail = () => server.call({ method: 'GET', url: `${relations}/detail/getByBladeUserId`, headers: bearer(helper.token), query: { ...context, languageType: 'en', id } })
    // A draft has no account yet: nothing to answer for.
    expect((await detail()).body.data).toMatchObject({ personUserId: null, questionnairesDone: [] })

    expect((await server.call({ method: 'POST', url: `${relations}/submit`, headers: bearer(helper.token), payload: { ...context, languageType: 'en', idList: [id] } })).status).toBe(200)
    const submitted = (await detail()).body.data
    expect(submitted.personUserId).toMatch(/^[0-9a-f-]{36}$/)
    expect(submitted.questionnairesDone).toEqual([])

    const [one] = await questionnaireIds(helper.token)
    const answered = await submit(helper.token, { questionnaireId: one, answers: first, userId: submitted.personUserId }, `${DATA}/submitForOther`)
    expect(answered.status, answered.body.msg).toBe(200)
    expect((await detail()).body.data.questionnairesDone).toEqual([1])
  })
})
