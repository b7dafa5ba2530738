import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { capitalRmb, CREDIT_CODE_ALPHABET, creditCodeCheckCharacter, taxIdProblem } from './index'

describe('taxpayer identification numbers', () => {
  it('accepts unified social credit codes whose check character holds (GB 32100), typed with spaces or in lower case', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '9144030071526726XG', '9135 0100 m000 100y43']) expect(taxIdProblem(code), code).toBeNull()
  })

  it('refuses an 18-character code whose check character is wrong, or with a letter GB 32100 leaves out', () => {
    expect(taxIdProblem('91350100M000100Y44')).toBe('checkCharacter')
    expect(taxIdProblem('91110000600037341X')).toBe('checkCharacter')
    // I, O, S, V and Z are not in the alphabet (they read like 1, 0, 5, U and 2).
    expect(taxIdProblem('91350100M0001OOY43')).toBe('characters')
    expect(taxIdProblem('9135010-M000100Y43')).toBe('characters')
  })

  it('refuses a code one character short or long, and a valid code with its check character dropped', () => {
    expect(taxIdProblem('91350100M000100Y4')).toBe('length')
    expect(taxIdProblem('91350100M000100Y433')).toBe('length')
    expect(taxIdProblem('91350100M000100Y')).toBe('length')
    expect(taxIdProblem('  ')).toBe('length')
  })

  it('accepts the older 15- and 20-character numbers by their form; refuses every other length', () => {
    expect(taxIdProblem('110108700000032')).toBeNull()
    expect(taxIdProblem('11010519900307123901')).toBeNull()
    expect(taxIdProblem('11010870000003!')).toBe('characters')
    for (const length of [0, 1, 14, 16, 17, 19, 21]) expect(taxIdProblem('1'.repeat(length)), String(length)).toBe('length')
  })

  it('finds every change of one character in a valid code (property)', () => {
    const body = fc.array(fc.constantFrom(...CREDIT_CODE_ALPHABET), { minLength: 17, maxLength: 17 }).map((characters) => characters.join(''))
    fc.assert(
      fc.property(body, fc.nat(17), fc.constantFrom(...CREDIT_CODE_ALPHABET), (first17, position, replacement) => {
        const code = first17 + creditCodeCheckCharacter(first17)!
        expect(taxIdProblem(code)).toBeNull()
        const changed = code.slice(0, position) + replacement + code.slice(position + 1)
        expect(taxIdProblem(changed) === null).toBe(changed === code)
      }),
      { numRuns: 300, seed: 14 },
    )
  })
})

describe('amounts in capital numerals', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [1000, '壹拾元整'],
    [1005, '壹拾元零伍分'],
    [12000, '壹佰贰拾元整'],
    [100100, '壹仟零壹元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [100001050, '壹佰万零壹拾元伍角整'],
    [10000000000, '壹亿元整'],
    [10001000000, '壹亿零壹万元整'],
    [10010000000, '壹亿零壹拾万元整'],
    [-12000, '负壹佰贰拾元整'],
  ])('%i fen is %s', (fen, text) => {
    expect(capitalRmb(fen)).toBe(text)
  })

  it.each([
    // The amounts issue 14 names, written in yuan as a visitor reads them.
    ['0', 0, '零元整'],
    ['0.05', 5, '伍分'],
    ['10.00', 1000, '壹拾元整'],
    ['1 000 010.50', 100001050, '壹佰万零壹拾元伍角整'],
    ['120.00', 12000, '壹佰贰拾元整'],
    ['10 000.01', 1000001, '壹万元零壹分'],
    ['100 000 000.00', 10000000000, '壹亿元整'],
  ])('¥%s is %s in capitals', (_yuan, fen, text) => {
    expect(capitalRmb(fen)).toBe(text)
  })

  it('refuses what is not a whole number of fen', () => {
    expect(() => capitalRmb(10.5)).toThrow(RangeError)
    expect(() => capitalRmb(Number.NaN)).toThrow(RangeError)
  })
})
