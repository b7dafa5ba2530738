import { atom } from 'nanostores'
import type { SpecialInvite } from './api'

// Only flow/enter imports this module (the entry pages reach it through enter), so the two share no chunk.

/*
 * speciallyInviteUserInfo (spec §3): the invitation a guest opened on /special, kept in the session until the
 * login that applies it. Kept in sessionStorage so the login's page changes and a reload do not lose it.
 */

const KEY = 'fair:speciallyInviteUserInfo'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function read(): SpecialInvite | null {
  try {
    const raw = storage()?.getItem(KEY)
    const value = raw ? (JSON.parse(raw) as SpecialInvite) : null
    return value && typeof value.id === 'string' ? value : null
  } catch {
    return null
  }
}

export const $specialInvite = atom<SpecialInvite | null>(read())

export function keepSpecialInvite(invite: SpecialInvite | null): void {
  $specialInvite.set(invite)
  try {
    if (invite) storage()?.setItem(KEY, JSON.stringify(invite))
    else storage()?.removeItem(KEY)
  } catch {
    // Private mode without storage: the invitation still applies within this page's life.
  }
}

/** The invitation to send with addAndGetAll: only one for the exhibition and tenant the visitor signs in to. */
export function pendingInviteId(tenantId: string, exhibitionId: string): string | undefined {
  const invite = $specialInvite.get()
  return invite && !invite.used && invite.tenantId === tenantId && invite.exhibitionId === exhibitionId ? invite.id : undefined
}
