import { normaliseLanguage, type LanguageType } from '../link'

/** Spec §9: the visitor session's language when nothing else says otherwise. */
export const DEFAULT_LANGUAGE: LanguageType = 'cn'

/**
 * Spec §2: on every navigation the language comes from the store, else the session
 * (sessionStorage), else cn. Inputs are raw so that a stale or garbled stored value falls through.
 */
export function resolveLanguage(sources: { store?: string | null; session?: string | null }): LanguageType {
  return normaliseLanguage(sources.store) ?? normaliseLanguage(sources.session) ?? DEFAULT_LANGUAGE
}
