import { atom, map } from 'nanostores'
import type { GiftNotForYou, TicketTypeView } from '@fairpass/core/contract'
import { resendInOf, tickUntil } from '@fairpass/core/countdown'
import { ApiError } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import type { ExhibitionRef } from '@fairpass/core/area'
import type { Router } from '@fairpass/core/router'
import { fetchGiftOffer, fetchTicketTypes, placeFreeOrder, receiveGift, sendGiftCode } from '../shared/api'
import { newIdempotencyKey } from '@fairpass/core/http'
import { perExhibition, resource } from '@fairpass/core/resource'
import { walletOf } from '../tickets/walletStore'

/** What a gift link offers; readable before a sign-in (the record id and token are the capability). */
export const offerOf = perExhibition((ref) =>
  resource((ticketGiveRecordId: string, token: string) => fetchGiftOffer(ref, ticketGiveRecordId, token), { public: true }),
)

/** A gift link needs both its record id and its token; anything else was cut off on the way. */
export const isGiftLink = (ticketGiveRecordId: string, token: string) =>
  /^[0-9a-f-]{36}$/i.test(ticketGiveRecordId) && /^[A-Za-z0-9_-]{16,100}$/.test(token)

export const $receiving = atom(false)

/**
 * Proof of the gift's phone for a receiver signed in with another account: asked for once the server refuses the
 * receive as not theirs (it alone knows who is signed in and whom the gift is for), then sent with the receive.
 */
export interface PhoneProof {
  /** The gift this proof is for; a proof never carries over to another link. */
  giftId: string
  phoneMasked: string
  code: string
  error: string
  sending: boolean
  resendAt: number
}

const noProof: PhoneProof = { giftId: '', phoneMasked: '', code: '', error: '', sending: false, resendAt: 0 }
export const $phoneProof = map<PhoneProof>({ ...noProof })
export const $resendIn = resendInOf($phoneProof)

const isNotForYou = (failure: unknown): failure is ApiError & { data: GiftNotForYou } =>
  failure instanceof ApiError && failure.status === 403 && (failure.data as Partial<GiftNotForYou> | null)?.byCode === true

/** The proof for this gift, when the server asked for one. */
export function proofFor(ticketGiveRecordId: string): PhoneProof | null {
  const proof = $phoneProof.get()
  return proof.giftId === ticketGiveRecordId ? proof : null
}

export function setProofCode(code: string): void {
  $phoneProof.set({ ...$phoneProof.get(), code: code.replace(/\D/g, '').slice(0, 6), error: '' })
}

/** Sends the code to the gift's phone and starts the resend countdown. */
export async function sendProofCode(ref: ExhibitionRef, ticketGiveRecordId: string, token: string): Promise<boolean> {
  const proof = proofFor(ticketGiveRecordId)
  if (!proof || proof.sending || $resendIn.get() > 0) return false
  $phoneProof.setKey('sending', true)
  try {
    const sent = await sendGiftCode(ref, ticketGiveRecordId, token)
    const resendAt = Date.now() + Math.max(1, sent.resendAfter) * 1000
    $phoneProof.set({ ...$phoneProof.get(), phoneMasked: sent.phoneMasked, resendAt, sending: false })
    tickUntil(resendAt)
    notify(t('wallet.receive.codeSent', { phone: sent.phoneMasked }), 'success')
    return true
  } catch {
    // The client showed the server's reason (too soon, delivery failed).
    $phoneProof.setKey('sending', false)
    return false
  }
}

/** Receives `quantity` of the gift into the signed-in visitor's wallet and shows the wallet (the element's router). */
export async function receive(ref: ExhibitionRef, ticketGiveRecordId: string, token: string, quantity: number, router: Router): Promise<boolean> {
  if ($receiving.get()) return false
  const proof = proofFor(ticketGiveRecordId)
  if (proof && !/^\d{6}$/.test(proof.code)) {
    $phoneProof.setKey('error', t('wallet.receive.codeRequired'))
    return false
  }
  $receiving.set(true)
  try {
    await receiveGift(ref, ticketGiveRecordId, token, quantity, proof?.code || undefined)
    notify(t('wallet.receive.received'), 'success')
    $phoneProof.set({ ...noProof })
    offerOf(ref).reset()
    walletOf(ref).invalidate()
    router.navigate('/wallet')
    return true
  } catch (failure) {
    if (isNotForYou(failure)) {
      $phoneProof.set({ ...noProof, giftId: ticketGiveRecordId, phoneMasked: failure.data.phoneMasked })
      return false
    }
    notify(failure instanceof ApiError ? failure.msg : t('wallet.receive.failed'), 'error')
    // A used-up or wrong code is typed again.
    if (proof) $phoneProof.set({ ...$phoneProof.get(), code: '' })
    // The server said why (already received, taken back); the offer is read again to show it.
    void offerOf(ref).load(ticketGiveRecordId, token)
    return false
  } finally {
    $receiving.set(false)
  }
}

/** The link's ticket types; the free complimentary one is what /freeTicket hands out. */
export const freeTypesOf = perExhibition((ref) => resource((registerLinkId: string) => fetchTicketTypes(ref, registerLinkId), { public: true }))

/** The free type the link offers: the one it names, else the first free one on sale. */
export function freeTypeOf(types: readonly TicketTypeView[], ticketTypeId?: string): TicketTypeView | null {
  const free = types.filter((type) => type.priceFen === 0)
  return (ticketTypeId ? free.find((type) => type.id === ticketTypeId) : free.find((type) => type.saleState === 'onSale')) ?? null
}

export const $claiming = atom(false)
/** One key per claim attempt, reused by its retries: a double tap or a lost answer never makes two orders. */
let claimKey: string | null = null

/** Claims the free ticket (a zero-price order) and shows the wallet through the element's router. */
export async function claimFree(ref: ExhibitionRef, registerLinkId: string | undefined, type: TicketTypeView, day: string | undefined, router: Router): Promise<boolean> {
  if ($claiming.get()) return false
  $claiming.set(true)
  claimKey ??= newIdempotencyKey()
  try {
    await placeFreeOrder(ref, { registerLinkId, ticketTypeId: type.id, day }, claimKey)
    claimKey = null
    notify(t('wallet.free.claimed'), 'success')
    router.navigate('/wallet')
    return true
  } catch {
    return false
  } finally {
    $claiming.set(false)
  }
}
