import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_PATHS, EXHIBITOR_SERVICE_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../testing'
import { call, login } from '../features/exhibitors/testing'
import { DEMO_EXHIBITOR_PASSWORD, DEMO_EXHIBITORS } from '.'

/* The exhibitor portal's demo (issue 16): what the README's "Try it" line promises is there. */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('the demo exhibitors at 1020', () => {
  it('has three companies with bilingual names and booths of every type', async () => {
    const types = new Set<string>()
    for (const company of DEMO_EXHIBITORS) {
      const booths = await server.call({ method: 'GET', url: EXHIBITOR_PATHS.boothInfo, query: { tenantId: '000000', exhibitionId: '1020', deptId: company.deptId, languageType: 'en' } })
      expect(booths.body.data.companyName).toBe(company.nameEn)
      for (const booth of booths.body.data.booths as Array<{ type: string; area: number }>) types.add(`${booth.type} ${booth.area}`)
    }
    expect([...types].sort()).toEqual(['bareSpace 54', 'standard 12', 'standard 15', 'standard 9'])
  })

  it('lets the demo admins sign in: the first finds a half-filled catalogue, the third must choose a password', async () => {
    const [first, second, third] = DEMO_EXHIBITORS
    const one = await login(server, first.account, DEMO_EXHIBITOR_PASSWORD)
    expect(one.status).toBe(200)
    const draft = await call(server, one.body.data.access_token, 'GET', EXHIBITOR_PATHS.journalDraft)
    expect(draft.body.data).toMatchObject({ status: 'draft', nameCn: first.fullNameCn, introductionCn: '', logo: null, review: { state: 'none' } })
    const products = await call(server, one.body.data.access_token, 'GET', EXHIBITOR_PATHS.products, {}, '1020', 'cn')
    expect(products.body.data).toMatchObject({ total: 2, cap: 10 })
    expect(products.body.data.records[0].categoryLabel).toBe('机械设备')
    const image = await server.app.inject({ method: 'GET', url: products.body.data.records[0].images[0].thumbLink })
    expect(image.statusCode).toBe(200)

    // Its entry and product of 1001 are its history, to copy to this fair.
    expect((await call(server, one.body.data.access_token, 'GET', EXHIBITOR_PATHS.journalHistory)).body.data).toMatchObject([{ exhibitionId: '1001', nameEn: first.fullNameEn }])
    expect((await call(server, one.body.data.access_token, 'GET', EXHIBITOR_PATHS.productHistory)).body.data).toMatchObject({ total: 1, records: [{ nameEn: 'High-speed punch press', copied: false }] })

    const two = await login(server, second.account, DEMO_EXHIBITOR_PASSWORD)
    expect((await call(server, two.body.data.access_token, 'GET', EXHIBITOR_PATHS.products)).body.data.total).toBe(1)

    const three = await login(server, third.account, DEMO_EXHIBITOR_PASSWORD)
    const info = await call(server, three.body.data.access_token, 'GET', EXHIBITOR_PATHS.info)
    expect(info.body.data).toMatchObject({ mustSetPassword: true, companyExhibitionVO: { exhibitionHallNo: '3H', boothNo: 'C10' } })
  })

  it('offers services, scarce ad positions and translators, invitation templates and a published manual (part 2)', async () => {
    const [first] = DEMO_EXHIBITORS
    const token = (await login(server, first.account, DEMO_EXHIBITOR_PASSWORD)).body.data.access_token
    const offered = (await call(server, token, 'GET', EXHIBITOR_SERVICE_PATHS.serviceCategories)).body.data as Array<{ code: string; kind: string; remaining: number | null; days: unknown[] }>
    expect(offered.map((row) => row.code).sort()).toEqual(['ad-banner', 'ad-screen', 'cleaning', 'interpreter-en', 'interpreter-ja', 'power-socket'])
    expect(offered.find((row) => row.code === 'ad-screen')!.remaining).toBe(1)
    expect(offered.find((row) => row.code === 'interpreter-en')!.days).toHaveLength(3)
    const templates = await server.call({ method: 'GET', url: EXHIBITOR_SERVICE_PATHS.invitationTemplates, query: { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', languageType: 'en' } })
    expect(templates.body.data.map((row: { channel: string }) => row.channel).sort()).toEqual(['email', 'sms'])
    const manuals = (await call(server, token, 'GET', EXHIBITOR_SERVICE_PATHS.manualAll, { materialTypeV2: 'manual' })).body.data
    expect(manuals).toMatchObject([{ title: 'Exhibitor manual', fileName: 'exhibitor-manual.pdf' }])
    const download = await server.app.inject({ method: 'GET', url: manuals[0].downloadPath, headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000' } })
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The first company has two standard booths (9 + 12 m²): 20 shelves and rods, 2 flow tables.
    expect((await call(server, token, 'GET', EXHIBITOR_SERVICE_PATHS.board)).body.data.limits).toEqual({ standardArea: 21, maxShelvesAndRods: 20, maxFlowTables: 2 })
  })
})
