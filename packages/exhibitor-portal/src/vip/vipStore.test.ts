import { describe, expect, test } from 'vitest'
import { setLanguage } from '@fairpass/core/session'
import { judgeRows, previewText, recipientIndex } from './vipStore'
import { createVisaForm, visaValuesOf } from '../visa/visaStore'

const ref = { tenantId: '000000', exhibitionId: '1020', registerType: 'exhibitorDept' }
const TEMPLATE = '8d0c2a4e-4f7a-4b43-9c61-0b8f3f6a1c10'

describe('VIP invitation rules of the pages', () => {
  test('the preview fills the template as the server does and leaves unknown placeholders', () => {
    const values = { company: 'Strait Machinery', booth: '1H-A01', link: 'https://x.example/#/?a=1', wording: 'Live demos', name: 'guest' }
    expect(previewText({ body: 'Dear {name}, {company} at {booth}. {wording} {link} {other}' }, values)).toBe('Dear guest, Strait Machinery at 1H-A01. Live demos https://x.example/#/?a=1 {other}')
    expect(previewText(null, values)).toBe('Live demos')
  })

  test("a server problem's path names its recipient row", () => {
    expect(recipientIndex('recipients.2.email')).toBe(2)
    expect(recipientIndex('templateId')).toBeNull()
  })

  test('each row is judged alone: a bad address is held back with its reason, the good rows go', async () => {
    setLanguage('en')
    const rows = [
      { key: 1, name: 'Ada', address: 'ada@nowhere' },
      { key: 2, name: 'Ben', address: 'ben@buyer.example' },
      { key: 3, name: '', address: 'cy@buyer.example' },
    ]
    const judged = await judgeRows(ref, 'email', TEMPLATE, rows)
    expect(judged.good.map((row) => row.key)).toEqual([2])
    expect(judged.verdicts.get(1)?.error).toBe('Enter a valid e-mail address')
    expect(judged.verdicts.get(3)?.error).toBeTruthy()
    const sms = await judgeRows(ref, 'sms', TEMPLATE, [{ key: 4, name: 'Dan', address: '12345' }])
    expect(sms.verdicts.get(4)?.error).toMatch(/^Enter a valid mobile number/)
    expect((await judgeRows(ref, 'email', '', rows)).formError).toBeTruthy()
  })
})

describe('visa request form', () => {
  test('a bad passport number is told under its field in the page language; a rejected request comes back without it', async () => {
    setLanguage('cn')
    const form = createVisaForm(ref)
    form.fill({ surname: 'MUELLER', givenNames: 'Anna', sex: 'F', dateOfBirth: '1988-04-12', nationality: 'de', passportNo: 'C1-23', passportExpiry: '2031-01-01', position: 'Sales Director', arrival: '2027-01-10', departure: '2027-01-20' })
    expect(await form.check()).toEqual({ passportNo: '请填写护照号：5至9位字母和数字' })
    form.set('passportNo', 'c01x00t47')
    expect(await form.check()).toBeNull()
    const applicant = { surname: 'MUELLER', givenNames: 'Anna', sex: 'F' as const, dateOfBirth: '1988-04-12', nationality: 'DE', passportNoMasked: 'C0*****47', passportExpiry: '2031-01-01', position: 'Sales Director', arrival: '2027-01-10', departure: '2027-01-20' }
    expect(visaValuesOf({ id: 'x', exhibitionId: '1020', state: 'rejected', reason: 'Position', applicant, letterNo: null, letterPath: null, createdAt: '', decidedAt: null })).toMatchObject({ passportNo: '', surname: 'MUELLER', position: 'Sales Director' })
  })
})
