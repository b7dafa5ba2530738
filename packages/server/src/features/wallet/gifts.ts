import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { GiftCodeSent, GiftNotForYou, GiftOffer, GiftView } from '@fairpass/core/contract'
import { maskPhone } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { type AuthenticatedUser, CODE_TTL_SECONDS, type CodeTarget, consumeCode, issueCode, RESEND_AFTER_SECONDS, users, withdrawCode } from '../auth'
import { tickets, ticketTypes } from '../orders'
import { exhibitions } from '../../tenancy'
import { type TicketGiftItemRow, ticketGiftItems, type TicketGiftRow, ticketGifts } from './tables'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'
import { senderName } from './moves'
import { giftLinkPath, sendMoveNotice } from './notices'
import { assertMayHold, nextQrVersion, ownTickets, recordFootprints, typeNames, type LoadedTicket, type TicketScope } from './tickets'

/*
 * Gifts (spec §2 /give, /ticket/receive/complimentaryTickets). The giver's unused, unheld tickets of one type wait in
 * state 'gifting' (no QR, not enterable) until someone signed in with the receiving phone takes them — one per call
 * unless a quantity is asked for, so "two tickets to a couple" can be shared out — or the giver takes the rest back.
 * Every ticket keeps its line in ticket_gift_items: who received it and when, or when it went back.
 */

type GiftRow = TicketGiftRow
type ItemRow = TicketGiftItemRow

function giftState(items: ItemRow[]): GiftView['state'] {
  const received = items.filter((item) => item.receivedAt).length
  if (items.some((item) => item.expiredAt)) return 'expired'
  if (items.some((item) => item.takenBackAt)) return 'takenBack'
  if (received === items.length) return 'received'
  return received > 0 ? 'partlyReceived' : 'pending'
}

async function itemsOf(db: AppContext['db'], giftIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byGift = new Map<string, ItemRow[]>()
  if (giftIds.length === 0) return byGift
  const rows = await db.select().from(ticketGiftItems).where(inArray(ticketGiftItems.giftId, giftIds))
  for (const row of rows) byGift.set(row.giftId, [...(byGift.get(row.giftId) ?? []), row])
  return byGift
}

function giftView(ctx: AppContext, gift: GiftRow, items: ItemRow[], typeName: string, language: Language): GiftView {
  return {
    id: gift.id,
    ticketTypeId: gift.ticketTypeId,
    ticketTypeName: typeName,
    phoneMasked: maskPhone(gift.receiverPhone),
    quantity: gift.quantity,
    received: items.filter((item) => item.receivedAt).length,
    takenBack: items.filter((item) => item.takenBackAt).length,
    state: giftState(items),
    createdAt: gift.createdAt.toISOString(),
    link: `${ctx.env.publicBaseUrl}${giftLinkPath(gift, language)}`,
  }
}

/** The giver's gifts of the exhibition, newest first (one gift when `id` is given). */
export async function giftsOf(ctx: AppContext, scope: TicketScope, language: Language, id?: string): Promise<GiftView[]> {
  const rows = await ctx.db
    .select({ gift: ticketGifts, nameCn: ticketTypes.nameCn, nameEn: ticketTypes.nameEn })
    .from(ticketGifts)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketGifts.ticketTypeId))
    .where(
      and(
        eq(ticketGifts.tenantId, scope.tenantId),
        eq(ticketGifts.exhibitionId, scope.exhibitionId),
        eq(ticketGifts.giverUserId, scope.userId),
        id ? eq(ticketGifts.id, id) : undefined,
      ),
    )
    .orderBy(desc(ticketGifts.createdAt))
  const items = await itemsOf(ctx.db, rows.map((row) => row.gift.id))
  return rows.map((row) => giftView(ctx, row.gift, items.get(row.gift.id) ?? [], language === 'en' ? row.nameEn : row.nameCn, language))
}

export async function giftOf(ctx: AppContext, scope: TicketScope, id: string, language: Language): Promise<GiftView> {
  const [view] = await giftsOf(ctx, scope, language, id)
  if (!view) throw new AppError(404, 'error.giftNotFound')
  return view
}

export interface GiveInput {
  ticketTypeId: string
  quantity: number
  receiverPhone: string
}

export async function giveTickets(ctx: AppContext, user: AuthenticatedUser, scope: TicketScope, input: GiveInput, language: Language): Promise<GiftView> {
  const [giver] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1)
  if (giver.phone === input.receiverPhone || giver.account === input.receiverPhone) throw new AppError(400, 'error.giftToSelf')
  const [type] = await ctx.db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, input.ticketTypeId), eq(ticketTypes.tenantId, scope.tenantId), eq(ticketTypes.exhibitionId, scope.exhibitionId)))
    .limit(1)
  if (!type) throw new AppError(404, 'error.ticketTypeNotFound')
  if (!type.giftable) throw new AppError(409, 'error.ticketNotGiftable')

  const token = randomBytes(24).toString('base64url')
  const gift = await ctx.db.transaction(async (tx) => {
    // Locked, so a second give (or a transfer) in parallel cannot pick the same tickets.
    const free = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.tenantId, scope.tenantId),
          eq(tickets.exhibitionId, scope.exhibitionId),
          eq(tickets.ownerUserId, scope.userId),
          eq(tickets.ticketTypeId, type.id),
          eq(tickets.state, 'valid'),
          eq(tickets.entriesUsed, 0),
          isNull(tickets.holder),
        ),
      )
      .orderBy(asc(tickets.createdAt), asc(tickets.id))
      .limit(input.quantity)
      .for('update')
    if (free.length < input.quantity) throw new AppError(409, 'error.notEnoughTickets', { n: free.length })
    const ids = free.map((row) => row.id)
    const now = new Date(ctx.clock.now())
    const offered = await tx
      .update(tickets)
      .set({ state: 'gifting', updatedAt: now })
      .where(and(inArray(tickets.id, ids), eq(tickets.state, 'valid')))
      .returning({ id: tickets.id })
    if (offered.length !== ids.length) throw new AppError(409, 'error.notEnoughTickets', { n: offered.length })
    const [created] = await tx
      .insert(ticketGifts)
      .values({
        tenantId: scope.tenantId,
        exhibitionId: scope.exhibitionId,
        giverUserId: scope.userId,
        ticketTypeId: type.id,
        receiverPhone: input.receiverPhone,
        quantity: input.quantity,
        token,
        language,
        createdAt: now,
      })
      .returning()
    await tx.insert(ticketGiftItems).values(ids.map((ticketId) => ({ giftId: created.id, ticketId })))
    await recordFootprints(tx, [
      { ...scope, kind: 'giftSent', data: { ...typeNames(type), quantity: input.quantity, counterpart: maskPhone(input.receiverPhone), giftId: created.id }, at: now },
    ])
    return created
  })

  const [exhibition] = await ctx.db
    .select({ titleCn: exhibitions.titleCn, titleEn: exhibitions.titleEn })
    .from(exhibitions)
    .where(and(eq(exhibitions.tenantId, scope.tenantId), eq(exhibitions.id, scope.exhibitionId)))
  await sendMoveNotice(ctx, 'gift', language, input.receiverPhone, {
    sender: await senderName(ctx, scope.userId),
    exhibition: language === 'en' ? exhibition.titleEn : exhibition.titleCn,
    ticketType: language === 'en' ? type.nameEn : type.nameCn,
    quantity: input.quantity,
    link: `${ctx.env.publicBaseUrl}${giftLinkPath(gift, language)}`,
  })
  return giftOf(ctx, scope, gift.id, language)
}

function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The gift a link names; a wrong token, tenant or id are the same "not valid" (nothing to probe). */
async function giftByLink(ctx: AppContext, tenantId: string | undefined, id: string, token: string): Promise<GiftRow> {
  const [gift] = await ctx.db.select().from(ticketGifts).where(eq(ticketGifts.id, id)).limit(1)
  if (!gift || (tenantId && gift.tenantId !== tenantId) || !tokenMatches(gift.token, token)) throw new AppError(404, 'error.giftNotFound')
  return gift
}

/** Gift notices of the exhibition's page config (giftNotice / giftNoticeEn: a text or a list of texts). */
export function noticesOf(pageConfig: Record<string, unknown>, language: Language): string[] {
  const value = pageConfig[language === 'en' ? 'giftNoticeEn' : 'giftNotice']
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
}

export async function giftOffer(ctx: AppContext, tenantId: string | undefined, id: string, token: string, language: Language): Promise<GiftOffer> {
  const gift = await giftByLink(ctx, tenantId, id, token)
  const [[type], [exhibition], items] = await Promise.all([
    ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, gift.ticketTypeId)).limit(1),
    ctx.db.select().from(exhibitions).where(and(eq(exhibitions.tenantId, gift.tenantId), eq(exhibitions.id, gift.exhibitionId))).limit(1),
    itemsOf(ctx.db, [gift.id]),
  ])
  const lines = items.get(gift.id) ?? []
  return {
    id: gift.id,
    tenantId: gift.tenantId,
    exhibitionId: gift.exhibitionId,
    phoneMasked: maskPhone(gift.receiverPhone),
    senderName: await senderName(ctx, gift.giverUserId),
    ticketTypeName: language === 'en' ? type.nameEn : type.nameCn,
    exhibitionTitle: language === 'en' ? exhibition.titleEn : exhibition.titleCn,
    quantity: gift.quantity,
    available: lines.filter((item) => !item.receivedAt && !item.takenBackAt).length,
    notices: noticesOf(exhibition.pageConfig, language),
    state: giftState(lines),
  }
}

/** The code that proves the gift's phone: SMS to that phone, its own purpose, so no login code can stand in. */
const giftCodeTarget = (gift: GiftRow): CodeTarget => ({ tenantId: gift.tenantId, channel: 'sms', recipient: gift.receiverPhone, purpose: 'receiveGift' })

/**
 * Sends a 'receiveGift' code to the gift's phone, for a receiver signed in with another account (an English visitor
 * signs in by e-mail only). Only a signed-in visitor holding the link may ask, only while tickets wait, never the
 * giver; the per-phone limits of every code (one a minute, ten an hour) apply.
 */
export async function sendGiftCode(
  ctx: AppContext,
  user: AuthenticatedUser,
  tenantId: string,
  id: string,
  token: string,
  language: Language,
  request: { ip: string | undefined; log: Pick<FastifyBaseLogger, 'error'> },
): Promise<GiftCodeSent> {
  const gift = await giftByLink(ctx, tenantId, id, token)
  if (gift.giverUserId === user.id) throw new AppError(400, 'error.giftToSelf')
  if (gift.state === 'expired') throw new AppError(409, 'error.giftExpired')
  if (gift.state === 'takenBack' || gift.state === 'received') throw new AppError(409, 'error.giftAllReceived')
  const issued = await issueCode(ctx, giftCodeTarget(gift), request.ip)
  const minutes = CODE_TTL_SECONDS / 60
  try {
    await ctx.notifier.send({
      channel: 'sms',
      to: gift.receiverPhone,
      subject: translate('notify.giftCodeSubject', language),
      text: translate('notify.giftCodeText', language, { code: issued.code, minutes }),
      code: issued.code,
    })
  } catch (error) {
    // A code nobody received must not count against the phone's limits.
    await withdrawCode(ctx, issued.id)
    request.log.error({ err: error, channel: 'sms' }, 'gift code delivery failed')
    throw new AppError(502, 'error.deliveryFailed')
  }
  return { expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS, phoneMasked: maskPhone(gift.receiverPhone) }
}

/**
 * The signed-in receiver takes `quantity` (default 1) of the gift's waiting tickets. The gift is addressed to a
 * phone: the receiver's account or phone must be it, or `code` must be a 'receiveGift' code sent to that phone
 * (used up here, before the tickets move: a code proves the phone once). The gift row is locked first, so two
 * receivers of the last ticket are served one after the other and the second is told the gift is all taken.
 */
export async function receiveGift(
  ctx: AppContext,
  user: AuthenticatedUser,
  tenantId: string,
  id: string,
  token: string,
  quantity: number,
  code?: string,
): Promise<{ gift: GiftRow; ticketIds: string[] }> {
  const gift = await giftByLink(ctx, tenantId, id, token)
  const [receiver] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1)
  if (gift.giverUserId === receiver.id) throw new AppError(400, 'error.giftToSelf')
  if (receiver.phone !== gift.receiverPhone && receiver.account !== gift.receiverPhone) {
    if (!code) {
      const data: GiftNotForYou = { phoneMasked: maskPhone(gift.receiverPhone), byCode: true }
      throw new AppError(403, 'error.giftNotForYou', { phone: data.phoneMasked }, data)
    }
    if (gift.state === 'expired') throw new AppError(409, 'error.giftExpired')
  if (gift.state === 'takenBack' || gift.state === 'received') throw new AppError(409, 'error.giftAllReceived')
    await consumeCode(ctx, giftCodeTarget(gift), code)
  }
  const [type] = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, gift.ticketTypeId)).limit(1)

  const ticketIds = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(ticketGifts).where(eq(ticketGifts.id, gift.id)).for('update')
    if (locked.state === 'expired') throw new AppError(409, 'error.giftExpired')
    if (locked.state === 'takenBack' || locked.state === 'received') throw new AppError(409, 'error.giftAllReceived')
    const waiting = await tx
      .select()
      .from(ticketGiftItems)
      .where(and(eq(ticketGiftItems.giftId, gift.id), isNull(ticketGiftItems.receivedAt), isNull(ticketGiftItems.takenBackAt)))
      .orderBy(asc(ticketGiftItems.ticketId))
      .limit(quantity)
    if (waiting.length === 0) throw new AppError(409, 'error.giftAllReceived')
    const ids = waiting.map((item) => item.ticketId)
    await assertMayHold(tx, { tenantId: gift.tenantId, exhibitionId: gift.exhibitionId, userId: receiver.id }, type, ids.length)
    const now = new Date(ctx.clock.now())
    const moved = await tx
      .update(tickets)
      .set({ ownerUserId: receiver.id, state: 'valid', holder: null, activatedAt: null, qrVersion: nextQrVersion, source: 'gift', updatedAt: now })
      .where(and(inArray(tickets.id, ids), eq(tickets.state, 'gifting'), eq(tickets.ownerUserId, gift.giverUserId)))
      .returning({ id: tickets.id })
    if (moved.length !== ids.length) throw new AppError(409, 'error.giftAllReceived')
    await tx
      .update(ticketGiftItems)
      .set({ receiverUserId: receiver.id, receivedAt: now })
      .where(and(eq(ticketGiftItems.giftId, gift.id), inArray(ticketGiftItems.ticketId, ids)))
    const all = await tx.select().from(ticketGiftItems).where(eq(ticketGiftItems.giftId, gift.id))
    const state = giftState(all)
    await tx
      .update(ticketGifts)
      .set({ state, closedAt: state === 'received' ? now : null })
      .where(eq(ticketGifts.id, gift.id))
    const scope = { tenantId: gift.tenantId, exhibitionId: gift.exhibitionId }
    await recordFootprints(
      tx,
      ids.map((ticketId) => ({
        ...scope,
        userId: receiver.id,
        kind: 'giftReceived',
        ticketId,
        data: { ...typeNames(type), quantity: 1, counterpart: maskPhone(gift.receiverPhone), giftId: gift.id },
        at: now,
      })),
    )
    return ids
  })
  return { gift, ticketIds }
}

/** The giver takes back every ticket still waiting: they return to the wallet with new QRs; the gift closes. */
export async function takeBackGift(ctx: AppContext, scope: TicketScope, id: string, language: Language): Promise<GiftView> {
  await ctx.db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(ticketGifts)
      .where(and(eq(ticketGifts.id, id), eq(ticketGifts.tenantId, scope.tenantId), eq(ticketGifts.exhibitionId, scope.exhibitionId), eq(ticketGifts.giverUserId, scope.userId)))
      .for('update')
    if (!gift) throw new AppError(404, 'error.giftNotFound')
    const waiting = await tx
      .select()
      .from(ticketGiftItems)
      .where(and(eq(ticketGiftItems.giftId, gift.id), isNull(ticketGiftItems.receivedAt), isNull(ticketGiftItems.takenBackAt)))
    if (waiting.length === 0) throw new AppError(409, 'error.giftNothingToTakeBack')
    const ids = waiting.map((item) => item.ticketId)
    const now = new Date(ctx.clock.now())
    await tx
      .update(tickets)
      .set({ state: 'valid', qrVersion: nextQrVersion, updatedAt: now })
      .where(and(inArray(tickets.id, ids), eq(tickets.state, 'gifting'), eq(tickets.ownerUserId, scope.userId)))
    await tx
      .update(ticketGiftItems)
      .set({ takenBackAt: now })
      .where(and(eq(ticketGiftItems.giftId, gift.id), inArray(ticketGiftItems.ticketId, ids)))
    await tx.update(ticketGifts).set({ state: 'takenBack', closedAt: now }).where(eq(ticketGifts.id, gift.id))
    const [type] = await tx.select().from(ticketTypes).where(eq(ticketTypes.id, gift.ticketTypeId))
    await recordFootprints(tx, [
      { ...scope, kind: 'giftTakenBack', data: { ...typeNames(type), quantity: ids.length, counterpart: maskPhone(gift.receiverPhone), giftId: gift.id }, at: now },
    ])
  })
  return giftOf(ctx, scope, id, language)
}

export type { LoadedTicket }
export { ownTickets }
