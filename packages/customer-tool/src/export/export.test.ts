import ExcelJS from 'exceljs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { CUSTOMER_PATHS as C, type CustomerExportRow } from '@fairpass/core/contract'
import { areaApi, clearElementPage, freshElementPage, ok } from '@fairpass/core/testing'
import { EXHIBITION } from '../testing/fixtures'
import '../messages'
import { exportLeads, exportOf, type ExportState } from './exportStore'

/* The export reads the leads page by page (the progress is rows read of the total) and writes a real xlsx file. */

const row = (n: number): CustomerExportRow => ({
  id: `id-${n}`,
  name: `Lead ${n}`,
  company: 'Bright Trading',
  title: 'Buyer',
  mobile: '13800138000',
  email: null,
  source: n % 2 ? 'qr' : 'mobile',
  labels: 'Hot',
  followUp: 'interested',
  owner: 'Chen Admin',
  scanCount: 1,
  firstCapturedAt: '2026-11-26T02:00:00Z',
  lastScannedAt: null,
  notes: 'Wants samples',
  survey: '',
})

beforeEach(() => {
  freshElementPage({ registerType: 'commerceExhibition', token: 'staff-token' })
  exportOf(EXHIBITION).set({ phase: 'idle', done: 0, total: 0, fileName: null, error: null })
})
afterEach(clearElementPage)

describe('the export', () => {
  test('3 000 leads in two pages: progress by page, then an xlsx whose rows read back', async () => {
    const all = Array.from({ length: 3000 }, (_, index) => row(index + 1))
    const { calls } = areaApi({
      [`GET ${C.exportPage}`]: (call) => {
        const from = Number(call.query.get('cursor') ?? 0)
        const size = Number(call.query.get('size'))
        const next = from + size < all.length ? String(from + size) : null
        return ok({ total: all.length, rows: all.slice(from, from + size), nextCursor: next })
      },
    })
    const seen: ExportState[] = []
    const stop = exportOf(EXHIBITION).listen((state) => seen.push(state))
    const saved: { blob: Blob; name: string }[] = []
    const emit = vi.fn()
    expect(await exportLeads(EXHIBITION, { followUp: 'interested' }, emit, (blob, name) => saved.push({ blob, name }))).toBe(true)
    stop()

    expect(calls.filter((call) => call.path === C.exportPage).map((call) => call.query.get('followUp'))).toEqual(['interested', 'interested'])
    expect(seen.filter((state) => state.phase === 'reading').map((state) => state.done)).toEqual([0, 2000, 3000])
    expect(seen.at(-1)).toMatchObject({ phase: 'done', done: 3000, total: 3000 })
    expect(emit).toHaveBeenCalledWith('fair-customer-exported', { exhibitionId: '1020', rows: 3000 })
    expect(saved[0]?.name).toMatch(/^leads-1020-\d{4}-\d{2}-\d{2}\.xlsx$/)

    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await saved[0]!.blob.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('Customers')
    expect(sheet.rowCount).toBe(3001)
    expect(sheet.getRow(1).getCell(1).value).toBe('Name')
    expect(sheet.getRow(2).getCell(1).value).toBe('Lead 1')
    expect(sheet.getRow(2).getCell(6).value).toBe('QR scan')
    expect(sheet.getRow(3001).getCell(8).value).toBe('Interested')
  })
})
