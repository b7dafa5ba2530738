import { defaultColors, vars } from './theme.css'

export { vars, defaultColors }
export { contrastRatio, darkenForContrast, parseColor, readableTextOn, relativeLuminance, toHex } from './color'
export type { Rgba } from './color'
// The colour maths is not needed for the first render: core/element loads it lazily from './derive'.
export { themeRule, themeVarsFromConfig } from './derive'
export type { ThemeConfig } from './derive'
export { cssTextOn } from './contrast'
