import { atom, type ReadableAtom } from 'nanostores'
import rosetta from 'rosetta'
import type { LanguageType } from '../link'
import { $language } from '../session'

export interface MessageTree {
  [key: string]: string | MessageTree
}

/** One language's texts of a part of the UI: loaded with it (a tree) or fetched when that language is shown. */
export type MessageLoader = () => Promise<{ default: MessageTree }>
export type MessageTexts = MessageTree | MessageLoader

/**
 * A part's texts in both languages. Each language is its own module (`texts.cn.ts`, `texts.en.ts`) behind an
 * `import()`, so a visitor downloads the texts of the language they read and fetches the other only on a switch.
 */
export interface MessageBundle {
  cn: MessageTexts
  en: MessageTexts
}

export type TranslateParams = Record<string, unknown>
export type Translate = (key: string, params?: TranslateParams) => string

/** Spec §1: cn is the fallback language; a key missing there too shows as itself. */
export const FALLBACK_LANGUAGE: LanguageType = 'cn'

const LANGUAGES = ['cn', 'en'] as const

const catalogue = rosetta<MessageTree>()

/** Per language: the registered bundles whose texts are not in the catalogue yet. */
const pending: Record<LanguageType, Set<MessageBundle>> = { cn: new Set(), en: new Set() }
const loading: Partial<Record<LanguageType, Promise<void>>> = {}

const $shown = atom<LanguageType>($language.get())
const $pendingShown = atom<boolean>(false)

/** Whether texts of the language on screen are still on their way. */
export const $textsPending: ReadableAtom<boolean> = $pendingShown

function notePending(): void {
  $pendingShown.set(pending[$shown.get()].size > 0)
}

/**
 * The language the texts are shown in: the session's language once its texts have arrived. After a switch the page
 * keeps the old language until the new one's texts are loaded, instead of flashing keys or the fallback.
 */
export const $textLanguage: ReadableAtom<LanguageType> = $shown

/**
 * Adds a part's texts. Bundles are deep-merged, so each package can register its own keys under a shared namespace
 * without replacing what others registered; a later value for the same leaf wins. Loaders of the shown language are
 * fetched at once; the other language's only when the visitor switches to it.
 */
export function registerMessages(bundle: MessageBundle): void {
  for (const language of LANGUAGES) {
    const texts = bundle[language]
    if (typeof texts === 'function') pending[language].add(bundle)
    else merge(language, texts)
  }
  // The texts shown now, and the language being switched to when its texts are still on their way.
  for (const language of new Set([$shown.get(), $language.get()])) {
    if (pending[language].size > 0) void loadMessages(language).catch(() => {})
  }
  notePending()
}

/** Resolves once every registered text of `language` is in the catalogue (a failed fetch is tried again on the next call). */
export function loadMessages(language: LanguageType): Promise<void> {
  if (pending[language].size === 0) return Promise.resolve()
  loading[language] ??= (async () => {
    try {
      while (pending[language].size > 0) {
        const batch = [...pending[language]]
        const loaded = await Promise.all(batch.map((bundle) => (bundle[language] as MessageLoader)()))
        batch.forEach((bundle, index) => {
          merge(language, loaded[index].default)
          pending[language].delete(bundle)
        })
      }
      if ($language.get() === language) $shown.set(language)
    } finally {
      delete loading[language]
      notePending()
    }
  })()
  return loading[language]
}

$language.subscribe((language) => {
  if (pending[language].size === 0) {
    $shown.set(language)
    notePending()
  }
  else void loadMessages(language).catch(() => {
    // The page keeps the language it shows; the next registration or switch tries again.
  })
})

/**
 * Looks a dotted key up in one language, falling back to cn and then to the key itself, so a
 * missing translation is visible to testers instead of rendering as an empty label.
 * Params fill `{{name}}` placeholders.
 */
export function translate(language: LanguageType, key: string, params?: TranslateParams): string {
  return lookup(language, key, params) ?? lookup(FALLBACK_LANGUAGE, key, params) ?? key
}

/** Translates into the language the texts are shown in. */
export const t: Translate = (key, params) => translate($shown.get(), key, params)

/**
 * Translates once the shown language's registered texts are in: for words a store shows after an await whose texts
 * were registered lazily with that store (a notice after a request), which could otherwise outrun their own fetch.
 */
export async function tWhenLoaded(key: string, params?: TranslateParams): Promise<string> {
  await loadMessages($shown.get()).catch(() => {
    // A failed fetch leaves the fallback (cn, then the key); the next registration or switch tries again.
  })
  return t(key, params)
}

function lookup(language: LanguageType, key: string, params?: TranslateParams): string | undefined {
  const text: unknown = catalogue.t(key, params ?? {}, language)
  return typeof text === 'string' && text !== '' ? text : undefined
}

function merge(language: LanguageType, texts: MessageTree): void {
  catalogue.set(language, deepMerge(catalogue.table(language) ?? {}, texts))
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
