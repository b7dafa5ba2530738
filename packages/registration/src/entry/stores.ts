import { refuse, resource } from '@fairpass/core/resource'
import { $language, $session } from '@fairpass/core/session'
import { ticketLinkTokenSchema } from '@fairpass/core/validation'
import { currentExhibition } from '../flow/exhibition'
import { fetchEntries, fetchOwnTicket, fetchSpecialInvite, fetchStaticPage, fetchTicketByLink } from './api'

/*
 * The entry pages' data, one core/resource each (the newest call wins; a failure keeps its ApiError, which
 * core/resource's refusalOf words). Each load reads the exhibition and language from the session, so a page calls it
 * again on a language switch and the server's texts follow. A link that lacks what a call needs is refused here,
 * as the server would (404: the wrong-link message of spec §8; 403: a token that is not even shaped right).
 */

interface Ids {
  tenantId: string
  exhibitionId: string
}

function exhibitionIds(): Ids | null {
  const { tenantId, exhibitionId } = $session.get()
  return tenantId && exhibitionId ? { tenantId, exhibitionId } : null
}

/** The link pages below open without a sign-in: a sign-in or sign-out keeps what they show. */
const entries = resource((ids: Ids | null) => (ids ? fetchEntries(ids.tenantId, ids.exhibitionId, $language.get()) : refuse(404)), { public: true })
const entrance = resource((ids: Ids | null) => (ids ? fetchStaticPage(ids.tenantId, ids.exhibitionId, 'entrance', $language.get()) : refuse(404)), {
  public: true,
})
const invite = resource((id: string | undefined, tenantId: string | undefined) => (id && tenantId ? fetchSpecialInvite(id, tenantId, $language.get()) : refuse(404)), {
  public: true,
})
const smsTicket = resource(
  (token: string | undefined) => (token && ticketLinkTokenSchema.safeParse(token).success ? fetchTicketByLink(token, $language.get()) : refuse(403)),
  { public: true },
)
/** The signed-in visitor's own ticket: a sign-out drops it. */
const ownTicket = resource(() => {
  const exhibition = currentExhibition()
  return exhibition ? fetchOwnTicket(exhibition) : refuse(404)
})

export const $entries = entries.$store
export const $entrance = entrance.$store
export const $invite = invite.$store
export const $smsTicket = smsTicket.$store
export const $ownTicket = ownTicket.$store

export function loadEntries() {
  return entries.load(exhibitionIds())
}

export function loadEntrance() {
  return entrance.load(exhibitionIds())
}

/** Loads the invitation of /special?id= and keeps it as speciallyInviteUserInfo for the login that applies it. */
export async function loadInvite(id: string | undefined) {
  const loaded = await invite.load(id, $session.get().tenantId)
  if (loaded && !loaded.used) {
    // Through the post-login module, which applies it: the two share no chunk (see entry/record.ts).
    const { keepSpecialInvite } = await import('../flow/enter')
    keepSpecialInvite(loaded)
  }
}

/** /smsQrCodePage?qrToken=: a token that is not even shaped right is refused here, without a call. */
export async function loadSmsTicket(token: string | undefined) {
  await smsTicket.load(token)
}

export async function loadOwnTicket() {
  await ownTicket.load()
}
