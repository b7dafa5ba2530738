import { describe, expect, it, vi } from 'vitest'
import type { GroupImportResult } from '@fairpass/core/contract'
import { capOf, memberStates } from '../group/groupStore'
import * as api from '../shared/api'
import { importFile, importFormatOf, importOf, toBase64, type ImportState } from './importStore'

describe('import', () => {
  it('knows the format by the name, in any case, and nothing else', () => {
    expect(importFormatOf('团员名单.XLSX')).toBe('xlsx')
    expect(importFormatOf('members.csv ')).toBe('csv')
    expect(importFormatOf('members.xls')).toBeNull()
    expect(importFormatOf('members.csv.pdf')).toBeNull()
  })

  it('encodes a file larger than one slice as the server decodes it', async () => {
    const text = `姓名 Name,手机号 Mobile\n${'王磊,13800138000\n'.repeat(4000)}`
    const encoded = await toBase64(new Blob([text]))
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(text)
  })
})

describe('the import’s progress', () => {
  it('goes from reading the file to the server checking it, then the result; one import at a time', async () => {
    const ref = { tenantId: '000000', exhibitionId: 'progress-test', registerType: 'visitingGroup' }
    let answer: (result: GroupImportResult) => void = () => {}
    const sent = vi.spyOn(api, 'importMembers').mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const seen: ImportState[] = []
    const stop = importOf(ref).subscribe((state) => seen.push(state))
    const file = new File(['Name,Mobile\nAda Lovelace,13800138000\n'], 'members.csv')
    const done = importFile(ref, file, () => true)
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce())
    await importFile(ref, file, () => true)
    expect(sent).toHaveBeenCalledOnce()
    answer({ imported: 1, rows: 1, errors: [], memberCount: 1, memberMax: 50 })
    await done
    stop()
    sent.mockRestore()
    expect(seen.map((state) => (state.status === 'busy' ? state.step : state.status))).toEqual(['idle', 'reading', 'checking', 'done'])
  })
})

describe('the group', () => {
  it('is full at the cap', () => {
    expect(capOf({ memberCount: 4, memberMax: 5 }).full).toBe(false)
    expect(capOf({ memberCount: 5, memberMax: 5 })).toEqual({ n: 5, max: 5, full: true })
  })

  it('says a member’s furthest step, then what they hold', () => {
    expect(memberStates({ registration: 'approve', entryCode: '1234567890', holdsTicket: true })).toEqual(['registration.approve', 'entryCode', 'ticket'])
    expect(memberStates({ registration: 'none', entryCode: null, holdsTicket: false })).toEqual(['registration.none'])
  })
})
