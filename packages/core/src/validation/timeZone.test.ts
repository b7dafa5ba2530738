import { describe, expect, it } from 'vitest'
import { exhibitionFileSchema } from './exhibitionFile'
import { fieldErrors } from './messages'
import { timeZoneSchema } from './timeZone'

const FILE = { id: 'EF100', tenant: '000000', title: { cn: '法兰克福展', en: 'Frankfurt fair' } }

describe('an exhibition’s time zone', () => {
  it('takes the IANA names Intl knows and refuses others, in both languages', () => {
    expect(timeZoneSchema.parse(' Europe/Berlin ')).toBe('Europe/Berlin')
    expect(timeZoneSchema.parse('America/Los_Angeles')).toBe('America/Los_Angeles')
    for (const bad of ['Mars/Olympus', '', 'Shanghai', 42]) expect(timeZoneSchema.safeParse(bad).success, String(bad)).toBe(false)
    const refused = exhibitionFileSchema.safeParse({ ...FILE, timeZone: 'Mars/Olympus' })
    expect(refused.success).toBe(false)
    expect(fieldErrors(refused.error!, 'en')).toEqual({ timeZone: 'Enter an IANA time zone such as Asia/Shanghai or Europe/Berlin' })
    expect(fieldErrors(refused.error!, 'cn')).toEqual({ timeZone: '请填写 IANA 时区，例如 Asia/Shanghai 或 Europe/Berlin' })
  })

  it('is optional in the exhibition file: a file written before zones still reads', () => {
    expect(exhibitionFileSchema.parse(FILE).timeZone).toBeUndefined()
    expect(exhibitionFileSchema.parse({ ...FILE, timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin')
    // Written where the file has its place, not as a page setting the server would not read.
    const misplaced = exhibitionFileSchema.safeParse({ ...FILE, pageConfig: { timeZone: 'Europe/Berlin' } })
    expect(fieldErrors(misplaced.error!, 'en')).toEqual({ 'pageConfig.timeZone': 'Write this setting in timeZone, not in pageConfig' })
  })
})
