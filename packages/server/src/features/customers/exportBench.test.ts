import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { buyMembership, call, EXHIBITION, leadCompany, TENANT, type LeadCompany } from './testing'

/*
 * Opt-in measurement (BENCH_CUSTOMERS=1, not part of the suite): 10 000 leads exported page by page and as the xlsx
 * file, the list's first page, a search and the count. It prints the times and checks only that every row came out.
 */

describe.skipIf(!process.env.BENCH_CUSTOMERS)('customer export of 10 000 leads', () => {
  let server: TestServer
  let company: LeadCompany
  beforeAll(async () => {
    server = await createTestServer()
    company = await leadCompany(server, 0)
    await buyMembership(server, company.admin.token, 'multi')
    const t0 = Date.now()
    await server.database.db.execute(sql`
      WITH u AS (
        INSERT INTO users (tenant_id, account, phone, name)
        SELECT '000000', 'bench' || g, '1360' || lpad(g::text, 7, '0'), 'Bench ' || g FROM generate_series(1, 10000) g RETURNING id, name, phone
      ), r AS (
        INSERT INTO registrations (tenant_id, exhibition_id, user_id, register_type, profile, complete_result, examine_result)
        SELECT '000000', '1020', u.id, 'visitor', jsonb_build_object('name', u.name, 'company', 'Company of ' || u.name, 'position', 'Buyer', 'shareContactWithExhibitors', true), 'succ', 'approve' FROM u RETURNING user_id
      )
      INSERT INTO customer_leads (tenant_id, exhibition_id, dept_id, visitor_user_id, source, owner_user_id, first_captured_at, last_scanned_at, survey)
      SELECT '000000', '1020', ${company.deptId}::uuid, r.user_id, 'qr', ${company.admin.userId}::uuid, now() - (random() * interval '3 days'), now(), '{"interest":["machinery"],"timeframe":"now"}'::jsonb FROM r`)
    console.log('seeded 10000 leads in', Date.now() - t0, 'ms')
  }, 300_000)
  afterAll(async () => server.close())
  
  it('measures', async () => {
    let t = Date.now()
    let cursor: string | null = null
    let rows = 0
    do {
      const page = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.exportPage, { size: 2000, ...(cursor ? { cursor } : {}) })
      rows += page.body.data.rows.length
      cursor = page.body.data.nextCursor
    } while (cursor)
    console.log('export pages', rows, 'rows in', Date.now() - t, 'ms')
    t = Date.now()
    const file = await server.app.inject({ method: 'GET', url: CUSTOMER_PATHS.export, query: { tenantId: TENANT, exhibitionId: EXHIBITION, languageType: 'en' }, headers: { authorization: `Bearer ${company.admin.token}`, 'tenant-id': TENANT } })
    console.log('xlsx file', file.rawPayload.length, 'bytes in', Date.now() - t, 'ms')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect(workbook.worksheets[0].rowCount).toBe(10_001)
    expect(rows).toBe(10_000)
    t = Date.now()
    const list = await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.list, { size: 20 })
    console.log('list first page', list.body.data.total, 'in', Date.now() - t, 'ms')
    t = Date.now()
    await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.list, { size: 20, keyword: 'Bench 99' })
    console.log('list search in', Date.now() - t, 'ms')
    t = Date.now()
    await call(server, company.admin.token, 'GET', CUSTOMER_PATHS.count)
    console.log('count in', Date.now() - t, 'ms')
  }, 300_000)
})
