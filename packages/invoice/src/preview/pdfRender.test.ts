import { describe, expect, test } from 'vitest'
import { fitScale } from './pdfRender'

describe('fitting a PDF page to the screen', () => {
  test('an A4 page (595 pt) fills a 343 px column; never drawn over twice its size', () => {
    expect(fitScale(595, 343)).toBeCloseTo(343 / 595)
    expect(fitScale(100, 1000)).toBe(2)
  })

  test('nonsense sizes draw at 1', () => {
    expect(fitScale(0, 343)).toBe(1)
    expect(fitScale(595, 0)).toBe(1)
  })
})
