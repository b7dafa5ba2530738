/*
 * The organiser's programme files for `npm run admin -- programme-import` and the attendance workbook of
 * `conference-export`. A programme is JSON or YAML in the shape of `programmeImportSchema` (@fairpass/core/validation),
 * or an xlsx workbook with one sheet per list (conferences, rooms, speakers, sessions, news, partners), the field names
 * in the first row. Spreadsheet cells are turned into that shape here (dates and times typed as Excel dates, numbers
 * typed as text, comma-separated speakers); checking is the schema's, on this side before sending and on the server.
 */
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { parse as parseYaml } from 'yaml'

const LISTS = ['conferences', 'rooms', 'speakers', 'sessions', 'news', 'partners'] as const
type ListName = (typeof LISTS)[number]
const NUMERIC = new Set(['capacity', 'priceFen', 'refundHoursBefore', 'refundFeePercent', 'sort'])
const DAY_FIELDS = new Set(['date', 'publishedAt'])
const TIME_FIELDS = new Set(['start', 'end'])

export interface ReadProgramme {
  programme: Record<string, unknown>
  /** How a row of a list is called in the file: "row 5" of a sheet, "[3]" of a JSON or YAML list. */
  rowOf: (list: string, index: number) => string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** One spreadsheet cell as the schema's field expects it; undefined for an empty cell. */
function cellValue(field: string, value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (value instanceof Date) {
    // Excel stores dates and times without a zone; exceljs reads them as UTC.
    if (TIME_FIELDS.has(field)) return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
  }
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(field, value.richText.map((part) => part.text).join(''))
    if ('result' in value) return cellValue(field, (value.result ?? null) as ExcelJS.CellValue)
    if ('text' in value) return cellValue(field, String(value.text))
    return undefined
  }
  if (field === 'speakers') return String(value).split(/[,，、;；]/).map((key) => key.trim()).filter(Boolean)
  if (NUMERIC.has(field)) return typeof value === 'number' ? value : /^-?\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : String(value)
  if (typeof value === 'number' && (TIME_FIELDS.has(field) || DAY_FIELDS.has(field))) return String(value)
  if (typeof value === 'boolean') return value
  return String(value).trim()
}

async function readWorkbook(path: string): Promise<ReadProgramme> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(path)
  const programme: Record<string, unknown> = {}
  const sheetRows: Record<string, number[]> = {}
  for (const sheet of workbook.worksheets) {
    const list = LISTS.find((name) => name === sheet.name.trim().toLowerCase())
    if (!list) continue
    const header = sheet.getRow(1)
    const fields: string[] = []
    header.eachCell((cell, column) => {
      fields[column] = String(cell.text).trim()
    })
    const rows: Array<Record<string, unknown>> = []
    sheetRows[list] = []
    sheet.eachRow((row, number) => {
      if (number === 1) return
      const record: Record<string, unknown> = {}
      row.eachCell((cell, column) => {
        const field = fields[column]
        if (!field) return
        const value = cellValue(field, cell.value)
        if (value !== undefined) record[field] = value
      })
      if (Object.keys(record).length === 0) return
      rows.push(record)
      sheetRows[list].push(number)
    })
    programme[list] = rows
  }
  return { programme, rowOf: (list, index) => `sheet ${list} row ${sheetRows[list]?.[index] ?? index + 2}` }
}

export async function readProgramme(path: string): Promise<ReadProgramme> {
  const lower = path.toLowerCase()
  if (lower.endsWith('.xlsx')) return readWorkbook(path)
  const text = await readFile(path, 'utf8')
  let programme: unknown
  try {
    programme = lower.endsWith('.yaml') || lower.endsWith('.yml') ? parseYaml(text) : JSON.parse(text)
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`)
  }
  if (typeof programme !== 'object' || programme === null || Array.isArray(programme)) throw new Error(`${path} must hold an object with the lists ${LISTS.join(', ')}`)
  return { programme: programme as Record<string, unknown>, rowOf: (list, index) => `${list}[${index}]` }
}

/** "sheet sessions row 5 (key S04), capacity" for the schema's "sessions.3.capacity". */
export function describeField(field: string, programme: Record<string, unknown>, rowOf: ReadProgramme['rowOf']): string {
  const [list, index, ...rest] = field.split('.')
  if (index === undefined || !/^\d+$/.test(index)) return field
  const row = (programme[list] as Array<{ key?: unknown }> | undefined)?.[Number(index)]
  const key = row && typeof row.key === 'string' ? ` (key ${row.key})` : ''
  return `${rowOf(list, Number(index))}${key}${rest.length ? `, ${rest.join('.')}` : ''}`
}

export function programmeProblems(errors: Record<string, string>, programme: Record<string, unknown>, rowOf: ReadProgramme['rowOf']): string[] {
  return Object.entries(errors).map(([field, message]) => `  ${describeField(field, programme, rowOf)}: ${message}`)
}

interface AttendanceRow {
  sessionKey: string
  sessionTitleCn: string
  sessionTitleEn: string
  startsAt: string
  account: string
  name: string | null
  status: string
  position: number | null
  registeredAt: string | null
  signedInAt: string | null
}

interface SessionCount {
  title: string
  startsAt: string
  capacity: number
  registered: number
  waitlisted: number
  signedIn: number
  walkIns: number
  signInPath: string
}

const when = (iso: string | null) => (iso ? new Date(iso) : null)

/** Three sheets: every registration (with its place on the waiting list), the sign-ins, and the counts per session. */
export async function writeAttendance(path: string, rows: AttendanceRow[], sessions: SessionCount[]): Promise<void> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'FairPass'
  const columns = [
    { header: 'Session key', key: 'sessionKey', width: 14 },
    { header: 'Session (cn)', key: 'sessionTitleCn', width: 30 },
    { header: 'Session (en)', key: 'sessionTitleEn', width: 40 },
    { header: 'Starts (UTC)', key: 'startsAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Account', key: 'account', width: 30 },
    { header: 'Name', key: 'name', width: 20 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Waiting list place', key: 'position', width: 10 },
    { header: 'Registered (UTC)', key: 'registeredAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Signed in (UTC)', key: 'signedInAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  ]
  const asRow = (row: AttendanceRow) => ({ ...row, startsAt: when(row.startsAt), registeredAt: when(row.registeredAt), signedInAt: when(row.signedInAt) })
  const registrations = workbook.addWorksheet('Registrations')
  registrations.columns = columns
  registrations.addRows(rows.map(asRow))
  const signIns = workbook.addWorksheet('Sign-ins')
  signIns.columns = columns
  signIns.addRows(rows.filter((row) => row.signedInAt).map(asRow))
  const counts = workbook.addWorksheet('Sessions')
  counts.columns = [
    { header: 'Session', key: 'title', width: 40 },
    { header: 'Starts (UTC)', key: 'startsAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Capacity', key: 'capacity', width: 10 },
    { header: 'Registered', key: 'registered', width: 10 },
    { header: 'Waiting', key: 'waitlisted', width: 10 },
    { header: 'Signed in', key: 'signedIn', width: 10 },
    { header: 'Walk-ins', key: 'walkIns', width: 10 },
    { header: 'Sign-in link', key: 'signInPath', width: 60 },
  ]
  counts.addRows(sessions.map((session) => ({ ...session, startsAt: when(session.startsAt) })))
  for (const sheet of [registrations, signIns, counts]) sheet.getRow(1).font = { bold: true }
  await workbook.xlsx.writeFile(path)
}
