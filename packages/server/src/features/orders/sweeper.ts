import type { AppContext } from '../../context'
import { closeUnusedOrders, expireOverdue } from './lifecycle'

const QUARTER_HOUR_MS = 15 * 60_000

/**
 * Cancels unpaid orders past their payment time every `sweepSeconds`, giving their tickets back to the quota (reads
 * and payments also expire lazily, so correctness never waits for this; it only frees quota nobody looks at), and
 * moves issued orders whose tickets' days have all passed unused to notEntered.
 */
export function startOrderSweeper(ctx: AppContext, log: { error(obj: unknown, msg: string): void }): () => Promise<void> {
  const seconds = ctx.env.orders.sweepSeconds
  if (seconds <= 0) return async () => {}
  let running: Promise<void> | null = null
  // Ticket days only pass at a venue's midnight: the issued orders are looked at once a quarter hour (every zone's
  // midnight, +05:45 included, falls on one), not on every sweep.
  let closedOn: number | null = null
  const timer = setInterval(() => {
    if (running) return
    running = expireOverdue(ctx)
      .then(async () => {
        const today = Math.floor(ctx.clock.now() / QUARTER_HOUR_MS)
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
