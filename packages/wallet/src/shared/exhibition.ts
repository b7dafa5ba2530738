import { $language, $session } from '@fairpass/core/session'
import type { LanguageType } from '@fairpass/core/link'

export interface ExhibitionRef {
  tenantId: string
  exhibitionId: string
  languageType: LanguageType
}

/** The exhibition the session points at, or null when the link named none. */
export function currentExhibition(): ExhibitionRef | null {
  const { tenantId, exhibitionId } = $session.get()
  if (!tenantId || !exhibitionId) return null
  return { tenantId, exhibitionId, languageType: $language.get() }
}

export function requireExhibition(): ExhibitionRef {
  const ref = currentExhibition()
  if (!ref) throw new Error('No exhibition in the session: the link lacks tenantId or exhibitionId')
  return ref
}
