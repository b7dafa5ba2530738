/*
 * How long the server takes to import 2 000 group members from a spreadsheet (issue 18: at most 5 s). Each run is one
 * `member/import` call through the real route (app.inject: body parsing, the leader check, reading the sheet, every
 * row through the member schema, the insert under the group's lock) by a leader of its own into an empty group, the
 * exhibition's cap raised to 2 000. Files are made once per format; the call is timed, then the rows are counted in
 * the database (exit code 1 when a run imported fewer than it should or took longer than the budget).
 *
 * Engine: an in-memory PGlite by default (as `npm start` without DATABASE_URL); FAIR_TEST_DB=postgres with
 * DATABASE_URL uses a throw-away database on that PostgreSQL server.
 *   npm run bench:import [-- --runs 5] [--rows 2000] [--json]
 */
import ExcelJS from 'exceljs'
import { count, eq } from 'drizzle-orm'
import { createTestServer } from '../packages/server/src/testing'
import { visitingGroupMembers } from '../packages/server/src/features/groups/tables'
import { createGroup, groupCall, registered, setMemberMax } from '../packages/server/src/features/groups/testing'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const runs = Number(option('runs') ?? 5)
const rowCount = Number(option('rows') ?? 2000)
const json = args.includes('--json')
const BUDGET_MS = 5000

if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(rowCount) || rowCount < 1 || rowCount > 2000) {
  console.error('Usage: npm run bench:import [-- --runs 5] [--rows 1..2000] [--json]')
  process.exit(2)
}

const HEADER = ['姓名 Name', '手机号 Mobile', '邮箱 E-mail', '单位 Company', '职务 Title']
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
/** Realistic rows: a name without digits, a distinct mobile, an e-mail on every other row, company and title. */
function rowsOf(total: number): string[][] {
  return Array.from({ length: total }, (_, index) => {
    const name = `Member ${LETTERS[index % 26]}${LETTERS[Math.floor(index / 26) % 26]}${LETTERS[Math.floor(index / 676) % 26]}`
    return [name, `139${String(index).padStart(8, '0')}`, index % 2 ? `member${index}@example.com` : '', 'Harbour Trade Ltd.', '采购经理 Buyer']
  })
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('members')
  sheet.addRow(HEADER)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

const csvOf = (rows: string[][]) => Buffer.from(`\uFEFF${[HEADER, ...rows].map((row) => row.join(',')).join('\n')}\n`)

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

const server = await createTestServer()
const results: Array<{ format: string; bytes: number; times: number[]; median: number; max: number }> = []
let failed = false
try {
  await setMemberMax(server, 2000)
  const rows = rowsOf(rowCount)
  const files = { xlsx: await xlsxOf(rows), csv: csvOf(rows) }
  for (const format of ['xlsx', 'csv'] as const) {
    const content = files[format].toString('base64')
    const leaders = await registered(server, runs + 1, 'visitingGroup')
    const times: number[] = []
    // The first call warms the route (schema compilation, the zip reader's first use) and is not counted.
    for (const [index, leader] of leaders.entries()) {
      const group = await createGroup(server, leader.token)
      const start = performance.now()
      const answer = await groupCall(server, leader.token, 'importMembers', { format, content })
      const elapsed = performance.now() - start
      const [{ stored }] = await server.database.db.select({ stored: count() }).from(visitingGroupMembers).where(eq(visitingGroupMembers.groupId, group.id))
      if (answer.status !== 200 || answer.body.data.imported !== rowCount || stored !== rowCount) {
        console.error(`${format} run ${index}: status ${answer.status}, imported ${answer.body.data?.imported}, stored ${stored}: ${answer.body.msg}`)
        failed = true
      }
      if (index > 0) times.push(elapsed)
    }
    const result = { format, bytes: files[format].length, times: times.map((time) => Math.round(time)), median: Math.round(quantile(times, 0.5)), max: Math.round(Math.max(...times)) }
    if (result.max > BUDGET_MS) failed = true
    results.push(result)
  }
} finally {
  await server.close()
}

const engine = process.env.FAIR_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'
if (json) {
  console.log(JSON.stringify({ engine, rows: rowCount, results }, null, 2))
} else {
  for (const result of results) {
    console.log(`${engine}, ${rowCount} rows, ${result.format} (${(result.bytes / 1024).toFixed(0)} kB): ${result.times.length} imports, median ${result.median} ms, max ${result.max} ms (${result.times.join(', ')} ms)`)
  }
  console.log(`Budget (issue 18): importing 2 000 members ≤ ${BUDGET_MS} ms on the server.`)
}
process.exit(failed ? 1 : 0)
