import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'

/*
 * The organiser's exports are written while the database is read: a sheet takes its rows a page at a time and each
 * row is committed to the stream at once (exceljs' streaming writer, as the customer tool's lead export), so a
 * fair's 100 000 registrations never sit in memory together and the first bytes leave before the last row is read.
 */

export interface Column {
  key: string
  header: string
  width?: number
}

export interface SheetSource {
  /** At most 31 characters, unique in the workbook (Excel's rules); sheetName() makes one so. */
  name: string
  columns: Column[]
  rows: AsyncIterable<Array<Record<string, unknown>>>
}

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, not used yet in this workbook. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const clean = wanted.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet'
  let name = clean
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${clean.slice(0, 31 - String(n).length - 1)} ${n}`
  taken.add(name.toLowerCase())
  return name
}

/** The workbook as a stream; a failure while reading ends the stream with the error (the download breaks off). */
export function streamWorkbook(sheets: AsyncIterable<SheetSource> | Iterable<SheetSource>): PassThrough {
  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false })
  workbook.creator = 'FairPass'
  const write = async () => {
    for await (const source of sheets) {
      const sheet = workbook.addWorksheet(source.name, { views: [{ state: 'frozen', ySplit: 1 }] })
      sheet.columns = source.columns.map((column) => ({ key: column.key, header: column.header, width: column.width ?? 18 }))
      sheet.getRow(1).font = { bold: true }
      sheet.getRow(1).commit()
      for await (const rows of source.rows) for (const row of rows) sheet.addRow(row).commit()
      sheet.commit()
    }
    await workbook.commit()
  }
  write().catch((error: unknown) => stream.destroy(error as Error))
  return stream
}

/** A date as Excel shows it (a real date cell, UTC); nothing for none. */
export const when = (value: Date | string | null | undefined): Date | null => (value ? new Date(value) : null)

/** Fen as yuan, a number a spreadsheet can sum. */
export const yuan = (fen: number | null | undefined): number | null => (fen === null || fen === undefined ? null : fen / 100)
