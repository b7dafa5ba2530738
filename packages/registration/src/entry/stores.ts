import { $language, $session } from '@fairpass/core/session'
import { ticketLinkTokenSchema } from '@fairpass/core/validation'
import { currentExhibition } from '../flow/exhibition'
import {
  fetchEntries,
  fetchOwnTicket,
  fetchSpecialInvite,
  fetchStaticPage,
  fetchTicketByLink,
  type EntryList,
  type SpecialInvite,
  type StaticPage,
  type TicketInfo,
} from './api'
import { loadInto, loadStore, type Loaded } from './load'

/*
 * The entry pages' data, one store each. Each load reads the exhibition and language from the session, so a page
 * calls it again on a language switch and the server's texts follow.
 */

export const $entries = loadStore<EntryList>()
export const $entrance = loadStore<StaticPage>()
export const $invite = loadStore<SpecialInvite>()
export const $smsTicket = loadStore<TicketInfo>()
export const $ownTicket = loadStore<TicketInfo>()

/** A link without tenant or exhibition: the pages word it as the wrong-link message of spec §8. */
const refused = <T>(message = ''): Loaded<T> => ({ state: 'failed', message, status: 404 })

function exhibitionIds(): { tenantId: string; exhibitionId: string } | null {
  const { tenantId, exhibitionId } = $session.get()
  return tenantId && exhibitionId ? { tenantId, exhibitionId } : null
}

export function loadEntries() {
  const ids = exhibitionIds()
  if (!ids) return Promise.resolve($entries.set(refused()))
  return loadInto($entries, () => fetchEntries(ids.tenantId, ids.exhibitionId, $language.get()))
}

export function loadEntrance() {
  const ids = exhibitionIds()
  if (!ids) return Promise.resolve($entrance.set(refused()))
  return loadInto($entrance, () => fetchStaticPage(ids.tenantId, ids.exhibitionId, 'entrance', $language.get()))
}

/** Loads the invitation of /special?id= and keeps it as speciallyInviteUserInfo for the login that applies it. */
export async function loadInvite(id: string | undefined) {
  const { tenantId } = $session.get()
  if (!id || !tenantId) {
    $invite.set(refused())
    return
  }
  const loaded = await loadInto($invite, () => fetchSpecialInvite(id, tenantId, $language.get()))
  if (loaded.state === 'ready' && loaded.data && !loaded.data.used) {
    // Through the post-login module, which applies it: the two share no chunk (see entry/record.ts).
    const { keepSpecialInvite } = await import('../flow/enter')
    keepSpecialInvite(loaded.data)
  }
}

/** /smsQrCodePage?qrToken=: a token that is not even shaped right is refused here, without a call. */
export async function loadSmsTicket(token: string | undefined) {
  if (!token || !ticketLinkTokenSchema.safeParse(token).success) {
    $smsTicket.set({ state: 'failed', message: '', status: 403 })
    return
  }
  await loadInto($smsTicket, () => fetchTicketByLink(token, $language.get()))
}

export async function loadOwnTicket() {
  const exhibition = currentExhibition()
  if (!exhibition) {
    $ownTicket.set(refused())
    return
  }
  await loadInto($ownTicket, () => fetchOwnTicket(exhibition))
}
