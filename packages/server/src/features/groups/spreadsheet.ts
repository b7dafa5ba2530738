import ExcelJS from 'exceljs'
import { GROUP_IMPORT_ROWS_MAX, type GroupImportFormat } from '@fairpass/core/validation'
import { AppError } from '../../errors'

/*
 * Reading and writing the members' spreadsheet. The columns are found by their header (Chinese or English, in any
 * order), so a file saved from the template in either language, or with its columns moved, still imports. A refusal of
 * the whole file (not the format named, formulas, too many rows) is an AppError; a bad row is the caller's to report.
 */

export const MEMBER_COLUMNS = ['name', 'mobile', 'email', 'company', 'title'] as const
export type MemberColumn = (typeof MEMBER_COLUMNS)[number]

/** The template's header: both languages in one cell, so one file serves every leader. */
export const TEMPLATE_HEADERS: Record<MemberColumn, string> = {
  name: '姓名 Name',
  mobile: '手机号 Mobile',
  email: '邮箱 E-mail',
  company: '单位 Company',
  title: '职务 Title',
}

const HEADER_WORDS: Record<MemberColumn, readonly string[]> = {
  name: ['姓名', 'name'],
  mobile: ['手机号', '手机', 'mobile', 'phone'],
  email: ['邮箱', '电子邮箱', 'e-mail', 'email'],
  company: ['单位', '公司', 'company'],
  title: ['职务', '职位', 'title', 'position'],
}

export interface SheetRow {
  /** As the spreadsheet numbers it (header = 1). */
  row: number
  values: Partial<Record<MemberColumn, string>>
}

function columnOf(header: string): MemberColumn | undefined {
  const words = header.toLowerCase().split(/[\s/|()（）]+/).filter(Boolean)
  return MEMBER_COLUMNS.find((column) => HEADER_WORDS[column].some((word) => words.includes(word) || header.trim().toLowerCase() === word))
}

/** Header cells → which column each position holds; a file without a name column is not a member list. */
function headerMap(headers: string[], format: GroupImportFormat): Map<number, MemberColumn> {
  const map = new Map<number, MemberColumn>()
  headers.forEach((header, index) => {
    const column = columnOf(header)
    if (column && ![...map.values()].includes(column)) map.set(index, column)
  })
  if (![...map.values()].includes('name')) throw new AppError(400, 'error.group.importUnreadable', { format })
  return map
}

/** The rows below the header that hold anything, numbered as the sheet shows them. */
function toRows(table: Array<{ row: number; cells: string[] }>, format: GroupImportFormat): SheetRow[] {
  const [header, ...body] = table
  if (!header) throw new AppError(400, 'error.group.importEmpty')
  const map = headerMap(header.cells, format)
  const rows: SheetRow[] = []
  for (const line of body) {
    if (line.cells.every((cell) => cell.trim() === '')) continue
    if (rows.length >= GROUP_IMPORT_ROWS_MAX) throw new AppError(400, 'error.group.importTooMany', { n: GROUP_IMPORT_ROWS_MAX })
    const values: SheetRow['values'] = {}
    for (const [index, column] of map) {
      const cell = line.cells[index]?.trim()
      if (cell) values[column] = cell
    }
    rows.push({ row: line.row, values })
  }
  if (!rows.length) throw new AppError(400, 'error.group.importEmpty')
  return rows
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('hyperlink' in value && typeof value.hyperlink === 'string') return value.hyperlink.replace(/^mailto:/, '')
  }
  return ''
}

function isFormula(value: ExcelJS.CellValue): boolean {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value)
}

/** Rows beyond this are refused without being read (a sheet claiming a million rows). */
const SHEET_ROWS_READ_MAX = GROUP_IMPORT_ROWS_MAX + 1

/** 2 000 rows of five short cells are a few MB of sheet XML; far more unpacked is a zip bomb, not a member list. */
const XLSX_UNPACKED_MAX = 50 * 1024 * 1024

/**
 * The sizes the zip's central directory declares for its entries, summed, before anything is inflated; null when the
 * directory cannot be found (not a zip). ZIP64 entries declare 0xFFFFFFFF and are counted as that much (refused).
 */
export function declaredUnpackedSize(bytes: Buffer): number | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0 || end + 22 > bytes.length) return null
  const entries = bytes.readUInt16LE(end + 10)
  let offset = bytes.readUInt32LE(end + 16)
  let total = 0
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null
    total += bytes.readUInt32LE(offset + 24)
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32)
  }
  return total
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  // xlsx is a zip container: anything else is refused before exceljs sees it, and so is one that would unpack to far
  // more than any member list.
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw new AppError(400, 'error.group.importUnreadable', { format: 'xlsx' })
  const unpacked = declaredUnpackedSize(bytes)
  if (unpacked === null) throw new AppError(400, 'error.group.importUnreadable', { format: 'xlsx' })
  if (unpacked > XLSX_UNPACKED_MAX) throw new AppError(400, 'error.group.importTooMany', { n: GROUP_IMPORT_ROWS_MAX })
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new AppError(400, 'error.group.importUnreadable', { format: 'xlsx' })
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new AppError(400, 'error.group.importEmpty')
  if (sheet.actualRowCount > SHEET_ROWS_READ_MAX) throw new AppError(400, 'error.group.importTooMany', { n: GROUP_IMPORT_ROWS_MAX })
  const table: Array<{ row: number; cells: string[] }> = []
  let formulaRow: number | undefined
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // A formula's cached result may be stale or crafted; the leader is asked for values instead.
      if (isFormula(cell.value) && formulaRow === undefined) formulaRow = rowNumber
      cells[column - 1] = cellText(cell.value)
    })
    table.push({ row: rowNumber, cells: Array.from(cells, (cell) => cell ?? '') })
  })
  if (formulaRow !== undefined) throw new AppError(400, 'error.group.importFormula', { n: formulaRow })
  return toRows(table, 'xlsx')
}

/** RFC 4180 with a BOM, comma or semicolon (as spreadsheets in some locales save), quotes doubled inside quotes. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\ufeff/, '')
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const lines: string[][] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1
      cells.push(cell)
      lines.push(cells)
      cells = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || cells.length) {
    cells.push(cell)
    lines.push(cells)
  }
  return lines
}

/** A CSV cell starting like a formula is what spreadsheet programs would run when the file is opened again. */
const CSV_FORMULA = /^[=@\t\r]|^[+-](?!\d+$)/

function readCsv(bytes: Buffer): SheetRow[] {
  if (bytes.includes(0)) throw new AppError(400, 'error.group.importUnreadable', { format: 'csv' })
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const lines = parseCsv(text)
  if (lines.length > SHEET_ROWS_READ_MAX + 1000) throw new AppError(400, 'error.group.importTooMany', { n: GROUP_IMPORT_ROWS_MAX })
  const table = lines.map((cells, index) => ({ row: index + 1, cells }))
  const formula = table.find((line) => line.cells.some((cell) => CSV_FORMULA.test(cell.trim())))
  if (formula) throw new AppError(400, 'error.group.importFormula', { n: formula.row })
  return toRows(table, 'csv')
}

export async function readMemberSheet(format: GroupImportFormat, bytes: Buffer): Promise<SheetRow[]> {
  return format === 'xlsx' ? readXlsx(bytes) : readCsv(bytes)
}

const EXAMPLE: Record<MemberColumn, string> = { name: '张伟', mobile: '13800138000', email: 'zhang.wei@example.com', company: '福州示例贸易有限公司', title: '采购经理' }

/** The template: the bilingual header and one example row (the leader overwrites it). */
export async function memberTemplate(format: GroupImportFormat): Promise<Buffer> {
  const header = MEMBER_COLUMNS.map((column) => TEMPLATE_HEADERS[column])
  const example = MEMBER_COLUMNS.map((column) => EXAMPLE[column])
  if (format === 'csv') {
    const line = (cells: string[]) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')
    // The BOM makes spreadsheet programs read the Chinese header as UTF-8.
    return Buffer.from(`\ufeff${line(header)}\r\n${line(example)}\r\n`, 'utf8')
  }
  const book = new ExcelJS.Workbook()
  book.creator = 'FairPass'
  const sheet = book.addWorksheet('Members 成员')
  sheet.addRow(header).font = { bold: true }
  sheet.addRow(example)
  // Mobile numbers as text: a spreadsheet would otherwise show 1.38E+10.
  sheet.getColumn(2).numFmt = '@'
  sheet.columns.forEach((column) => {
    column.width = 24
  })
  return Buffer.from(await book.xlsx.writeBuffer())
}
