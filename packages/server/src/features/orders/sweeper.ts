import { fairDay, fairTimeZoneOr } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { exhibitions } from '../../tenancy'
import { closeUnusedOrders, expireOverdue } from './lifecycle'

/** The fair day in every venue zone in use: "Asia/Shanghai 2026-11-27|Europe/Berlin 2026-11-26". */
async function venueDays(ctx: AppContext): Promise<string> {
  const zones = await ctx.db.selectDistinct({ timeZone: exhibitions.timeZone }).from(exhibitions)
  const now = ctx.clock.now()
  return zones.map(({ timeZone }) => `${timeZone} ${fairDay(now, fairTimeZoneOr(timeZone))}`).sort().join('|')
}

/**
 * Cancels unpaid orders past their payment time every `sweepSeconds`, giving their tickets back to the quota (reads
 * and payments also expire lazily, so correctness never waits for this; it only frees quota nobody looks at), and
 * moves issued orders whose tickets' days have all passed unused to notEntered.
 */
export function startOrderSweeper(ctx: AppContext, log: { error(obj: unknown, msg: string): void }): () => Promise<void> {
  const seconds = ctx.env.orders.sweepSeconds
  if (seconds <= 0) return async () => {}
  let running: Promise<void> | null = null
  // Ticket days only pass at a venue's midnight: the issued orders (all of them, a heavy statement at a large fair) are
  // looked at when a day has begun in one of the venues' zones, and once at start, not on every sweep.
  let closedOn: string | null = null
  const timer = setInterval(() => {
    if (running) return
    running = expireOverdue(ctx)
      .then(async () => {
        const today = await venueDays(ctx)
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
