import { describe, expect, it } from 'vitest'
import { fieldErrors } from './messages'
import { isPlate, lodgingBookSchema, normalizePlate, plateFields, vehicleAddSchema } from './lodging'

describe('plates', () => {
  it('takes mainland plates: ordinary, new-energy (8 characters, small and large), trailer and cross-border', () => {
    for (const plate of ['沪A12345', '沪A·12345', '京N8Q3C7', '粤BD12345', '粤BFA1234', '京A12345D', '苏E99999F', '粤Z1234港', '粤Z1234澳', '鲁B1234挂']) expect(isPlate('mainland', plate), plate).toBe(true)
  })

  it('refuses what no mainland office issues', () => {
    for (const plate of ['沪I12345', '沪A1234', '沪A123456', 'XA12345', '沪AO1234', '粤BD1234X', '粤BDA2345Z', '沪A12345港港', '']) expect(isPlate('mainland', plate), plate).toBe(false)
  })

  it('takes Hong Kong, Macau and foreign plates by their own rules', () => {
    expect(isPlate('hongKong', 'AB 1234')).toBe(true)
    expect(isPlate('hongKong', '8')).toBe(true)
    expect(isPlate('hongKong', 'BOSS2')).toBe(true)
    expect(isPlate('hongKong', 'TOOLONGPL')).toBe(false)
    expect(isPlate('macau', 'MA-12-34')).toBe(true)
    expect(isPlate('macau', 'M-12-34')).toBe(true)
    expect(isPlate('macau', 'MA-12-3')).toBe(false)
    expect(isPlate('foreign', 'B-MW 1234')).toBe(true)
    expect(isPlate('foreign', 'ABCDEF')).toBe(false)
    expect(normalizePlate(' 沪a·123 45 ')).toBe('沪A12345')
  })

  it('stores the plate normalised and asks a foreign plate for its country, in both languages', () => {
    expect(plateFields.parse({ plateKind: 'mainland', plate: ' 沪a-12345 ' })).toEqual({ plateKind: 'mainland', plate: '沪A12345' })
    expect(plateFields.parse({ plateKind: 'foreign', plate: 'b-mw 1234', country: 'de' })).toEqual({ plateKind: 'foreign', plate: 'BMW1234', country: 'DE' })
    const foreign = plateFields.safeParse({ plateKind: 'foreign', plate: 'BMW1234' })
    expect(foreign.success || fieldErrors(foreign.error, 'en')).toEqual({ country: 'Enter the country of a foreign plate as a two-letter code, e.g. DE' })
    const bad = vehicleAddSchema.safeParse({ exhibitionId: '1020', vehicle: { plateKind: 'mainland', plate: '沪I12345' }, driver: 'someone', days: [] })
    expect(bad.success || Object.keys(fieldErrors(bad.error, 'cn')).sort()).toEqual(['days', 'driver', 'vehicle.plate'])
  })
})

describe('bookings', () => {
  it('wants real days, a night at least and 1 to 20 rooms', () => {
    const bad = lodgingBookSchema.safeParse({ exhibitionId: '1020', roomTypeId: 'x', stay: { checkIn: '2026-02-30', checkOut: '2026-02-27' }, rooms: 21 })
    expect(bad.success || Object.keys(fieldErrors(bad.error, 'en')).sort()).toEqual(['roomTypeId', 'rooms', 'stay.checkIn'])
    const backwards = lodgingBookSchema.safeParse({ exhibitionId: '1020', roomTypeId: '9b2d2a9e-3f1c-4c1e-9a51-0c7f6b0d2a11', stay: { checkIn: '2026-03-02', checkOut: '2026-03-02' }, rooms: 1 })
    expect(backwards.success || fieldErrors(backwards.error, 'cn')).toEqual({ 'stay.checkOut': '退房日期须晚于入住日期至少一天' })
  })
})
