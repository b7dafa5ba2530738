import rosetta from 'rosetta'
import type { LanguageType } from '../link'
import { $language } from '../session'

export interface MessageTree {
  [key: string]: string | MessageTree
}

export interface MessageBundle {
  cn: MessageTree
  en: MessageTree
}

export type TranslateParams = Record<string, unknown>
export type Translate = (key: string, params?: TranslateParams) => string

/** Spec §1: cn is the fallback language; a key missing there too shows as itself. */
export const FALLBACK_LANGUAGE: LanguageType = 'cn'

const catalogue = rosetta<MessageTree>()

/**
 * Adds messages for both languages. Bundles are deep-merged, so each package can register its own
 * keys under a shared namespace without replacing what others registered; a later value for the
 * same leaf wins.
 */
export function registerMessages(bundle: MessageBundle): void {
  for (const language of ['cn', 'en'] as const) {
    catalogue.set(language, deepMerge(catalogue.table(language) ?? {}, bundle[language]))
  }
}

/**
 * Looks a dotted key up in one language, falling back to cn and then to the key itself, so a
 * missing translation is visible to testers instead of rendering as an empty label.
 * Params fill `{{name}}` placeholders.
 */
export function translate(language: LanguageType, key: string, params?: TranslateParams): string {
  return lookup(language, key, params) ?? lookup(FALLBACK_LANGUAGE, key, params) ?? key
}

/** Translates into the current session language. */
export const t: Translate = (key, params) => translate($language.get(), key, params)

function lookup(language: LanguageType, key: string, params?: TranslateParams): string | undefined {
  const text: unknown = catalogue.t(key, params ?? {}, language)
  return typeof text === 'string' && text !== '' ? text : undefined
}

function deepMerge(target: MessageTree, source: MessageTree): MessageTree {
  const merged: MessageTree = { ...target }
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key]
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value
  }
  return merged
}
