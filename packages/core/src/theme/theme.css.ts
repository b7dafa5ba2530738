import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css'

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Variable names are fixed (not hashed) because they are a public API: a host page themes an embedded
 * element by setting `--fair-*` on it, and the server-rendered demo relies on the same names.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: null,
      primaryText: null,
      onPrimary: null,
      pageBg: null,
      cardBg: null,
      languageSwitchBg: null,
      spinner: null,
      text: null,
      textMuted: null,
      danger: null,
      success: null,
      border: null,
    },
    radius: { sm: null, md: null, lg: null, pill: null },
    space: { xs: null, sm: null, md: null, lg: null, xl: null },
    font: { family: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
    lineHeight: { body: null, tight: null },
  },
  (_value, path) => `fair-${path.map(kebab).join('-')}`,
)

/** Spec §9 theme defaults; derived colours are what `deriveThemeColors` yields for those defaults. */
export const defaultColors = {
  primary: '#839cfc',
  primaryText: '#5565a4',
  onPrimary: '#111827',
  pageBg: '#F0F2FF',
  cardBg: '#F5F7FF',
  languageSwitchBg: '#F3D4AF',
  spinner: '#173CCC',
  text: '#1f2333',
  textMuted: '#555b6e',
  danger: '#c62828',
  success: '#2e7d32',
  border: '#d3d8ea',
} as const

// `:host` as well as `:root`: custom properties set on the document root do reach an element's shadow tree by
// inheritance, but the suite stylesheet adopted inside a shadow root only sees its own host.
// An element rendered inside another's shadow root (the login in place, data-fair-nested) sets none: it inherits the
// outer element's values, including those the host page set on the outer element.
createGlobalTheme(':root, :host(:not([data-fair-nested]))', vars, {
  color: defaultColors,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  font: {
    family: '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  // 16 px for inputs: iOS zooms the page when a focused input's font is smaller. In px, not rem: a partner page's root
  // size (often set for its layout) must not resize the elements; the app page, which owns its root, sets these in rem
  // so the text follows a reader's larger text (demo/index.html).
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px' },
  lineHeight: { body: '1.5', tight: '1.25' },
})
