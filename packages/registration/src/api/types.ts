import type { LanguageType } from '@fairpass/core/link'

/** The exhibition a call is about, as the session holds it. */
export interface ExhibitionRef {
  tenantId: string
  exhibitionId: string
  registerType: string
  languageType: LanguageType
}
