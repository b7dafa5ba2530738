import { atom, computed, onMount } from 'nanostores'
import { $sysConfig, type SysConfig } from '../session'

type ThemeCssFor = (config: SysConfig) => string

/** The colour and contrast derivation once loaded; the first render does without it (the defaults are static CSS). */
const $deriveThemeCss = atom<ThemeCssFor | null>(null)

let loading: Promise<void> | undefined

/**
 * Loads the theme derivation (core/theme's colour maths) once. Elements start it when they are defined, so it is
 * usually in place before the exhibition's page config arrives; the config's arrival starts it too, and retries a
 * load that failed.
 */
export function loadThemeDerivation(): Promise<void> {
  loading ??= import('../theme/derive').then(
    ({ themeRule, themeVarsFromConfig }) => $deriveThemeCss.set((config) => themeRule(':host(:not([data-fair-nested]))', themeVarsFromConfig(config))),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

export function requestThemeDerivation(): void {
  // Until it loads, or if it never does, the element keeps the default theme.
  if (!$deriveThemeCss.get()) loadThemeDerivation().catch(() => {})
}

/**
 * The exhibition theme as a `:host` rule; empty (the defaults apply) until both the page config and the derivation
 * are in. Placed in the shadow root rather than in the host's inline style so that the embedding page can still
 * override any `--fair-*` variable with an ordinary rule on the element: outside rules beat `:host` rules.
 */
export const $themeCss = computed([$sysConfig, $deriveThemeCss], (config, derive) => (config && derive ? derive(config) : ''))

onMount($themeCss, () =>
  $sysConfig.subscribe((config) => {
    if (config) requestThemeDerivation()
  }),
)


/** The derivation, for an element that themes itself after its own exhibition (ownTheme.ts). */
export const $themeDerivation = computed([$deriveThemeCss], (derive) => derive)
