import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ExhibitionRef } from '@fairpass/core/area'
import { $language } from '@fairpass/core/session'
import { loadOrder, orderOf } from './ordersStore'

/**
 * The order of the page's route in the element's exhibition, loaded when the page opens or the language changes. An
 * unpaid order is asked again when its payment deadline passes (the server expires it then), so the page never
 * offers a dead "Pay".
 */
export function useOrder(exhibition: ExhibitionRef | null, orderId: string) {
  const language = useStore($language)
  const state = useStore(orderOf(exhibition, orderId).$store)
  const order = state.data?.id === orderId ? state.data : null
  useEffect(() => {
    if (orderId) void loadOrder(exhibition, orderId)
  }, [exhibition, orderId, language])
  const deadline = order?.state === 'pendingPayment' ? new Date(order.expiresAt).getTime() : null
  useEffect(() => {
    if (deadline === null) return
    // One more second: the server's clock decides, ask just after it will have.
    const timer = setTimeout(() => void loadOrder(exhibition, orderId), Math.max(0, deadline - Date.now()) + 1000)
    return () => clearTimeout(timer)
  }, [exhibition, orderId, deadline])
  return { status: state.status, order }
}
