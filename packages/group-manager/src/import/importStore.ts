import { atom } from 'nanostores'
import type { ExhibitionRef } from '@fairpass/core/area'
import { GROUP_PATHS, type GroupImportResult } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { refusalOf } from '@fairpass/core/resource'
import { GROUP_IMPORT_BASE64_MAX, type GroupImportFormat } from '@fairpass/core/validation'
import { fetchGroupFile, importMembers } from '../shared/api'
import { membersChanged, type Emit } from '../group/groupStore'

/** The format a chosen file is, by its name (phones often give no useful MIME type for a spreadsheet). */
export function importFormatOf(fileName: string): GroupImportFormat | null {
  const match = /\.(xlsx|csv)$/i.exec(fileName.trim())
  return match ? (match[1].toLowerCase() as GroupImportFormat) : null
}

/** The file's bytes as base64, as the import call carries them. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  // In slices: one String.fromCharCode over a whole spreadsheet overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

/** A bad row's reasons as the page lists them: the field's name, then the server's reason in the page language. */
export function rowReasons(reasons: Record<string, string>): Array<{ field: string; reason: string }> {
  return Object.entries(reasons).map(([field, reason]) => ({ field, reason }))
}

export type ImportStep = 'reading' | 'checking'

/** The import's steps in order, as the page's progress bar counts them (the last is the result shown). */
export const IMPORT_STEPS = ['reading', 'checking', 'done'] as const

export type ImportState =
  | { status: 'idle' }
  /** `reading`: the file's bytes in the phone; `checking`: sent, the server reading and checking every row. */
  | { status: 'busy'; fileName: string; step: ImportStep }
  | { status: 'done'; fileName: string; result: GroupImportResult }
  | { status: 'refused'; fileName: string; message: string }

export const importOf = (() => {
  const stores = new Map<string, ReturnType<typeof atom<ImportState>>>()
  return (ref: ExhibitionRef) => {
    const key = `${ref.tenantId}|${ref.exhibitionId}`
    let store = stores.get(key)
    if (!store) stores.set(key, (store = atom<ImportState>({ status: 'idle' })))
    return store
  }
})()

/** Sends the chosen file; every bad row comes back with its number and reason, the good ones are in the group. */
export async function importFile(ref: ExhibitionRef, file: File, emit: Emit): Promise<void> {
  const $state = importOf(ref)
  if ($state.get().status === 'busy') return
  const format = importFormatOf(file.name)
  if (!format) return $state.set({ status: 'refused', fileName: file.name, message: t('groups.import.wrongType') })
  $state.set({ status: 'busy', fileName: file.name, step: 'reading' })
  try {
    const content = await toBase64(file)
    if (content.length > GROUP_IMPORT_BASE64_MAX) return $state.set({ status: 'refused', fileName: file.name, message: t('groups.import.tooLarge') })
    $state.set({ status: 'busy', fileName: file.name, step: 'checking' })
    const result = await importMembers(ref, format, content)
    $state.set({ status: 'done', fileName: file.name, result })
    if (result.imported > 0) {
      membersChanged(ref)
      emit('fair-group-imported', { exhibitionId: ref.exhibitionId, imported: result.imported, rejected: result.errors.length, memberCount: result.memberCount })
    }
  } catch (error) {
    $state.set({ status: 'refused', fileName: file.name, message: refusalOf(error).message || t('core.networkError') })
  }
}

/** Hands a file to the phone as a download (an object URL: the file was fetched with the leader's token). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export async function downloadTemplate(ref: ExhibitionRef, format: GroupImportFormat): Promise<boolean> {
  try {
    saveFile(await fetchGroupFile(ref, GROUP_PATHS.template, { format }), `group-members.${format}`)
    return true
  } catch {
    return false
  }
}
