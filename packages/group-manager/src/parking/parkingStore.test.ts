import { describe, expect, it } from 'vitest'
import { toggleDay, vehicleInput } from './parkingStore'

describe('the vehicle form', () => {
  it('ticks and unticks days, kept in order and once each', () => {
    expect(toggleDay(['2026-12-27'], '2026-12-26', true)).toEqual(['2026-12-26', '2026-12-27'])
    expect(toggleDay(['2026-12-26'], '2026-12-26', true)).toEqual(['2026-12-26'])
    expect(toggleDay(['2026-12-26', '2026-12-27'], '2026-12-26', false)).toEqual(['2026-12-27'])
  })

  it('sends a country with a foreign plate only', () => {
    expect(vehicleInput({ plateKind: 'mainland', plate: '沪A12345', country: 'DE', driver: 'leader', days: ['2026-12-26'] }).vehicle).toEqual({ plateKind: 'mainland', plate: '沪A12345' })
    expect(vehicleInput({ plateKind: 'foreign', plate: 'B MW 1234', country: 'de', driver: 'leader', days: [] }).vehicle).toEqual({ plateKind: 'foreign', plate: 'B MW 1234', country: 'de' })
  })
})
