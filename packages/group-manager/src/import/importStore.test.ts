import { describe, expect, it } from 'vitest'
import { capOf, memberStates } from '../group/groupStore'
import { importFormatOf, toBase64 } from './importStore'

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
