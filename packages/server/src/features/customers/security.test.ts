import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_PATHS, type ScanResult } from '@fairpass/core/contract'
import { ACCESS } from '../../http/accessMatrix'
import { createTestServer, type TestServer } from '../../testing'
import { authorise, buyMembership, call, EXHIBITION, leadCompany, scan, TENANT, visitors, type LeadCompany } from './testing'

/*
 * Another company inside the same exhibition: company B (paid, authorised) calls every lead route with company A's
 * ids. A route that names an object refuses with 404 (as for an id nobody has); a list answers only B's own. Rows
 * that mention A stay exactly as they were; then A's admin makes the same object calls and they succeed. Also: a code
 * of another exhibition names nobody here, and bad input is refused with the field named, in the caller's language.
 */

let server: TestServer
let a: LeadCompany
let b: LeadCompany
let owned: { lead: string; label: string; note: string; staff: string }

async function rowsOfCompany(deptId: string): Promise<unknown[]> {
  const tables = ['customer_leads', 'customer_scans', 'customer_notes', 'customer_labels', 'customer_staff_grants', 'customer_memberships']
  const out: unknown[] = []
  for (const table of tables) {
    const result = await server.database.db.execute(sql`SELECT * FROM ${sql.identifier(table)} WHERE dept_id = ${deptId}::uuid ORDER BY 1, 2, 3`)
    out.push((result as unknown as { rows: unknown[] }).rows)
  }
  const links = await server.database.db.execute(sql`SELECT ll.* FROM customer_lead_labels ll JOIN customer_leads l ON l.id = ll.lead_id WHERE l.dept_id = ${deptId}::uuid ORDER BY 1, 2`)
  out.push((links as unknown as { rows: unknown[] }).rows)
  return out
}

beforeAll(async () => {
  server = await createTestServer()
  a = await leadCompany(server, 1)
  b = await leadCompany(server, 0)
  await buyMembership(server, a.admin.token, 'multi')
  await buyMembership(server, b.admin.token, 'single')
  await authorise(server, a.admin.token, a.staff[0].id)
  const [person] = await visitors(server, 1)
  const lead = ((await scan(server, a.admin.token, person.userQr)).body.data as ScanResult).customer.id
  const label = (await call(server, a.admin.token, 'POST', CUSTOMER_PATHS.labelSave, { name: 'Hot' })).body.data[0].id
  await call(server, a.admin.token, 'POST', CUSTOMER_PATHS.update, { id: lead, labelIds: [label] })
  const note = (await call(server, a.admin.token, 'POST', CUSTOMER_PATHS.noteAdd, { id: lead, text: 'A only', clientNoteId: randomUUID() })).body.data.notes[0].id
  owned = { lead, label, note, staff: a.staff[0].id }
}, 90_000)
afterAll(async () => server.close())

type Case = { kind: 'object'; call: () => Record<string, unknown> } | { kind: 'self'; call?: () => Record<string, unknown> }

const P = CUSTOMER_PATHS
const CASES: Record<string, Case> = {
  [`GET ${P.list}`]: { kind: 'self' },
  [`GET ${P.detail}`]: { kind: 'object', call: () => ({ id: owned.lead }) },
  [`GET ${P.count}`]: { kind: 'self' },
  [`GET ${P.byQrCode}`]: { kind: 'self', call: () => ({ code: '1234567890' }) },
  [`GET ${P.byMobile}`]: { kind: 'self', call: () => ({ mobile: '13700009999' }) },
  [`POST ${P.scan}`]: { kind: 'self', call: () => ({ code: '1234567890', clientScanId: randomUUID() }) },
  [`POST ${P.save}`]: { kind: 'self', call: () => ({ mobile: '13700009998', clientScanId: randomUUID() }) },
  [`POST ${P.update}`]: { kind: 'object', call: () => ({ id: owned.lead, followUp: 'lost', labelIds: [] }) },
  [`POST ${P.noteAdd}`]: { kind: 'object', call: () => ({ id: owned.lead, text: 'B was here', clientNoteId: randomUUID() }) },
  [`POST ${P.noteRemove}`]: { kind: 'object', call: () => ({ id: owned.lead, noteId: owned.note }) },
  [`GET ${P.labels}`]: { kind: 'self' },
  [`POST ${P.labelSave}`]: { kind: 'object', call: () => ({ id: owned.label, name: 'Renamed by B' }) },
  [`POST ${P.labelRemove}`]: { kind: 'object', call: () => ({ id: owned.label }) },
  [`GET ${P.surveyUrl}`]: { kind: 'self' },
  [`POST ${P.surveySubmit}`]: { kind: 'object', call: () => ({ id: owned.lead, answers: { interest: ['machinery'], timeframe: 'now' } }) },
  [`GET ${P.exportPage}`]: { kind: 'self' },
  [`GET ${P.export}`]: { kind: 'self' },
}

describe('another company', () => {
  it('has a case for every lead route', () => {
    const leadRoutes = Object.entries(ACCESS).filter(([, access]) => access === 'leadUser').map(([route]) => route)
    expect(leadRoutes.filter((route) => !(route in CASES))).toEqual([])
  })

  it("can neither read nor change company A's leads, labels and notes", async () => {
    const before = await rowsOfCompany(a.deptId)
    const problems: string[] = []
    for (const [route, test] of Object.entries(CASES)) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string]
      if (path === CUSTOMER_PATHS.export) {
        // The file: B's own leads only, read back from the xlsx.
        const file = await server.app.inject({ method, url: path, query: { tenantId: TENANT, exhibitionId: EXHIBITION }, headers: { authorization: `Bearer ${b.admin.token}`, 'tenant-id': TENANT } })
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
        const own = (await call(server, b.admin.token, 'GET', CUSTOMER_PATHS.count)).body.data.total
        const cells = JSON.stringify(workbook.worksheets[0].getSheetValues())
        if (file.statusCode !== 200 || workbook.worksheets[0].rowCount !== own + 1 || cells.includes('A only') || cells.includes('Hot')) problems.push(`${route}: ${file.statusCode}, ${workbook.worksheets[0]?.rowCount} rows`)
        continue
      }
      const answer = await call(server, b.admin.token, method, path, test.call?.() ?? {})
      const text = JSON.stringify(answer.body ?? '')
      if (test.kind === 'object' && answer.status !== 404) problems.push(`${route}: ${answer.status}`)
      if (answer.status >= 500) problems.push(`${route}: ${answer.status}`)
      if (text.includes(owned.lead) || text.includes('A only') || text.includes('"Hot"')) problems.push(`${route} answered A's data`)
    }
    expect(problems).toEqual([])
    expect(await rowsOfCompany(a.deptId)).toEqual(before)
    // A's admin makes the same object calls, and they succeed: B was refused for who it is.
    for (const [route, test] of Object.entries(CASES)) {
      if (test.kind !== 'object') continue
      const [method, path] = route.split(' ') as ['GET' | 'POST', string]
      expect((await call(server, a.admin.token, method, path, test.call())).status, route).toBe(200)
    }
  })

  it('cannot take over A\'s staff or move their leads', async () => {
    const before = await rowsOfCompany(a.deptId)
    expect((await authorise(server, b.admin.token, owned.staff)).status).toBe(409)
    const moved = await call(server, b.admin.token, 'POST', CUSTOMER_PATHS.transfer, { fromUserId: a.admin.userId, toUserId: b.admin.userId })
    expect(moved.body.data?.moved ?? 0).toBe(0)
    expect(await rowsOfCompany(a.deptId)).toEqual(before)
  })
})

describe('codes and input', () => {
  it('finds no visitor for a code of another exhibition, nor for a forged one', async () => {
    const [elsewhere] = await visitors(server, 1, true, '1001')
    for (const code of [elsewhere.userQr, elsewhere.userCode, 'FP1.aaaa.bbbb', `${elsewhere.userQr}x`]) {
      const answer = await scan(server, a.admin.token, code)
      expect(answer.status, code).toBe(404)
    }
  })

  it('refuses bad input with the field named in the caller\'s language, writing nothing', async () => {
    const scans = async () => (await server.database.db.execute(sql`SELECT count(*)::int AS n FROM customer_scans`)) as unknown as { rows: { n: number }[] }
    const before = (await scans()).rows[0].n
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [CUSTOMER_PATHS.scan, { code: 'has space', clientScanId: randomUUID() }, 'code'],
      [CUSTOMER_PATHS.scan, { code: '8800000001', clientScanId: 'not-a-uuid' }, 'clientScanId'],
      [CUSTOMER_PATHS.scan, { code: '8800000001', clientScanId: randomUUID(), scannedAt: 'yesterday' }, 'scannedAt'],
      [CUSTOMER_PATHS.save, { mobile: '12', clientScanId: randomUUID() }, 'mobile'],
      [CUSTOMER_PATHS.labelSave, { name: 'x'.repeat(21) }, 'name'],
      [CUSTOMER_PATHS.transfer, { fromUserId: a.admin.userId, toUserId: a.admin.userId }, 'toUserId'],
    ]
    for (const [path, body, field] of cases) {
      const answer = await call(server, a.admin.token, 'POST', path, body, undefined, 'cn')
      expect(answer.status, path).toBe(400)
      expect(Object.keys(answer.body.data.fieldErrors), path).toContain(field)
      expect(JSON.stringify(answer.body.data.fieldErrors)).toMatch(/[\u4e00-\u9fff]/)
    }
    const forged = await call(server, a.admin.token, 'GET', CUSTOMER_PATHS.list, { cursor: 'bm90LWEtY3Vyc29y' })
    expect(forged.status).toBe(400)
    const wild = await call(server, a.admin.token, 'GET', CUSTOMER_PATHS.list, { keyword: "%_' OR 1=1 --" })
    expect(wild.status).toBe(200)
    expect(wild.body.data.total).toBe(0)
    expect((await scans()).rows[0].n).toBe(before)
  })
})
