import { randomInt } from 'node:crypto'
import type { CredentialPrerequisite, CredentialState, ReviewState, StaffInviteState } from '@fairpass/core/contract'
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@fairpass/core/validation'
import { AppError } from '../../errors'

/*
 * The portal's rules as plain functions: the routes read the rows (under the company's row lock where a count
 * matters) and ask these. Each refusal is the AppError the caller gets.
 */

/** Badges that hold a place under the cap: a draft or a rejected badge holds none. */
export const COUNTED_CREDENTIAL_STATES: readonly CredentialState[] = ['pending', 'approved']

/** "Maximum documents reached": applying for `adding` more badges would pass the cap. */
export function assertCredentialRoom(used: number, adding: number, cap: number): void {
  if (used + adding > cap) throw new AppError(409, 'error.exhibitor.credentialCap', { n: cap })
}

/** The product cap set by the organiser: a new product (or copies) past it is refused. */
export function assertProductRoom(used: number, adding: number, cap: number): void {
  if (used + adding > cap) throw new AppError(409, 'error.exhibitor.productCap', { n: cap })
}

/** "Document application closed": from the deadline on (inclusive), nothing more is applied for. */
export function credentialApplicationOpen(deadline: Date | null, now: number): boolean {
  return deadline === null || now < deadline.getTime()
}

export function assertCredentialApplicationOpen(deadline: Date | null, now: number): void {
  if (!credentialApplicationOpen(deadline, now)) throw new AppError(409, 'error.documentApplicationClosed')
}

/** Submitted counts as complete while the organiser has not rejected it (spec §5: journal and exhibits first). */
function submitted(state: ReviewState): boolean {
  return state === 'pending' || state === 'approved'
}

export function credentialPrerequisite(catalogue: ReviewState, exhibits: ReviewState, products: number): CredentialPrerequisite {
  const journalComplete = submitted(catalogue)
  const exhibitsComplete = submitted(exhibits) && products > 0
  return { journalComplete, exhibitsComplete, met: journalComplete && exhibitsComplete }
}

export function assertPrerequisite(prerequisite: CredentialPrerequisite): void {
  if (!prerequisite.met) throw new AppError(409, 'error.exhibitor.prerequisite')
}

/**
 * The review state after the company changed what was reviewed: once the organiser decided, a change goes back to
 * review; what was never submitted, or still waits, stays as it is.
 */
export function reviewAfterChange(state: ReviewState): ReviewState {
  return state === 'approved' || state === 'rejected' ? 'pending' : state
}

/** A badge can be changed or removed by the company while it is a draft or was rejected; pending and approved ones are the organiser's. */
export function credentialEditable(state: CredentialState): boolean {
  return state === 'draft' || state === 'rejected'
}

/** Spec §4 staff invite flow: approved → confirmation; filled in, not (yet) approved → auditing; nothing filled → the form. */
export function staffInviteStep(credential: { state: CredentialState } | null): StaffInviteState['step'] {
  if (!credential) return 'form'
  return credential.state === 'approved' ? 'confirmation' : 'auditing'
}

export type InviteRefusal = 'revoked' | 'expired' | 'used' | 'closed'

export function inviteRefusal(invite: { revokedAt: Date | null; expiresAt: Date; uses: number; maxUses: number }, deadline: Date | null, now: number): InviteRefusal | null {
  if (invite.revokedAt) return 'revoked'
  if (now >= invite.expiresAt.getTime()) return 'expired'
  if (invite.uses >= invite.maxUses) return 'used'
  if (!credentialApplicationOpen(deadline, now)) return 'closed'
  return null
}

export const INVITE_REFUSAL_KEYS: Record<InviteRefusal, string> = {
  revoked: 'error.exhibitor.inviteRevoked',
  expired: 'error.exhibitor.inviteExpired',
  used: 'error.exhibitor.inviteUsed',
  closed: 'error.documentApplicationClosed',
}

/** An invite code: INVITE_CODE_LENGTH characters of an alphabet without look-alikes (31^8 ≈ 8.5·10^11 codes). */
export function newInviteCode(): string {
  let code = ''
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]
  return code
}

/** The organiser's first-login password: meets the spec's rule (letters, digits, a special), 12 characters. */
export function newFirstLoginPassword(): string {
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz'
  const digits = '23456789'
  const specials = '#%+=@'
  const pick = (from: string) => from[randomInt(from.length)]
  const body = Array.from({ length: 9 }, () => pick(letters + digits))
  return [pick(letters), ...body, pick(digits), pick(specials)].join('')
}

/** Spec §9 phone mask, used for ID numbers too: the first 3 and the last 2 characters. */
export function maskMiddle(value: string | null): string | null {
  if (!value) return null
  if (value.length <= 5) return '*'.repeat(value.length)
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 5)}${value.slice(-2)}`
}
