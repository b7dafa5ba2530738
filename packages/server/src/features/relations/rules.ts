import { RELATIONS_DEFAULT_MAX, RELATIONS_HARD_MAX } from '@fairpass/core/validation'
import type { RelationLock, RelationReview, RelationState } from '@fairpass/core/contract'

/* The rules of registering other people, as plain functions. */

/** The exhibition's cap per registrant (`functionConfig.relationMax`), never above the hard maximum; the default when unset or nonsense. */
export function relationMaxOf(functionConfig: Record<string, unknown>): number {
  const configured = Number(functionConfig.relationMax)
  if (!Number.isInteger(configured) || configured < 1) return RELATIONS_DEFAULT_MAX
  return Math.min(configured, RELATIONS_HARD_MAX)
}

/** The account a submitted person signs in with: their mobile, else their e-mail; only one, so nobody else's address opens it. */
export function signInOf(contact: { mobile: string | null; email: string | null }): { account: string; phone: string | null; email: string | null } {
  if (contact.mobile) return { account: contact.mobile, phone: contact.mobile, email: null }
  if (contact.email) return { account: contact.email, phone: null, email: contact.email }
  throw new Error('a relation without a mobile or e-mail')
}

/** Why the registrant may no longer remove the record (null: they may). The person's own doing wins over a ticket. */
export function lockOf(state: { state: RelationState; signedIn: boolean; holdsTicket: boolean }): RelationLock | null {
  if (state.state === 'confirmed') return 'confirmed'
  if (state.signedIn) return 'signedIn'
  if (state.holdsTicket) return 'hasTicket'
  return null
}

export function reviewOf(state: RelationState, registration: { examineResult: string | null } | undefined): RelationReview {
  if (state === 'draft' || !registration) return 'none'
  const result = registration.examineResult
  return result === 'approve' || result === 'reject' ? result : 'pending'
}

/** A name to list the person by: the profile's name, else their contact. */
export function displayName(profile: Record<string, unknown>, contact: { mobile: string | null; email: string | null }): string {
  const name = typeof profile.name === 'string' ? profile.name.trim() : ''
  return name || contact.mobile || contact.email || ''
}

/** A phone keeps its first 3 and last 2 characters (spec §9); an e-mail its first character and domain. */
export function maskAccount(account: string): string {
  if (account.includes('@')) {
    const [local, domain] = account.split('@')
    return `${local.slice(0, 1)}***@${domain}`
  }
  return account.length > 5 ? `${account.slice(0, 3)}${'*'.repeat(account.length - 5)}${account.slice(-2)}` : account
}
