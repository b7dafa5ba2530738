import { $language, $link, $session } from '@fairpass/core/session'

export interface ExhibitionRef {
  tenantId: string
  exhibitionId: string
  languageType: 'cn' | 'en'
}

/** The exhibition the session points at, or null when the link did not name one (a wrong link). */
export function currentExhibition(): ExhibitionRef | null {
  const { tenantId, exhibitionId } = $session.get()
  if (!tenantId || !exhibitionId) return null
  return { tenantId, exhibitionId, languageType: $language.get() }
}

/** The registration link the visitor buys through: the page's query first, then the entry link's. */
export function currentRegisterLinkId(query: Record<string, string | undefined> = {}): string | undefined {
  return query.registerLinkId || $link.get().registerLinkId || $session.get().registerLinkId || undefined
}

/**
 * Spec §4: a ticket upgrade is asked for only when the link says upgradeTicket=yes. Undefined when neither the page
 * nor the entry link says anything (the purchase under way keeps what its link said).
 */
export function isUpgrade(query: Record<string, string | undefined> = {}): boolean | undefined {
  const value = query.upgradeTicket ?? $link.get().upgradeTicket
  return value === undefined ? undefined : value === 'yes'
}
