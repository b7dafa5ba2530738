import ExcelJS from 'exceljs'
import type { CustomerExportRow } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'

/* The xlsx writer: its own chunk, loaded by the export page only when a file is made. */

const COLUMNS: { key: keyof CustomerExportRow; width: number }[] = [
  { key: 'name', width: 18 },
  { key: 'company', width: 28 },
  { key: 'title', width: 18 },
  { key: 'mobile', width: 16 },
  { key: 'email', width: 26 },
  { key: 'source', width: 10 },
  { key: 'labels', width: 24 },
  { key: 'followUp', width: 14 },
  { key: 'owner', width: 16 },
  { key: 'scanCount', width: 8 },
  { key: 'firstCapturedAt', width: 20 },
  { key: 'lastScannedAt', width: 20 },
  { key: 'notes', width: 40 },
  { key: 'survey', width: 40 },
]

/** The leads as one sheet with headers in the page language; states and sources in words, times as they came. */
export async function leadsWorkbook(rows: readonly CustomerExportRow[]): Promise<Blob> {
  const book = new ExcelJS.Workbook()
  book.created = new Date()
  const sheet = book.addWorksheet(t('customers.export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map((column) => ({ header: t(`customers.export.columns.${column.key}`), key: column.key, width: column.width }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    sheet.addRow({
      ...row,
      source: t(`customers.export.source.${row.source}`),
      followUp: t(`customers.followUp.${row.followUp}`),
    })
  }
  const buffer = await book.xlsx.writeBuffer()
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}
