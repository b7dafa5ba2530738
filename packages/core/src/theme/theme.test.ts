import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  darkenForContrast,
  defaultColors,
  parseColor,
  readableTextOn,
  themeRule,
  themeVarsFromConfig,
  toHex,
  vars,
} from './index'

describe('theme contract', () => {
  it('uses the stable, prefixed custom-property names of the public theming API', () => {
    expect(vars.color.primary).toBe('var(--fair-color-primary)')
    expect(vars.color.pageBg).toBe('var(--fair-color-page-bg)')
    expect(vars.color.cardBg).toBe('var(--fair-color-card-bg)')
    expect(vars.color.languageSwitchBg).toBe('var(--fair-color-language-switch-bg)')
    expect(vars.color.spinner).toBe('var(--fair-color-spinner)')
    expect(vars.color.textMuted).toBe('var(--fair-color-text-muted)')
    expect(vars.color.onPrimary).toBe('var(--fair-color-on-primary)')
    expect(vars.font.family).toBe('var(--fair-font-family)')
    expect(vars.fontSize.md).toBe('var(--fair-font-size-md)')
    expect(vars.radius.md).toBe('var(--fair-radius-md)')
    expect(vars.space.lg).toBe('var(--fair-space-lg)')
  })

  it('keeps the spec §9 defaults', () => {
    expect(defaultColors).toMatchObject({
      primary: '#839cfc',
      pageBg: '#F0F2FF',
      cardBg: '#F5F7FF',
      languageSwitchBg: '#F3D4AF',
      spinner: '#173CCC',
    })
  })

  it('ships derived defaults that equal what the derivation computes', () => {
    const primary = parseColor(defaultColors.primary)!
    expect(readableTextOn(primary)).toBe(defaultColors.onPrimary)
    expect(toHex(darkenForContrast(primary, [parseColor(defaultColors.cardBg)!, parseColor(defaultColors.pageBg)!]))).toBe(defaultColors.primaryText)
  })

  it('ships default text colours readable on the card and page backgrounds (WCAG AA)', () => {
    for (const background of [defaultColors.cardBg, defaultColors.pageBg]) {
      for (const text of [defaultColors.text, defaultColors.textMuted, defaultColors.danger, defaultColors.primaryText]) {
        expect(contrastRatio(parseColor(text)!, parseColor(background)!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

describe('parseColor', () => {
  it.each([
    ['#839cfc', { r: 131, g: 156, b: 252, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    [' #00000080 ', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgb(23, 60, 204)', { r: 23, g: 60, b: 204, a: 1 }],
    ['rgba(23,60,204,0.5)', { r: 23, g: 60, b: 204, a: 0.5 }],
    ['rgb(100% 0% 0% / 50%)', { r: 255, g: 0, b: 0, a: 0.5 }],
  ])('reads %s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected)
  })

  it.each([
    '',
    'red',
    '#12',
    '#ggg',
    'rgb(300, 0, 0)',
    '#fff; background: url(//evil)',
    'red}:host{display:none',
    'expression(alert(1))',
    null,
    undefined,
    42,
  ])('refuses %s', (input) => {
    expect(parseColor(input)).toBeNull()
  })
})

describe('themeVarsFromConfig', () => {
  it('returns nothing without a config so the defaults apply', () => {
    expect(themeVarsFromConfig(null)).toEqual({})
    expect(themeVarsFromConfig(undefined)).toEqual({})
    expect(themeVarsFromConfig({})).toEqual({})
  })

  it("maps the exhibition's four theme colours onto the custom properties", () => {
    const style = themeVarsFromConfig({
      pageThemeColor: '#173CCC',
      pageThemeBgColor: '#ffffff',
      pageThemeCardBgColor: 'rgb(250, 250, 250)',
      languageSwitchBgColor: '#abc',
    })
    expect(style).toMatchObject({
      '--fair-color-primary': '#173ccc',
      '--fair-color-page-bg': '#ffffff',
      '--fair-color-card-bg': '#fafafa',
      '--fair-color-language-switch-bg': '#aabbcc',
    })
  })

  it('derives the text colour on the primary colour for contrast', () => {
    expect(themeVarsFromConfig({ pageThemeColor: '#173CCC' })['--fair-color-on-primary']).toBe('#ffffff')
    expect(themeVarsFromConfig({ pageThemeColor: '#F3D4AF' })['--fair-color-on-primary']).toBe('#111827')
  })

  it('darkens a pale primary colour for use as text on the card background', () => {
    const style = themeVarsFromConfig({ pageThemeColor: '#ffd54f', pageThemeCardBgColor: '#ffffff', pageThemeBgColor: '#eeeeee' })
    const text = parseColor(style['--fair-color-primary-text'])!
    expect(contrastRatio(text, parseColor('#ffffff')!)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(text, parseColor('#eeeeee')!)).toBeGreaterThanOrEqual(4.5)
    expect(style['--fair-color-primary']).toBe('#ffd54f')
  })

  it('recomputes the primary text colour against a new card colour alone', () => {
    const style = themeVarsFromConfig({ pageThemeCardBgColor: '#1b1b1b', pageThemeBgColor: '#1b1b1b' })
    expect(style['--fair-color-primary-text']).toBe(defaultColors.primary)
  })

  it('skips invalid colours and keeps the valid ones', () => {
    const style = themeVarsFromConfig({
      pageThemeColor: 'javascript:alert(1)',
      pageThemeBgColor: '#fff;}body{display:none',
      pageThemeCardBgColor: null,
      languageSwitchBgColor: '#F3D4AF',
    })
    expect(style).toEqual({ '--fair-color-language-switch-bg': '#f3d4af' })
  })
})

describe('themeRule', () => {
  it('writes the declarations as one rule and nothing for an empty theme', () => {
    expect(themeRule(':host', { '--fair-color-primary': '#173ccc', '--fair-color-on-primary': '#ffffff' })).toBe(
      ':host{--fair-color-primary:#173ccc;--fair-color-on-primary:#ffffff}',
    )
    expect(themeRule(':host', {})).toBe('')
  })
})
