import { ACTIVITY_REGISTER_LINK, CUSTOMER_MEMBERSHIP_REGISTER_LINK, EXHIBITOR_SERVICE_REGISTER_LINK } from '@fairpass/core/contract'

/**
 * Ticket types other features make for what they sell through the orders — a paid programme session (its session in
 * the file's programme says the price), a customer-lead membership, an exhibitor service — are offered on their own
 * registration link. They are not the file's ticket types: export leaves them out and import never hides them.
 */
const OWNED_LINKS = new Set<string>([ACTIVITY_REGISTER_LINK, CUSTOMER_MEMBERSHIP_REGISTER_LINK, EXHIBITOR_SERVICE_REGISTER_LINK])

export function ownedElsewhere(registerLinkIds: readonly string[] | null): boolean {
  return (registerLinkIds ?? []).some((link) => OWNED_LINKS.has(link))
}
