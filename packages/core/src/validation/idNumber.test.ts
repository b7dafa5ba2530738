import { describe, expect, it } from 'vitest'
import { idNumberCheckCharacter, idNumberSchema, isValidChineseId } from './index'

const today = new Date(2025, 8, 17)

describe('mainland resident ID number', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440304199001010011', '310115200002291235'])('accepts %s', (value) => {
    expect(isValidChineseId(value, today)).toBe(true)
  })
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X')
    expect(idNumberCheckCharacter('44030419900101001')).toBe('1')
  })
  /** A correct check character on a wrong body, so the rule under test is the one that fails. */
  const withCheck = (first17: string) => first17 + idNumberCheckCharacter(first17)
  it.each([
    ['a wrong check digit', '440304199001010012'],
    ['17 characters', '44030419900101001'],
    ['19 characters', '4403041990010100111'],
    ['a letter inside', '4403041990010A0011'],
    ['an unknown province', withCheck('99030419900101001')],
    ['a province starting with 0', withCheck('04030419900101001')],
    ['31 February', withCheck('11010519900231001')],
    ['29 February in a common year', withCheck('31011520010229123')],
    ['a birth before 1900', withCheck('11010518991231001')],
  ])('rejects %s', (_, value) => {
    expect(isValidChineseId(value, today)).toBe(false)
  })
  it('rejects a birth date in the future', () => {
    expect(isValidChineseId(withCheck('11010520250918001'), today)).toBe(false)
    expect(isValidChineseId(withCheck('11010520250917001'), today)).toBe(true)
  })
  it('schema trims and reports the key', () => {
    expect(idNumberSchema.parse(' 11010519491231002X ')).toBe('11010519491231002X')
    const result = idNumberSchema.safeParse('123')
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].message).toBe('validation.idNumber.invalid')
  })
})
