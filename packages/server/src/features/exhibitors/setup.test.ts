import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_SERVICE_PATHS as P } from '@fairpass/core/contract'
import { DEMO_ADMIN_KEY } from '../../seed'
import { createTestServer, type TestServer } from '../../testing'
import { auth } from '../orders/testing'
import { call, EXHIBITION, image, organiser, readyAdmin, TENANT, uploadAs } from './testing'

/*
 * Booth setup, documents and the final submission (issue 17) through the real routes: the spec §9 limits refused with
 * the rule in words, a special build's drawings checked by content, the organiser's documents downloaded by members,
 * and the setup frozen by the final submission until the organiser reopens it.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const fascia = { textCn: '海峡机械', textEn: 'Strait Machinery' }
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const build = (boothId: string, drawingFileIds: string[]) => ({
  boothId,
  builderName: '福州展装工程有限公司',
  builderContact: '李工',
  builderMobile: '13800138000',
  heightM: 4.5,
  floorLoadKgM2: 800,
  drawingFileIds,
})

async function drawing(token: string, bytes: Buffer = PDF, name = 'plan.pdf') {
  return uploadAs(server, token, 'boothDrawing', { name, type: name.endsWith('.ai') ? 'application/postscript' : 'application/pdf', bytes })
}

describe('fascia board and shell furniture', () => {
  it('on a 9 m² booth: 10 shelves and rods are taken, 11 refused with the rule, in en and cn', async () => {
    const { token } = await readyAdmin(server)
    const detail = await call(server, token, 'GET', P.board)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({ limits: { standardArea: 9, maxShelvesAndRods: 10, maxFlowTables: 1 }, fascia: null, boothCount: 2, totalArea: 45, locked: false })
    expect(detail.body.data.specialBuilds).toHaveLength(1)

    const eleven = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 6, hangingRods: 5, flowTables: 1 } })
    expect(eleven.status).toBe(400)
    expect(eleven.body.msg).toBe('At most 10 shelves and hanging rods together for a 9 m² booth')
    expect(eleven.body.data.fieldErrors['furniture.shelves']).toBe('At most 10 shelves and hanging rods together for a 9 m² booth')
    const elevenCn = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 6, hangingRods: 5, flowTables: 1 } }, EXHIBITION, 'cn')
    expect(elevenCn.body.msg).toBe('9平方米展位的层板与挂杆合计最多10个')
    const twoTables = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 1, hangingRods: 1, flowTables: 2 } })
    expect(twoTables.body.msg).toBe('At most 1 flow tables for a 9 m² booth')
    expect((await call(server, token, 'GET', P.board)).body.data.fascia).toBeNull()

    const ten = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 6, hangingRods: 4, flowTables: 1 } })
    expect(ten.status).toBe(200)
    expect(ten.body.data).toMatchObject({ fascia, furniture: { shelves: 6, hangingRods: 4, flowTables: 1 } })
  })

  it('adds up the standard booths: 9 + 12 m² allow 20 and 2 flow tables', async () => {
    const { token } = await readyAdmin(server, {
      booths: [
        { hall: 'T1', boothNo: `N${Date.now().toString(36)}a`, type: 'standard', area: 9 },
        { hall: 'T1', boothNo: `N${Date.now().toString(36)}b`, type: 'standard', area: 12 },
      ],
    })
    const ok = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 12, hangingRods: 8, flowTables: 2 } })
    expect(ok.status).toBe(200)
    expect(ok.body.data.limits).toEqual({ standardArea: 21, maxShelvesAndRods: 20, maxFlowTables: 2 })
    expect(ok.body.data.specialBuilds).toEqual([])
  })

  it('refuses a fascia for a company with bare space only', async () => {
    const { token } = await readyAdmin(server, { booths: [{ hall: 'T3', boothNo: `O${Date.now().toString(36)}`, type: 'bareSpace', area: 54 }] })
    const refused = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 0, hangingRods: 0, flowTables: 0 } })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/no standard booth/)
  })
})

describe('special builds', () => {
  it('takes a build within 5 m and 5000 kg/m² with its pdf or ai drawings; refuses 5.5 m, a standard booth and a forged drawing', async () => {
    const { token, company } = await readyAdmin(server)
    const bare = company.booths.find((booth) => booth.type === 'bareSpace')!
    const standard = company.booths.find((booth) => booth.type === 'standard')!
    const pdf = await drawing(token)
    expect(pdf.status).toBe(200)
    const ai = await drawing(token, Buffer.from('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator\n%%EOF\n'), 'booth.ai')
    expect(ai.status).toBe(200)
    const forged = await drawing(token, await image(100, 100, 'png', false), 'plan.pdf')
    expect(forged.status).toBe(400)

    const tooHigh = await call(server, token, 'POST', P.specialBuildSubmit, { ...build(bare.id, [pdf.body.data.fileId]), heightM: 5.5 })
    expect(tooHigh.status).toBe(400)
    expect(tooHigh.body.data.fieldErrors.heightM).toBe('A special build is at most 5 m high')
    const heavy = await call(server, token, 'POST', P.specialBuildSubmit, { ...build(bare.id, [pdf.body.data.fileId]), floorLoadKgM2: 6000 })
    expect(heavy.body.data.fieldErrors.floorLoadKgM2).toBe('The floor load is at most 5000 kg/m²')
    const onStandard = await call(server, token, 'POST', P.specialBuildSubmit, build(standard.id, [pdf.body.data.fileId]))
    expect(onStandard.status).toBe(409)

    const saved = await call(server, token, 'POST', P.specialBuildSubmit, build(bare.id, [pdf.body.data.fileId, ai.body.data.fileId]))
    expect(saved.status).toBe(200)
    const entry = saved.body.data.specialBuilds.find((item: { booth: { id: string } }) => item.booth.id === bare.id)
    expect(entry.build).toMatchObject({ heightM: 4.5, floorLoadKgM2: 800 })
    expect(entry.build.drawings.map((file: { fileId: string }) => file.fileId)).toEqual([pdf.body.data.fileId, ai.body.data.fileId])
  })

  it("refuses another company's booth and another company's drawing", async () => {
    const a = await readyAdmin(server)
    const b = await readyAdmin(server)
    const aBare = a.company.booths.find((booth) => booth.type === 'bareSpace')!
    const bBare = b.company.booths.find((booth) => booth.type === 'bareSpace')!
    const aDrawing = (await drawing(a.token)).body.data.fileId
    const bDrawing = (await drawing(b.token)).body.data.fileId
    expect((await call(server, b.token, 'POST', P.specialBuildSubmit, build(aBare.id, [bDrawing]))).status).toBe(404)
    const foreign = await call(server, b.token, 'POST', P.specialBuildSubmit, build(bBare.id, [aDrawing]))
    expect(foreign.status).toBe(400)
    expect(foreign.body.data.fieldErrors.drawingFileIds).toMatch(/drawings again/)
  })
})

describe('documents the organiser publishes', () => {
  it('are listed by kind and downloaded by members only, the content checked against the name', async () => {
    const { token } = await readyAdmin(server)
    const published = await organiser(server, 'POST', P.adminPublishDocument, {
      materialTypeV2: 'manual',
      titleCn: '参展商手册',
      titleEn: 'Exhibitor manual',
      fileName: '参展商手册.pdf',
      contentBase64: PDF.toString('base64'),
    })
    expect(published.status).toBe(200)
    const id = published.body.data.id
    const forged = await organiser(server, 'POST', P.adminPublishDocument, { materialTypeV2: 'forms', titleCn: '表格', titleEn: 'Form', fileName: 'form.pdf', contentBase64: Buffer.from('MZ not a pdf').toString('base64') })
    expect(forged.status).toBe(400)

    const kinds = await server.call({ method: 'GET', url: P.materialTypes, query: { tenantId: TENANT, exhibitionId: EXHIBITION, languageType: 'en' } })
    expect(kinds.body.data.find((kind: { key: string }) => kind.key === 'manual')).toMatchObject({ label: 'Exhibitor manual' })
    expect(kinds.body.data.find((kind: { key: string }) => kind.key === 'manual').documents).toBeGreaterThanOrEqual(1)
    const all = await call(server, token, 'GET', P.manualAll, { materialTypeV2: 'manual' })
    expect(all.body.data.map((row: { id: string }) => row.id)).toContain(id)
    const part = await call(server, token, 'GET', P.manualPart, { materialTypeV2: 'manual', page: 1, size: 1 })
    expect(part.body.data).toMatchObject({ page: 1, size: 1, records: [expect.objectContaining({ materialTypeV2: 'manual' })] })
    const detail = await call(server, token, 'GET', P.document, { id })
    expect(detail.body.data).toMatchObject({ title: 'Exhibitor manual', fileName: '参展商手册.pdf', mimeType: 'application/pdf', bytes: PDF.length })

    const download = await server.app.inject({ method: 'GET', url: detail.body.data.downloadPath, headers: auth(token, TENANT, 'en') })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect(String(download.headers['content-disposition'])).toContain(encodeURIComponent('参展商手册.pdf'))
    const anonymous = await server.app.inject({ method: 'GET', url: detail.body.data.downloadPath })
    expect(anonymous.statusCode).toBe(401)

    const removed = await server.call({ method: 'DELETE', url: P.adminRemoveDocument.replace(':exhibitionId', EXHIBITION).replace(':documentId', id), headers: { authorization: `Bearer ${DEMO_ADMIN_KEY}` } })
    expect(removed.status).toBe(200)
    expect((await call(server, token, 'GET', P.document, { id })).status).toBe(404)
  })
})

describe('the final submission', () => {
  it('needs the fascia and every special build, then freezes the setup until the organiser reopens it', async () => {
    const { token, company } = await readyAdmin(server)
    const bare = company.booths.find((booth) => booth.type === 'bareSpace')!
    const open = await call(server, token, 'GET', P.setupStatus)
    expect(open.body.data).toMatchObject({ state: 'open', submittedAt: null })
    expect(open.body.data.missing.map((entry: { part: string }) => entry.part)).toEqual(['fascia', 'specialBuild'])
    const early = await call(server, token, 'POST', P.finalSubmit)
    expect(early.status).toBe(409)
    expect(early.body.msg).toMatch(/^Complete the booth setup before the final submission: Fascia board and furniture, Special build of booth T2-/)

    expect((await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 2, hangingRods: 2, flowTables: 1 } })).status).toBe(200)
    const pdf = (await drawing(token)).body.data.fileId
    expect((await call(server, token, 'POST', P.specialBuildSubmit, build(bare.id, [pdf]))).status).toBe(200)
    const submitted = await call(server, token, 'POST', P.finalSubmit)
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ state: 'submitted', missing: [] })
    expect((await call(server, token, 'GET', P.board)).body.data.locked).toBe(true)

    const change = await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 3, hangingRods: 2, flowTables: 1 } })
    expect(change).toMatchObject({ status: 409, body: { msg: 'The booth setup was submitted; ask the organiser to reopen it before changing anything' } })
    expect((await call(server, token, 'POST', P.specialBuildSubmit, build(bare.id, [pdf]))).status).toBe(409)
    expect((await call(server, token, 'POST', P.finalSubmit)).status).toBe(409)
    expect((await call(server, token, 'GET', P.board)).body.data.furniture).toEqual({ shelves: 2, hangingRods: 2, flowTables: 1 })

    const reopened = await organiser(server, 'POST', P.adminReopen.replace(':deptId', company.deptId))
    expect(reopened.status).toBe(200)
    expect(reopened.body.data).toMatchObject({ state: 'open', submittedAt: null })
    expect(reopened.body.data.reopenedAt).toEqual(expect.any(String))
    expect((await organiser(server, 'POST', P.adminReopen.replace(':deptId', company.deptId))).status).toBe(409)
    expect((await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 3, hangingRods: 2, flowTables: 1 } })).status).toBe(200)
  })

  it('the final submission and a change at once: the change lands before it or is refused after it', async () => {
    const { token, company } = await readyAdmin(server)
    const bare = company.booths.find((booth) => booth.type === 'bareSpace')!
    await call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 1, hangingRods: 0, flowTables: 0 } })
    await call(server, token, 'POST', P.specialBuildSubmit, build(bare.id, [(await drawing(token)).body.data.fileId]))
    const [final, change] = await Promise.all([
      call(server, token, 'POST', P.finalSubmit),
      call(server, token, 'POST', P.boardSubmit, { fascia, furniture: { shelves: 5, hangingRods: 0, flowTables: 0 } }),
    ])
    expect(final.status).toBe(200)
    const stored = (await call(server, token, 'GET', P.board)).body.data.furniture.shelves
    if (change.status === 200) expect(stored).toBe(5)
    else expect([change.status, stored]).toEqual([409, 1])
  })
})
