import type { AppContext } from '../../context'
import { fairDay } from '@fairpass/core/utils'
import { closeUnusedOrders, expireOverdue } from './lifecycle'

/**
 * Cancels unpaid orders past their payment time every `sweepSeconds`, giving their tickets back to the quota (reads
 * and payments also expire lazily, so correctness never waits for this; it only frees quota nobody looks at), and
 * moves issued orders whose tickets' days have all passed unused to notEntered.
 */
export function startOrderSweeper(ctx: AppContext, log: { error(obj: unknown, msg: string): void }): () => Promise<void> {
  const seconds = ctx.env.orders.sweepSeconds
  if (seconds <= 0) return async () => {}
  let running: Promise<void> | null = null
  // Ticket days only pass at midnight: the issued orders are looked at once a day, not on every sweep.
  let closedOn: string | null = null
  const timer = setInterval(() => {
    if (running) return
    running = expireOverdue(ctx)
      .then(async () => {
        const today = fairDay(ctx.clock.now())
        if (closedOn === today) return
        await closeUnusedOrders(ctx)
        closedOn = today
      })
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        running = null
      })
  }, seconds * 1000)
  timer.unref()
  // Closing waits for a sweep in progress, so the database is never closed under it.
  return async () => {
    clearInterval(timer)
    await running
  }
}
