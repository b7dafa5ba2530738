import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { FootprintEntry } from '@fairpass/core/contract'
import { interpolate } from '@fairpass/core/validation'
import { formatRmb } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { footprints, orders, tickets, type FootprintRow } from '../orders'
import type { Language } from '../../language'
import type { TicketScope } from './tickets'

/*
 * The visitor's time line (spec §2 /journal). Footprints keep facts (kind + data: quantity, ticketTypeCn/En,
 * orderNo, amountFen or payableFen, counterpart); the summary is worded when read, so it follows the language of the page that
 * asks. A kind or a datum this code does not know still reads as something sensible.
 */

export const JOURNAL_LIMIT = 200

const KINDS: readonly FootprintEntry['kind'][] = [
  'orderPlaced', 'orderPaid', 'orderCancelled', 'orderExpired', 'refundRequested', 'refunded', 'giftSent', 'giftReceived',
  'giftTakenBack', 'giftExpired', 'transferredOut', 'transferredIn', 'reportedLost', 'entered',
]

const words: Record<Language, Record<FootprintEntry['kind'], string>> = {
  en: {
    orderPlaced: 'Order {orderNo} placed: {items}{amount}',
    orderPaid: 'Order {orderNo} paid: {items}{amount}',
    orderCancelled: 'Order {orderNo} cancelled',
    orderExpired: 'Order {orderNo} expired unpaid',
    refundRequested: 'Refund of order {orderNo} requested{amount}',
    refunded: 'Order {orderNo} refunded{amount}',
    giftSent: '{items} given to {counterpart}',
    giftReceived: '{items} received as a gift',
    giftTakenBack: '{items} taken back from the gift to {counterpart}',
    giftExpired: '{items} not received by {counterpart} in time: back in your wallet',
    transferredOut: '{ticketType} transferred to {counterpart}',
    transferredIn: '{ticketType} transferred to you by {counterpart}',
    reportedLost: '{ticketType} reported lost, new QR code issued',
    entered: 'Entered with {ticketType}',
  },
  cn: {
    orderPlaced: '下单 {orderNo}：{items}{amount}',
    orderPaid: '订单 {orderNo} 已支付：{items}{amount}',
    orderCancelled: '订单 {orderNo} 已取消',
    orderExpired: '订单 {orderNo} 超时未支付，已取消',
    refundRequested: '订单 {orderNo} 已申请退款{amount}',
    refunded: '订单 {orderNo} 已退款{amount}',
    giftSent: '赠送 {items} 给 {counterpart}',
    giftReceived: '收到赠票 {items}',
    giftTakenBack: '收回赠送给 {counterpart} 的 {items}',
    giftExpired: '赠送给 {counterpart} 的 {items} 未在有效期内领取，已退回您的票夹',
    transferredOut: '{ticketType} 已转让给 {counterpart}',
    transferredIn: '{counterpart} 转让给您 {ticketType}',
    reportedLost: '{ticketType} 已挂失，已生成新二维码',
    entered: '使用 {ticketType} 入场',
  },
}

const ticketWord: Record<Language, string> = { en: 'ticket', cn: '门票' }

/** "2 × Day ticket", or without a type name (the orders feature's footprints name none) "2 ticket(s)" / "2 张门票". */
function itemsOf(ticketType: string | undefined, quantity: string | number, language: Language): string {
  if (ticketType) return language === 'en' ? `${quantity} × ${ticketType}` : `${ticketType} × ${quantity}`
  return language === 'en' ? `${quantity} ticket(s)` : `${quantity} 张门票`
}

export function summaryOf(kind: string, data: Record<string, string | number>, language: Language): string {
  const template = (KINDS as readonly string[]).includes(kind) ? words[language][kind as FootprintEntry['kind']] : kind
  const named = language === 'en' ? data.ticketTypeEn : data.ticketTypeCn
  const ticketType = named === undefined ? undefined : String(named)
  const fen = typeof data.amountFen === 'number' ? data.amountFen : typeof data.payableFen === 'number' ? data.payableFen : undefined
  const amount = fen === undefined ? '' : `${language === 'en' ? ', ' : '，'}${formatRmb(fen)}`
  return interpolate(template, {
    ticketType: ticketType ?? ticketWord[language],
    items: itemsOf(ticketType, data.quantity ?? 1, language),
    orderNo: data.orderNo ?? '',
    counterpart: data.counterpart ?? '',
    amount,
  })
    .replace(/\s{2,}/g, ' ')
    .trim()
}



function entryOf(row: FootprintRow, language: Language): FootprintEntry {
  return {
    at: row.createdAt.toISOString(),
    kind: row.kind as FootprintEntry['kind'],
    orderId: row.orderId,
    ticketId: row.ticketId,
    summary: summaryOf(row.kind, row.data, language),
  }
}

export async function journalOf(ctx: AppContext, scope: TicketScope, language: Language, orderId?: string): Promise<FootprintEntry[]> {
  const mine = and(eq(footprints.tenantId, scope.tenantId), eq(footprints.exhibitionId, scope.exhibitionId), eq(footprints.userId, scope.userId))
  let where = mine
  if (orderId) {
    // Only the buyer's own order has a journal; another's answers as one that does not exist, so ids cannot be probed.
    const [own] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, scope.userId), eq(orders.tenantId, scope.tenantId), eq(orders.exhibitionId, scope.exhibitionId)))
      .limit(1)
    if (!own) throw new AppError(404, 'error.notFound')
    // The order's own footprints and those of the tickets it issued (entered, reported lost, transferred…).
    const issued = ctx.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, orderId))
    where = and(mine, or(eq(footprints.orderId, orderId), inArray(footprints.ticketId, issued)))
  }
  const rows = await ctx.db.select().from(footprints).where(where).orderBy(desc(footprints.createdAt), desc(footprints.id)).limit(JOURNAL_LIMIT)
  return rows.map((row) => entryOf(row, language))
}
