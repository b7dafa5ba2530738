import { atom } from 'nanostores'
import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { CustomerExportRow } from '@fairpass/core/contract'
import { CUSTOMER_EXPORT_PAGE_MAX } from '@fairpass/core/contract'
import { withdrawNotice } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { fairDay } from '@fairpass/core/utils'
import { perExhibition, refusalOf } from '@fairpass/core/resource'
import { fetchExportPage, type CustomerFilter } from '../shared/api'

export type ExportPhase = 'idle' | 'reading' | 'writing' | 'done' | 'failed'

export interface ExportState {
  phase: ExportPhase
  /** Rows read so far and how many there are (progress). */
  done: number
  total: number
  fileName: string | null
  error: string | null
}

const IDLE: ExportState = { phase: 'idle', done: 0, total: 0, fileName: null, error: null }

export const exportOf = perExhibition((_ref: ExhibitionRef) => atom<ExportState>(IDLE))

/** Writes the file and hands it to the browser (a download); tests replace it. */
export type SaveFile = (blob: Blob, fileName: string) => void

export const downloadFile: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Named by the fair's day, the day the leads' times are shown on. */
export const exportFileName = (exhibitionId: string, now: Date) => `leads-${exhibitionId}-${fairDay(now)}.xlsx`

/**
 * Reads every matching lead a page at a time (the progress shown is rows read against the total), then writes the
 * xlsx in the browser with exceljs, loaded only now. The host hears `fair-customer-exported`.
 */
export async function exportLeads(ref: ExhibitionRef, filter: CustomerFilter, emit: AreaInstance['emit'], save: SaveFile = downloadFile): Promise<boolean> {
  const state = exportOf(ref)
  if (state.get().phase === 'reading' || state.get().phase === 'writing') return false
  state.set({ ...IDLE, phase: 'reading' })
  const writer = import('./xlsx')
  try {
    const rows: CustomerExportRow[] = []
    let cursor: string | null = null
    do {
      const page = await fetchExportPage(ref, filter, cursor, CUSTOMER_EXPORT_PAGE_MAX)
      rows.push(...page.rows)
      cursor = page.nextCursor
      state.set({ ...state.get(), done: rows.length, total: Math.max(page.total, rows.length) })
    } while (cursor)
    state.set({ ...state.get(), phase: 'writing' })
    const { leadsWorkbook } = await writer
    const blob = await leadsWorkbook(rows)
    const fileName = exportFileName(ref.exhibitionId, new Date())
    save(blob, fileName)
    state.set({ ...state.get(), phase: 'done', fileName })
    emit('fair-customer-exported', { exhibitionId: ref.exhibitionId, rows: rows.length })
    return true
  } catch (error) {
    withdrawNotice(error)
    state.set({ ...state.get(), phase: 'failed', error: refusalOf(error).message || t('customers.export.failed') })
    return false
  }
}
