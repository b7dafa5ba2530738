import { $language, $session } from '@fairpass/core/session'
import type { ExhibitionRef } from '../api/types'

/** A visitor link without registerType registers a visitor: the default entry of spec §2. */
export const DEFAULT_REGISTER_TYPE = 'visitor'

/** The exhibition the session points at, or null when the link did not name one (a wrong link). */
export function currentExhibition(): ExhibitionRef | null {
  const { tenantId, exhibitionId, registerType } = $session.get()
  if (!tenantId || !exhibitionId) return null
  return { tenantId, exhibitionId, registerType: registerType || DEFAULT_REGISTER_TYPE, languageType: $language.get() }
}

export function requireExhibition(): ExhibitionRef {
  const ref = currentExhibition()
  if (!ref) throw new Error('No exhibition in the session: the entry link lacks tenantId or exhibitionId')
  return ref
}
