import { atom } from 'nanostores'
import type { TicketTypeView } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { navigate } from '@fairpass/core/router'
import { fetchGiftOffer, fetchTicketTypes, placeFreeOrder, receiveGift } from '../shared/api'
import { newIdempotencyKey } from '../shared/format'
import { resource } from '../shared/resource'

/** What a gift link offers; readable before a sign-in (the record id and token are the capability). */
export const offer = resource(fetchGiftOffer)

/** A gift link needs both its record id and its token; anything else was cut off on the way. */
export const isGiftLink = (ticketGiveRecordId: string, token: string) =>
  /^[0-9a-f-]{36}$/i.test(ticketGiveRecordId) && /^[A-Za-z0-9_-]{16,100}$/.test(token)

export const $receiving = atom(false)

/** Receives the gift into the signed-in visitor's wallet and shows the wallet. */
export async function receive(ticketGiveRecordId: string, token: string, quantity = 1): Promise<boolean> {
  if ($receiving.get()) return false
  $receiving.set(true)
  try {
    await receiveGift(ticketGiveRecordId, token, quantity)
    notify(t('wallet.receive.received'), 'success')
    offer.reset()
    navigate('/wallet')
    return true
  } catch {
    // The server said why (already received, taken back, another phone); the offer is read again to show it.
    void offer.load(ticketGiveRecordId, token)
    return false
  } finally {
    $receiving.set(false)
  }
}

/** The link's ticket types; the free complimentary one is what /freeTicket hands out. */
export const freeTypes = resource(fetchTicketTypes)

/** The free type the link offers: the one it names, else the first free one on sale. */
export function freeTypeOf(types: readonly TicketTypeView[], ticketTypeId?: string): TicketTypeView | null {
  const free = types.filter((type) => type.priceFen === 0)
  return (ticketTypeId ? free.find((type) => type.id === ticketTypeId) : free.find((type) => type.saleState === 'onSale')) ?? null
}

export const $claiming = atom(false)
/** One key per claim attempt, reused by its retries: a double tap or a lost answer never makes two orders. */
let claimKey: string | null = null

export async function claimFree(registerLinkId: string | undefined, type: TicketTypeView, day?: string): Promise<boolean> {
  if ($claiming.get()) return false
  $claiming.set(true)
  claimKey ??= newIdempotencyKey()
  try {
    await placeFreeOrder({ registerLinkId, ticketTypeId: type.id, day }, claimKey)
    claimKey = null
    notify(t('wallet.free.claimed'), 'success')
    navigate('/wallet')
    return true
  } catch {
    return false
  } finally {
    $claiming.set(false)
  }
}
