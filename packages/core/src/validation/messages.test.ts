import { readdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FORM_ERROR_FIELD, fieldErrors, formatValidationMessage, interpolate, validationMessages } from './index'

/** Every 'validation.*' key written in this module's source, so a new rule cannot ship without its texts. */
function keysUsedInSource(): string[] {
  const folder = dirname(fileURLToPath(import.meta.url))
  const keys = new Set<string>()
  for (const file of readdirSync(folder)) {
    // messages.ts is the dictionary itself; reading it would make the check pass trivially.
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'messages.ts') continue
    for (const match of readFileSync(`${folder}/${file}`, 'utf8').matchAll(/'(validation\.[A-Za-z.]+)'/g)) keys.add(match[1])
  }
  return [...keys]
}

describe('validation messages', () => {
  it('finds the keys the schemas use', () => {
    expect(keysUsedInSource().length).toBeGreaterThan(30)
  })
  it('has a text in cn and en for every key used', () => {
    for (const key of keysUsedInSource()) {
      expect(validationMessages.cn[key as keyof typeof validationMessages.cn], `cn ${key}`).toBeTruthy()
      expect(validationMessages.en[key as keyof typeof validationMessages.en], `en ${key}`).toBeTruthy()
    }
  })
  it('has the same keys and the same params in both languages', () => {
    expect(Object.keys(validationMessages.cn).sort()).toEqual(Object.keys(validationMessages.en).sort())
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const key of Object.keys(validationMessages.en) as (keyof typeof validationMessages.en)[]) {
      expect(params(validationMessages.cn[key]), key).toEqual(params(validationMessages.en[key]))
    }
  })
  it('cn texts are Chinese', () => {
    for (const text of Object.values(validationMessages.cn)) expect(text).toMatch(/\p{Script=Han}/u)
  })
})

describe('formatValidationMessage', () => {
  it('fills {n}-style params', () => {
    expect(formatValidationMessage('validation.account.tooShort', 'en', { n: 4 })).toBe('The account must be at least 4 characters')
    expect(formatValidationMessage('validation.account.tooShort', 'cn', { n: 4 })).toBe('账号长度不能少于4位')
  })
  it('falls back to the generic text for an unknown key', () => {
    expect(formatValidationMessage('Invalid input', 'en')).toBe('Invalid value')
  })
  it('leaves a token without a value visible', () => {
    expect(interpolate('at most {n}', {})).toBe('at most {n}')
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per dotted path and reports root issues under _form', () => {
    const errors = fieldErrors(
      {
        issues: [
          { code: 'too_small', path: ['contact', 'name'], message: 'validation.name.tooShort', minimum: 2 },
          { code: 'custom', path: ['contact', 'name'], message: 'validation.name.invalid' },
          { code: 'custom', path: [], message: 'validation.invalid' },
        ],
      },
      'en',
    )
    expect(errors).toEqual({ 'contact.name': 'The name must be at least 2 characters', [FORM_ERROR_FIELD]: 'Invalid value' })
  })
})
