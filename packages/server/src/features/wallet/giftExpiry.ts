import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { maskPhone } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { tickets, ticketTypes } from '../orders'
import { ticketGiftItems, ticketGifts } from './tables'
import type { Job } from '../../jobs'
import { nextQrVersion, recordFootprints, typeNames } from './tickets'

/*
 * A gift nobody takes does not keep the giver's tickets hostage (issue 12): `GIFT_EXPIRY_DAYS` after it was sent,
 * the tickets still waiting go back to the giver's wallet with new QRs, as a take-back would, and the gift reads
 * 'expired' (the giver's gift page and the ticket say why it came back; the journal records it). Tickets already
 * received stay with their receivers.
 */

type GiftRow = typeof ticketGifts.$inferSelect

/**
 * Expires up to `limit` gifts past their time, in one transaction. The gifts are claimed with FOR UPDATE SKIP
 * LOCKED: a gift locked by another sweep (another process) or by a receiver taking a ticket right now is left to them,
 * and a receiver who comes second finds the gift expired (receiveGift locks the same row). Answers how many expired.
 */
export async function expireGifts(ctx: AppContext, limit = 100): Promise<number> {
  const now = ctx.clock.now()
  const due = new Date(now - ctx.env.background.giftExpiryDays * 86_400_000)
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(ticketGifts)
      .where(and(inArray(ticketGifts.state, ['pending', 'partlyReceived']), sql`${ticketGifts.createdAt} <= ${due.toISOString()}::timestamptz`))
      .orderBy(ticketGifts.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    for (const gift of claimed) await expireOne(tx, gift, new Date(now))
    return claimed.length
  })
}

async function expireOne(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], gift: GiftRow, now: Date): Promise<void> {
  const waiting = await tx
    .update(ticketGiftItems)
    .set({ takenBackAt: now, expiredAt: now })
    .where(and(eq(ticketGiftItems.giftId, gift.id), isNull(ticketGiftItems.receivedAt), isNull(ticketGiftItems.takenBackAt)))
    .returning({ ticketId: ticketGiftItems.ticketId })
  const ids = waiting.map((item) => item.ticketId)
  if (ids.length > 0) {
    await tx
      .update(tickets)
      .set({ state: 'valid', qrVersion: nextQrVersion, updatedAt: now })
      .where(and(inArray(tickets.id, ids), eq(tickets.state, 'gifting'), eq(tickets.ownerUserId, gift.giverUserId)))
  }
  await tx.update(ticketGifts).set({ state: 'expired', closedAt: now }).where(eq(ticketGifts.id, gift.id))
  if (ids.length === 0) return
  const [type] = await tx.select().from(ticketTypes).where(eq(ticketTypes.id, gift.ticketTypeId))
  await recordFootprints(tx, [
    {
      tenantId: gift.tenantId,
      exhibitionId: gift.exhibitionId,
      userId: gift.giverUserId,
      kind: 'giftExpired',
      data: { ...typeNames(type), quantity: ids.length, counterpart: maskPhone(gift.receiverPhone), giftId: gift.id },
      at: now,
    },
  ])
}

/** The sweep that expires unreceived gifts, every BACKGROUND_SWEEP_SECONDS. */
export function giftExpiryJob(ctx: AppContext): Job {
  return { name: 'giftExpiry', everySeconds: ctx.env.background.sweepSeconds, run: () => expireGifts(ctx) }
}
