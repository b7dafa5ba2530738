import { describe, expect, it } from 'vitest'
import {
  boardSubmitSchema,
  boothTotalsProblem,
  fieldErrors,
  furnitureLimitsFor,
  furnitureProblems,
  formatValidationMessage,
  inviteBatchSchema,
  serviceCategorySaveSchema,
  serviceReserveSchema,
  specialBuildSchema,
  visaApplicantSchema,
} from './index'

const EXHIBITION = '1020'
const BOOTH = '3f0c8a4e-6a0e-4f55-9a43-3c9b6f1d2a10'
const DRAWING = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9'

describe('spec §9 furniture limits', () => {
  it('steps at 9, 18 and 27 m², the largest threshold not above the area deciding in between', () => {
    expect(furnitureLimitsFor(9)).toEqual({ maxShelvesAndRods: 10, maxFlowTables: 1 })
    expect(furnitureLimitsFor(12)).toEqual({ maxShelvesAndRods: 10, maxFlowTables: 1 })
    expect(furnitureLimitsFor(15)).toEqual({ maxShelvesAndRods: 10, maxFlowTables: 1 })
    expect(furnitureLimitsFor(18)).toEqual({ maxShelvesAndRods: 20, maxFlowTables: 2 })
    expect(furnitureLimitsFor(21)).toEqual({ maxShelvesAndRods: 20, maxFlowTables: 2 })
    expect(furnitureLimitsFor(27)).toEqual({ maxShelvesAndRods: 30, maxFlowTables: 3 })
    expect(furnitureLimitsFor(300)).toEqual({ maxShelvesAndRods: 30, maxFlowTables: 3 })
    expect(furnitureLimitsFor(0)).toEqual({ maxShelvesAndRods: 0, maxFlowTables: 0 })
  })
  it('refuses 11 shelves and rods on a 9 m² booth with the rule in words, and accepts 10', () => {
    expect(furnitureProblems(9, { shelves: 6, hangingRods: 4, flowTables: 1 })).toEqual([])
    const [problem] = furnitureProblems(9, { shelves: 6, hangingRods: 5, flowTables: 1 })
    expect(problem).toMatchObject({ path: 'shelves', params: { n: 10, area: 9 } })
    expect(formatValidationMessage(problem.message, 'en', problem.params)).toBe('At most 10 shelves and hanging rods together for a 9 m² booth')
    expect(formatValidationMessage(problem.message, 'cn', problem.params)).toBe('9平方米展位的层板与挂杆合计最多10个')
  })
  it('refuses a second flow table below 18 m²', () => {
    expect(furnitureProblems(15, { shelves: 0, hangingRods: 0, flowTables: 2 })).toMatchObject([{ path: 'flowTables', params: { n: 1, area: 15 } }])
    expect(furnitureProblems(18, { shelves: 20, hangingRods: 0, flowTables: 2 })).toEqual([])
  })
  it('booth count and area at most 300', () => {
    expect(boothTotalsProblem(3, 300)).toBeNull()
    expect(boothTotalsProblem(3, 301)).toBe('validation.booth.area')
    expect(boothTotalsProblem(301, 100)).toBe('validation.booth.count')
  })
})

describe('board and special build requests', () => {
  const board = { exhibitionId: EXHIBITION, fascia: { textCn: '海峡机械', textEn: 'Strait Machinery' }, furniture: { shelves: 4, hangingRods: 2, flowTables: 1 } }
  it('takes a fascia in both languages', () => {
    expect(boardSubmitSchema.safeParse(board).success).toBe(true)
  })
  it('refuses a fascia over its length, an English one in Chinese characters, a line break, a fraction of a shelf', () => {
    const errors = (input: unknown) => fieldErrors(boardSubmitSchema.safeParse(input).error!, 'en')
    expect(errors({ ...board, fascia: { textCn: '海'.repeat(21), textEn: 'A' } })['fascia.textCn']).toBe('Enter at most 20 characters')
    expect(errors({ ...board, fascia: { textCn: '海峡', textEn: '海峡' } })['fascia.textEn']).toMatch(/Latin letters/)
    expect(errors({ ...board, fascia: { textCn: '海\n峡', textEn: 'A' } })['fascia.textCn']).toMatch(/Chinese fascia/)
    expect(errors({ ...board, furniture: { shelves: 1.5, hangingRods: 0, flowTables: 0 } })['furniture.shelves']).toBe('Enter a whole number of items')
  })
  const build = { exhibitionId: EXHIBITION, boothId: BOOTH, builderName: '福州展装工程', builderContact: '李工', builderMobile: '13800138000', heightM: 4.5, floorLoadKgM2: 800, drawingFileIds: [DRAWING] }
  it('refuses a special build over 5 m or 5000 kg/m², or without drawings', () => {
    expect(specialBuildSchema.safeParse(build).success).toBe(true)
    const errors = (input: unknown) => fieldErrors(specialBuildSchema.safeParse(input).error!, 'en')
    expect(errors({ ...build, heightM: 5.5 }).heightM).toBe('A special build is at most 5 m high')
    expect(errors({ ...build, floorLoadKgM2: 5001 }).floorLoadKgM2).toBe('The floor load is at most 5000 kg/m²')
    expect(errors({ ...build, drawingFileIds: [] }).drawingFileIds).toMatch(/drawings/)
    expect(specialBuildSchema.safeParse({ ...build, heightM: 5 }).success).toBe(true)
  })
})

describe('services', () => {
  it('an ad position needs its stock, a translator its language, days and translators a day', () => {
    const base = { code: 'ad-banner', kind: 'ad', nameCn: '横幅广告', nameEn: 'Banner ad', priceFen: 500_000 }
    expect(fieldErrors(serviceCategorySaveSchema.safeParse(base).error!, 'en').stock).toBeTruthy()
    expect(serviceCategorySaveSchema.safeParse({ ...base, stock: 3 }).success).toBe(true)
    const translator = { ...base, code: 'tr-en', kind: 'translator' }
    expect(Object.keys(fieldErrors(serviceCategorySaveSchema.safeParse(translator).error!, 'en')).sort()).toEqual(['days', 'language', 'perDay'])
    expect(serviceCategorySaveSchema.safeParse({ ...translator, language: 'en', days: ['2026-10-10'], perDay: 2 }).success).toBe(true)
  })
  it('a reservation has 1 to 20 items of 1 to 50', () => {
    expect(serviceReserveSchema.safeParse({ exhibitionId: EXHIBITION, items: [{ categoryId: BOOTH, quantity: 2 }] }).success).toBe(true)
    expect(serviceReserveSchema.safeParse({ exhibitionId: EXHIBITION, items: [] }).success).toBe(false)
    expect(serviceReserveSchema.safeParse({ exhibitionId: EXHIBITION, items: [{ categoryId: BOOTH, quantity: 51 }] }).success).toBe(false)
  })
})

describe('invitations', () => {
  it('an SMS batch needs every mobile, an e-mail batch every address', () => {
    const batch = { exhibitionId: EXHIBITION, templateId: BOOTH, channel: 'sms', recipients: [{ name: 'Ada', email: 'ada@example.com' }] }
    expect(fieldErrors(inviteBatchSchema.safeParse(batch).error!, 'en')['recipients.0.mobile']).toBeTruthy()
    expect(inviteBatchSchema.safeParse({ ...batch, channel: 'email' }).success).toBe(true)
  })
})

describe('visa applicant', () => {
  const applicant = {
    surname: 'Müller'.replace('ü', 'ue'),
    givenNames: 'Anna Lena',
    sex: 'F',
    dateOfBirth: '1988-04-12',
    nationality: 'de',
    passportNo: 'c01x00t47',
    passportExpiry: '2031-01-01',
    position: 'Sales Manager',
    arrival: '2026-10-08',
    departure: '2026-10-15',
  }
  it('takes passport data and upper-cases the codes', () => {
    const parsed = visaApplicantSchema.parse(applicant)
    expect(parsed.nationality).toBe('DE')
    expect(parsed.passportNo).toBe('C01X00T47')
  })
  it('refuses non-Latin names, a bad passport number, departure before arrival, a passport expiring within 6 months of departure', () => {
    const errors = (input: unknown) => fieldErrors(visaApplicantSchema.safeParse(input).error!, 'en')
    expect(errors({ ...applicant, surname: '王' }).surname).toMatch(/Latin/)
    expect(errors({ ...applicant, passportNo: 'AB-12' }).passportNo).toMatch(/5 to 9/)
    expect(errors({ ...applicant, departure: '2026-10-01' }).departure).toMatch(/before the arrival/)
    expect(errors({ ...applicant, passportExpiry: '2027-01-01' }).passportExpiry).toMatch(/6 months/)
    expect(errors({ ...applicant, nationality: 'GER' }).nationality).toMatch(/two-letter/)
  })
})
