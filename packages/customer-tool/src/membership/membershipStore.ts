import type { AreaInstance, ExhibitionRef } from '@fairpass/core/area'
import type { MembershipKind, MembershipState } from '@fairpass/core/contract'
import { withdrawNotice } from '@fairpass/core/http'
import { perExhibition, refusalOf, resource } from '@fairpass/core/resource'
import type { Router } from '@fairpass/core/router'
import { atom } from 'nanostores'
import { fetchMembership, placeMembershipOrder } from '../shared/api'

/** The company's membership and what the signed-in staff member may do with it (every page of the tool reads it). */
export const membershipOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchMembership(ref), { isEmpty: () => false }))

/** What a lead page may do: use the tools, or say why not (a dead network lets the scanner queue on the device). */
export type Access = 'loading' | 'allowed' | 'offline' | 'noMembership' | 'notAuthorised' | 'failed'

export function accessOf(status: string, state: MembershipState | null, error: unknown): Access {
  if (state) return state.authorised ? 'allowed' : (state.reason ?? 'noMembership')
  if (status === 'failed') return refusalOf(error).status === 0 ? 'offline' : 'failed'
  return 'loading'
}

/** The order on its way to the payment page, per exhibition; its refusal shown on the buy page. */
export const buyingOf = perExhibition((_ref: ExhibitionRef) => atom<{ kind: MembershipKind | null; error: string | null }>({ kind: null, error: null }))

/**
 * Places the membership order (the orders engine's, like any order) and opens the ticket area's payment page for it,
 * by route: areas never import each other. The way back is that page's (its return to the order).
 */
export async function buyMembership(ref: ExhibitionRef, kind: MembershipKind, router: Router, emit: AreaInstance['emit']): Promise<void> {
  const buying = buyingOf(ref)
  if (buying.get().kind) return
  buying.set({ kind, error: null })
  try {
    const order = await placeMembershipOrder(ref, kind)
    emit('fair-customer-membership-ordered', { exhibitionId: ref.exhibitionId, orderId: order.orderId, kind, totalFen: order.totalFen })
    membershipOf(ref).invalidate()
    buying.set({ kind: null, error: null })
    router.navigate(`/ticket-type/select/${order.orderId}`)
  } catch (error) {
    withdrawNotice(error)
    buying.set({ kind: null, error: refusalOf(error).message || null })
  }
}
