import { assignInlineVars } from '@vanilla-extract/dynamic'
import { darkenForContrast, parseColor, readableTextOn, toHex } from './color'
import { defaultColors, vars } from './theme.css'

/** The theme fields of an exhibition's page config (spec §3, system config); all optional and unchecked. */
export interface ThemeConfig {
  pageThemeColor?: string | null
  pageThemeBgColor?: string | null
  pageThemeCardBgColor?: string | null
  languageSwitchBgColor?: string | null
}

/**
 * The exhibition's theme as custom-property declarations (`{ '--fair-color-primary': '#…' }`). Invalid or
 * missing colours are left out so the defaults apply; colours derived for contrast (text on the primary colour,
 * primary used as text on cards and page) are recomputed whenever the primary or a background colour changes.
 */
export function themeVarsFromConfig(config: ThemeConfig | null | undefined): Record<string, string> {
  if (!config) return {}
  const declared: Record<string, string> = {}
  const primary = parseColor(config.pageThemeColor)
  const pageBg = parseColor(config.pageThemeBgColor)
  const cardBg = parseColor(config.pageThemeCardBgColor)
  const languageSwitchBg = parseColor(config.languageSwitchBgColor)

  if (primary) {
    declared[vars.color.primary] = toHex(primary)
    declared[vars.color.onPrimary] = readableTextOn(primary)
  }
  if (primary || cardBg || pageBg) {
    const text = darkenForContrast(primary ?? parseColor(defaultColors.primary)!, [
      cardBg ?? parseColor(defaultColors.cardBg)!,
      pageBg ?? parseColor(defaultColors.pageBg)!,
    ])
    declared[vars.color.primaryText] = toHex(text)
  }
  if (pageBg) declared[vars.color.pageBg] = toHex(pageBg)
  if (cardBg) declared[vars.color.cardBg] = toHex(cardBg)
  if (languageSwitchBg) declared[vars.color.languageSwitchBg] = toHex(languageSwitchBg)
  return assignInlineVars(declared)
}

/** The declarations of `themeVarsFromConfig` as one CSS rule body for `selector`. */
export function themeRule(selector: string, declarations: Record<string, string>): string {
  const body = Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return body ? `${selector}{${body}}` : ''
}
