import { describe, expect, it } from 'vitest'
import {
  customerLabelSaveSchema,
  customerListQuerySchema,
  customerSaveSchema,
  customerScanSchema,
  customerSurveySubmitSchema,
  fieldErrors,
  leadTransferSchema,
  membershipOrderSchema,
  permissionSubmitSchema,
  surveyAnswerProblems,
} from './index'

const EXHIBITION = '1020'
const ID = '3f0c8a4e-6a0e-4f55-9a43-3c9b6f1d2a10'
const OTHER = '7e1d0000-0000-4000-8000-0000000000c1'

describe('scans', () => {
  it('takes an entry QR or a badge code with the device id and time, and refuses anything else with the field named', () => {
    expect(customerScanSchema.safeParse({ exhibitionId: EXHIBITION, code: ' FP1.abc ', clientScanId: ID }).data).toMatchObject({ code: 'FP1.abc' })
    expect(customerScanSchema.safeParse({ exhibitionId: EXHIBITION, code: '8800000001', clientScanId: ID, scannedAt: '2026-11-26T10:00:00+08:00' }).success).toBe(true)
    const bad = customerScanSchema.safeParse({ exhibitionId: EXHIBITION, code: 'two words', clientScanId: 'x', scannedAt: 'today' })
    expect(Object.keys(fieldErrors(bad.error!, 'en'))).toEqual(['code', 'clientScanId', 'scannedAt'])
    expect(fieldErrors(bad.error!, 'cn').code).toBe('请扫描观众证件或输入其编码（二维码内容或10位编码）')
    expect(customerScanSchema.safeParse({ exhibitionId: EXHIBITION, code: 'x'.repeat(301), clientScanId: ID }).success).toBe(false)
  })

  it('adds by a valid mobile, blanks of the typed fields left out', () => {
    const parsed = customerSaveSchema.safeParse({ exhibitionId: EXHIBITION, mobile: '13900003001', name: '  ', email: '', clientScanId: ID })
    expect(parsed.success).toBe(true)
    expect(parsed.data).not.toHaveProperty('name', '')
    expect(parsed.data?.name).toBeUndefined()
    expect(customerSaveSchema.safeParse({ exhibitionId: EXHIBITION, mobile: '123', clientScanId: ID }).success).toBe(false)
    expect(customerSaveSchema.safeParse({ exhibitionId: EXHIBITION, mobile: '13900003001', email: 'nope', clientScanId: ID }).success).toBe(false)
  })
})

describe('lists, labels, permissions, transfer, membership', () => {
  it('pages at most 100 leads and filters by known values', () => {
    expect(customerListQuerySchema.safeParse({ exhibitionId: EXHIBITION }).data).toMatchObject({ size: 20 })
    expect(customerListQuerySchema.safeParse({ exhibitionId: EXHIBITION, size: '101' }).success).toBe(false)
    expect(customerListQuerySchema.safeParse({ exhibitionId: EXHIBITION, followUp: 'maybe' }).success).toBe(false)
    expect(customerListQuerySchema.safeParse({ exhibitionId: EXHIBITION, cursor: 'a/b' }).success).toBe(false)
  })

  it('names labels of 1 to 20 characters', () => {
    expect(customerLabelSaveSchema.safeParse({ exhibitionId: EXHIBITION, name: ' VIP ' }).data?.name).toBe('VIP')
    expect(customerLabelSaveSchema.safeParse({ exhibitionId: EXHIBITION, name: '' }).success).toBe(false)
    expect(customerLabelSaveSchema.safeParse({ exhibitionId: EXHIBITION, name: 'x'.repeat(21) }).success).toBe(false)
  })

  it('moves leads only to another account, authorises at most 50 at a time, buys single or multi', () => {
    expect(leadTransferSchema.safeParse({ exhibitionId: EXHIBITION, fromUserId: ID, toUserId: OTHER }).success).toBe(true)
    const same = leadTransferSchema.safeParse({ exhibitionId: EXHIBITION, fromUserId: ID, toUserId: ID })
    expect(fieldErrors(same.error!, 'en')).toEqual({ toUserId: 'Choose another account to receive the customers' })
    expect(permissionSubmitSchema.safeParse({ exhibitionId: EXHIBITION, changes: [] }).success).toBe(false)
    expect(permissionSubmitSchema.safeParse({ exhibitionId: EXHIBITION, changes: Array.from({ length: 51 }, () => ({ userId: ID, authorised: true })) }).success).toBe(false)
    expect(membershipOrderSchema.safeParse({ exhibitionId: EXHIBITION, kind: 'multi' }).success).toBe(true)
    expect(fieldErrors(membershipOrderSchema.safeParse({ exhibitionId: EXHIBITION, kind: 'gold' }).error!, 'en')).toEqual({ kind: 'Choose single account or multi-account' })
  })
})

describe('survey answers', () => {
  const questions = [
    { id: 'interest', type: 'multiple' as const, required: true, options: [{ value: 'a' }, { value: 'b' }] },
    { id: 'timeframe', type: 'single' as const, required: true, options: [{ value: 'now' }, { value: 'later' }] },
    { id: 'remarks', type: 'text' as const, required: false, options: [] },
  ]

  it('accepts known choices and optional blanks', () => {
    expect(surveyAnswerProblems(questions, { interest: ['a', 'b'], timeframe: 'now' })).toEqual([])
    expect(surveyAnswerProblems(questions, { interest: ['a'], timeframe: 'later', remarks: '' })).toEqual([])
  })

  it('names every required question unanswered, unknown choice, repeated choice, wrong shape and unknown question', () => {
    expect(surveyAnswerProblems(questions, {})).toEqual([
      { path: 'interest', message: 'validation.required' },
      { path: 'timeframe', message: 'validation.required' },
    ])
    expect(surveyAnswerProblems(questions, { interest: ['c'], timeframe: ['now'], remarks: ['x'], extra: 'y' })).toEqual([
      { path: 'extra', message: 'validation.invalid' },
      { path: 'interest', message: 'validation.invalid' },
      { path: 'timeframe', message: 'validation.invalid' },
      { path: 'remarks', message: 'validation.invalid' },
    ])
    expect(surveyAnswerProblems(questions, { interest: ['a', 'a'], timeframe: 'now' })).toEqual([{ path: 'interest', message: 'validation.invalid' }])
  })

  it('keeps the answer object small and its keys plain', () => {
    expect(customerSurveySubmitSchema.safeParse({ exhibitionId: EXHIBITION, id: ID, answers: { 'bad key!': 'x' } }).success).toBe(false)
    expect(customerSurveySubmitSchema.safeParse({ exhibitionId: EXHIBITION, id: ID, answers: { ok: 'x'.repeat(501) } }).success).toBe(false)
  })
})
