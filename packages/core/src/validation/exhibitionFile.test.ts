import { describe, expect, it } from 'vitest'
import { exhibitionFileSchema } from './exhibitionFile'
import { fieldErrors } from './messages'

const valid = {
  id: 'EF1',
  tenant: '000000',
  title: { cn: '测试展', en: 'Test fair' },
  theme: { primary: '#0f9d8a' },
  ticketTypes: [{ key: 'DAY', name: { cn: '单日票', en: 'Day ticket' }, priceFen: 8000, quota: 100, validFrom: '2026-05-01', validTo: '2026-05-03' }],
  discountCodes: [{ code: 'fair10', percentOff: 10, ticketTypes: ['DAY'] }],
  companies: [{ key: 'ACME', name: { cn: '阿克米', en: 'Acme' }, fullName: { cn: '阿克米有限公司' } }],
  booths: [{ company: 'ACME', hall: '1H', boothNo: 'A01', type: 'standard', area: 9 }],
}

describe('the exhibition file', () => {
  it('accepts a small exhibition and fills the defaults', () => {
    const file = exhibitionFileSchema.parse(valid)
    expect(file.discountCodes[0]).toMatchObject({ code: 'FAIR10', active: true })
    expect(file.ticketTypes[0]).toMatchObject({ entries: 1, giftable: true, status: 'onSale', description: { cn: '', en: '' } })
    expect(file.forms).toEqual([])
  })

  it('lists every problem by its path, the rows\' own and the cross checks together', () => {
    const result = exhibitionFileSchema.safeParse({
      ...valid,
      title: { cn: '测试展' },
      theme: { primary: 'green' },
      pageConfig: { pageThemeBgColor: '#ffffff' },
      ticketTypes: [valid.ticketTypes[0], { ...valid.ticketTypes[0], validTo: '2026-04-01' }],
      discountCodes: [{ code: 'X1', percentOff: 150, ticketTypes: ['NOPE'] }],
      booths: [valid.booths[0], { ...valid.booths[0], company: 'GHOST', boothNo: 'a01' }],
      questionnaires: [{ seq: 1, title: { cn: '问卷', en: 'Survey' }, questions: [{ id: 'q1', type: 'text', title: { cn: '问', en: 'Q' }, showWhen: { questionId: 'q0', optionKey: 'x' } }] }],
    })
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!, 'en')
    expect(errors).toMatchObject({
      'title.en': expect.any(String),
      'theme.primary': 'Enter a colour as #rrggbb, e.g. #0f9d8a',
      'discountCodes.0.percentOff': 'Invalid value',
    })
    // The cross checks run only on a file whose rows are well formed (zod stops before refinements): fix the rows.
    const rowsFixed = exhibitionFileSchema.safeParse({
      ...valid,
      pageConfig: { pageThemeBgColor: '#ffffff' },
      ticketTypes: [valid.ticketTypes[0], { ...valid.ticketTypes[0], validTo: '2026-04-01' }],
      discountCodes: [{ code: 'X1', percentOff: 15, ticketTypes: ['NOPE'] }],
      booths: [valid.booths[0], { ...valid.booths[0], company: 'GHOST', boothNo: 'a01' }],
      questionnaires: [{ seq: 1, title: { cn: '问卷', en: 'Survey' }, questions: [{ id: 'q1', type: 'text', title: { cn: '问', en: 'Q' }, showWhen: { questionId: 'q0', optionKey: 'x' } }] }],
    })
    expect(fieldErrors(rowsFixed.error!, 'en')).toEqual({
      'ticketTypes.1.key': 'The key DAY is used twice',
      'ticketTypes.1.validTo': 'The last valid day must not be before the first',
      'discountCodes.0.ticketTypes.0': 'There is no ticket type with the key NOPE',
      'booths.1.boothNo': 'The key 1H A01 is used twice',
      'booths.1.company': 'There is no company with the key GHOST',
      'questionnaires.0.questions.0.showWhen.questionId': 'There is no question with the id q0 in this questionnaire',
      'pageConfig.pageThemeBgColor': 'Write this setting in theme.background, not in pageConfig',
    })
    expect(fieldErrors(rowsFixed.error!, 'cn')['booths.1.company']).toBe('不存在编号为GHOST的展商')
  })
})
