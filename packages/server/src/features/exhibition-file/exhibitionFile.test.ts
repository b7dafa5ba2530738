import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exhibitionFileSchema, type ExhibitionFileInput } from '@fairpass/core/validation'
import { createTestServer, type TestServer } from '../../testing'
import { createAdminKey } from '../admin'
import { DEMO_ADMIN_KEY } from '../../seed'
import { fileRowCounts } from './import'

/*
 * The exhibition file over the organiser's API (issue 20): a new exhibition from one file, exported back equal to the
 * file; a re-import updating by key without duplicating; a file with several mistakes refused with every one of them
 * by path and nothing written; another tenant's key refused on both calls. The demo's ticketing exhibition (1020,
 * with its programme and exhibitors) exports, re-imports and exports again to the same file.
 */

let server: TestServer
let otherKey: string

beforeAll(async () => {
  server = await createTestServer()
  otherKey = (await createAdminKey(server.database.db, '100001', 'other organiser')).key
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const path = (id: string) => `/api/admin/exhibitions/${id}/file`
const put = (id: string, file: unknown, key = DEMO_ADMIN_KEY) => server.call({ method: 'PUT', url: path(id), headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' }, payload: file as object })
const get = (id: string, key = DEMO_ADMIN_KEY) => server.call({ method: 'GET', url: path(id), headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' } })

const FILE: ExhibitionFileInput = {
  id: 'EF100',
  tenant: '000000',
  title: { cn: '2026 测试博览会', en: '2026 Test Expo' },
  autoApprove: true,
  theme: { primary: '#0f9d8a', background: '#E6F6F3' },
  languages: { cn: { loginMode: 'appsms', questionnaires: true }, en: { loginMode: 'appemail', questionnaires: false } },
  loginModes: { password: true },
  registrationTypes: ['visitor', 'professionalVisitor'],
  pageConfig: { pageTitle: '2026 测试博览会', pageTitleEn: '2026 Test Expo', showConfirmationSwitch: 'on' },
  functionConfig: { ticketPurchase: true },
  forms: [
    {
      fields: [
        { field: 'name', type: 'name', required: true, label: { cn: '姓名', en: 'Name' } },
        { field: 'country', type: 'select', required: true, label: { cn: '国家/地区', en: 'Country or region' }, dict: 'country' },
      ],
    },
    { registerType: 'professionalVisitor', fields: [{ field: 'company', type: 'company', required: true, label: { cn: '公司', en: 'Company' }, placeholder: { cn: '公司全称', en: 'Full name' } }] },
  ],
  questionnaires: [
    {
      seq: 1,
      title: { cn: '关于您', en: 'About you' },
      questions: [
        { id: 'heard', type: 'single', required: true, title: { cn: '如何得知？', en: 'How did you hear?' }, options: [{ key: 'web', label: { cn: '官网', en: 'Website' } }, { key: 'other', label: { cn: '其他', en: 'Other' } }] },
        { id: 'heardOther', type: 'text', required: true, maxLength: 100, title: { cn: '请说明', en: 'Please specify' }, showWhen: { questionId: 'heard', optionKey: 'other' } },
      ],
    },
  ],
  ticketTypes: [
    { key: 'DAY', name: { cn: '单日票', en: 'Day ticket' }, priceFen: 8000, quota: 500, validFrom: '2026-05-01', validTo: '2026-05-03', requiresDay: true, perOrderLimit: 10, conflictGroup: 'entry', refundableUntil: '2026-04-30T23:59:59+08:00', refundFeePercent: 10 },
    { key: 'PASS', name: { cn: '通票', en: 'Pass' }, priceFen: 24000, quota: 300, validFrom: '2026-05-01', validTo: '2026-05-03', entries: 3, conflictGroup: 'entry', saleStartsAt: '2026-03-01T00:00:00+08:00' },
  ],
  discountCodes: [
    { code: 'EARLY', percentOff: 20, maxUses: 100, maxUsesPerBuyer: 1 },
    { code: 'FAIR10', percentOff: 10, ticketTypes: ['DAY'] },
  ],
  companies: [{ key: 'ACME', name: { cn: '阿克米', en: 'Acme' }, fullName: { cn: '阿克米机械有限公司', en: 'Acme Machinery Co., Ltd.' }, productCap: 5 }],
  booths: [
    { company: 'ACME', hall: '1H', boothNo: 'A01', type: 'standard', area: 9 },
    { company: 'ACME', hall: '1H', boothNo: 'A02', type: 'standard', area: 12 },
  ],
}

describe('the exhibition file', () => {
  it('creates an exhibition from one file and exports it back equal to the file (with the ids it gave the rows)', async () => {
    const imported = await put('EF100', FILE)
    expect(imported.status, imported.body.msg).toBe(200)
    expect(imported.body.data).toMatchObject({ exhibitionId: 'EF100', created: true, ticketTypes: { created: 2 }, formFields: 3, questionnaires: 1, companies: { created: 1 }, booths: 2 })
    const exported = await get('EF100')
    expect(exported.status).toBe(200)
    const expected = exhibitionFileSchema.parse(FILE)
    expect(exported.body.data).toEqual({
      ...expected,
      // A file that names no zone makes an exhibition on China's clock; the export names it.
      timeZone: 'Asia/Shanghai',
      ticketTypes: expected.ticketTypes.map((row) => ({ ...row, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })),
      companies: expected.companies.map((row) => ({ ...row, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })),
    })
    // The page the visitor opens reads the file's settings.
    const config = await server.call({ method: 'GET', url: '/api/ef-registration-config-client/registerConfig/pageConfig', query: { tenantId: '000000', exhibitionId: 'EF100', languageType: 'en' } })
    expect(config.body.data).toMatchObject({ pageThemeColor: '#0f9d8a', cnLoginMode: 'appsms', cnQuestionnaireSwitch: 'on', passwordLoginSwitch: 'on', registrationTypeList: ['visitor', 'professionalVisitor'] })
  })

  it('updates by key on a re-import: no row twice, a row the file no longer names switched off', async () => {
    const before = await fileRowCounts(server.database.db, 'EF100')
    const changed = {
      ...FILE,
      title: { cn: '2026 测试博览会（更新）', en: '2026 Test Expo (updated)' },
      ticketTypes: [{ ...FILE.ticketTypes![0], priceFen: 9000, name: { cn: '标准单日票', en: 'Standard day ticket' } }],
      discountCodes: [FILE.discountCodes![1]],
      booths: [FILE.booths![1]],
    }
    const answer = await put('EF100', changed)
    expect(answer.status, answer.body.msg).toBe(200)
    expect(answer.body.data).toMatchObject({ created: false, ticketTypes: { created: 0, updated: 1, hidden: 1 }, discountCodes: { written: 1, switchedOff: 1 }, companies: { created: 0, updated: 1 }, booths: 1 })
    expect(await fileRowCounts(server.database.db, 'EF100')).toEqual({ ...before, booths: 1 })
    const { data } = (await get('EF100')).body
    expect(data.title.en).toBe('2026 Test Expo (updated)')
    expect(data.ticketTypes.map((row: { key: string; priceFen: number; status: string }) => [row.key, row.priceFen, row.status])).toEqual([
      ['DAY', 9000, 'onSale'],
      ['PASS', 24000, 'hidden'],
    ])
    expect(data.discountCodes.map((row: { code: string; active: boolean }) => [row.code, row.active])).toEqual([
      ['EARLY', false],
      ['FAIR10', true],
    ])
    // The export, imported again, is a fixed point.
    expect((await put('EF100', data)).status).toBe(200)
    expect((await get('EF100')).body.data).toEqual(data)
  })

  it('refuses a file with several mistakes, naming every one by its path (cn and en), and writes nothing', async () => {
    const before = await fileRowCounts(server.database.db, 'EF100')
    const broken = {
      ...FILE,
      ticketTypes: [...FILE.ticketTypes!, { ...FILE.ticketTypes![0], validTo: '2026-04-01' }],
      discountCodes: [{ code: 'GHOST', percentOff: 5, ticketTypes: ['VIP'] }],
      booths: [...FILE.booths!, { company: 'NOBODY', hall: '9H', boothNo: 'Z01', type: 'standard', area: 9 }],
      pageConfig: { ...FILE.pageConfig, pageThemeColor: '#000000' },
    }
    const answer = await put('EF100', broken)
    expect(answer.status).toBe(400)
    expect(answer.body.data.fieldErrors).toEqual({
      'ticketTypes.2.key': 'The key DAY is used twice',
      'ticketTypes.2.validTo': 'The last valid day must not be before the first',
      'discountCodes.0.ticketTypes.0': 'There is no ticket type with the key VIP',
      'booths.2.company': 'There is no company with the key NOBODY',
      'pageConfig.pageThemeColor': 'Write this setting in theme.primary, not in pageConfig',
    })
    const cn = await server.call({ method: 'PUT', url: path('EF100'), headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}`, 'accept-language': 'cn' }, payload: broken })
    expect(cn.body.data.fieldErrors['booths.2.company']).toBe('不存在编号为NOBODY的展商')
    // What only the database knows is reported the same way, before anything is written.
    const oversold = { ...FILE, id: 'EF100', companies: [], booths: [{ ...FILE.booths![1], company: 'OTHER' }] }
    const taken = await put('EF100', { ...oversold, companies: [{ key: 'OTHER', name: { cn: '别家公司' }, fullName: { cn: '别家有限公司' } }] })
    expect(taken.status).toBe(400)
    expect(taken.body.data.fieldErrors).toEqual({ 'booths.0.boothNo': 'This booth is let to a company the file does not name' })
    expect(await fileRowCounts(server.database.db, 'EF100')).toEqual(before)
  })

  it("refuses another tenant's key: it can neither read nor overwrite the exhibition, nor create one for this tenant", async () => {
    const before = await fileRowCounts(server.database.db, 'EF100')
    const read = await get('EF100', otherKey)
    expect([read.status, read.body.success]).toEqual([403, false])
    const overwrite = await put('EF100', { ...FILE, tenant: '100001' }, otherKey)
    expect([overwrite.status, overwrite.body.success]).toEqual([403, false])
    const forOther = await put('EF200', { ...FILE, id: 'EF200' }, otherKey)
    expect(forOther.status).toBe(400)
    expect(forOther.body.data.fieldErrors).toEqual({ tenant: 'The file is for tenant 000000; the organiser key is of tenant 100001' })
    expect(await fileRowCounts(server.database.db, 'EF100')).toEqual(before)
    expect((await fileRowCounts(server.database.db, 'EF200')).exhibitions).toBe(0)
    const wrongPath = await put('EF300', FILE)
    expect(wrongPath.body.data.fieldErrors).toEqual({ id: 'The file is for exhibition EF100, not EF300' })
  })

  it('sets the venue’s zone from the file: its instants are written on that clock, and a file without one keeps it', async () => {
    const abroad = await put('EF100', { ...FILE, timeZone: 'Europe/Berlin' })
    expect(abroad.status, abroad.body.msg).toBe(200)
    const { data } = (await get('EF100')).body
    expect(data.timeZone).toBe('Europe/Berlin')
    // The same instants, on Frankfurt's clock (summer time in April, winter time in March).
    expect(data.ticketTypes.find((row: { key: string }) => row.key === 'DAY').refundableUntil).toBe('2026-04-30T17:59:59+02:00')
    expect(data.ticketTypes.find((row: { key: string }) => row.key === 'PASS').saleStartsAt).toBe('2026-02-28T17:00:00+01:00')
    const zoneShown = async () =>
      (await server.call({ method: 'GET', url: '/api/ef-registration-config-client/registerConfig/pageConfig', query: { tenantId: '000000', exhibitionId: 'EF100' } })).body.data.timeZone
    for (let tries = 0; (await zoneShown()) !== 'Europe/Berlin' && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await zoneShown()).toBe('Europe/Berlin')
    // A file written before zones (none named) leaves the exhibition where it is.
    expect((await put('EF100', FILE)).status).toBe(200)
    expect((await get('EF100')).body.data.timeZone).toBe('Europe/Berlin')
    const bad = await put('EF100', { ...FILE, timeZone: 'Mars/Olympus' })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fieldErrors).toEqual({ timeZone: 'Enter an IANA time zone such as Asia/Shanghai or Europe/Berlin' })
  })

  it('exports the demo ticketing fair (ticket types, codes, programme, exhibitors) and re-imports it unchanged', async () => {
    const first = await get('1020')
    expect(first.status).toBe(200)
    const file = first.body.data
    expect(file.ticketTypes.map((row: { key: string }) => row.key)).toHaveLength(5)
    expect(file.programme.sessions).toHaveLength(40)
    expect(file.companies.map((row: { name: { en: string } }) => row.name.en)).toEqual(expect.arrayContaining(['Strait Machinery', 'Blue Ocean Electronics', 'Green Source Foods']))
    expect(exhibitionFileSchema.safeParse(file).success).toBe(true)
    const again = await put('1020', file)
    expect(again.status, JSON.stringify(again.body.data)).toBe(200)
    expect(again.body.data).toMatchObject({ created: false, ticketTypes: { created: 0, hidden: 0 }, companies: { created: 0 }, programme: { sessions: 40, updated: 40 } })
    expect((await get('1020')).body.data).toEqual(file)
  })
})
