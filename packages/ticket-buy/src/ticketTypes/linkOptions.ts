import { sessionExhibition, type ExhibitionRef } from '@fairpass/core/area'
import { $link, $session } from '@fairpass/core/session'

/*
 * What the registration link says about buying: which link's ticket types are offered, and whether it is an upgrade.
 * The page's address (the element's route) speaks first, then the element's own attribute (`register-link-id`), then
 * the page's entry link — but only for an element of the link's own exhibition: another exhibition's element on the
 * same host page must not offer the tickets of a link it does not belong to.
 */

type Query = Readonly<Record<string, string | undefined>>

/** Whether the page's entry link names this exhibition. */
function linkIsFor(exhibition: ExhibitionRef | null): boolean {
  const session = sessionExhibition()
  return Boolean(exhibition && session && session.tenantId === exhibition.tenantId && session.exhibitionId === exhibition.exhibitionId)
}

/** The registration link the visitor buys through: the route's query, the element's attribute, then the entry link's. */
export function registerLinkIdFor(query: Query, attributes: Query, exhibition: ExhibitionRef | null): string | undefined {
  const fromLink = linkIsFor(exhibition) ? $link.get().registerLinkId || $session.get().registerLinkId : undefined
  return query.registerLinkId || attributes.registerLinkId || fromLink || undefined
}

/**
 * Spec §4: a ticket upgrade is asked for only when the link says upgradeTicket=yes. Undefined when neither the route
 * nor the entry link says anything (the purchase under way keeps what its link said).
 */
export function isUpgrade(query: Query, exhibition: ExhibitionRef | null): boolean | undefined {
  const value = query.upgradeTicket ?? (linkIsFor(exhibition) ? $link.get().upgradeTicket : undefined)
  return value === undefined ? undefined : value === 'yes'
}
