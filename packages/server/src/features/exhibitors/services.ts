import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
  EXHIBITOR_SERVICE_ORDER_KIND,
  EXHIBITOR_SERVICE_REGISTER_LINK,
  type ServiceCategoryView,
  type ServiceKind,
  type ServiceReservationItem,
  type ServiceReservationState,
  type ServiceReservationView,
} from '@fairpass/core/contract'
import type { ServiceCategorySaveRequest, ServiceReserveRequest } from '@fairpass/core/validation'
import { fairDay, fairTimeZoneOr } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { AuthenticatedUser } from '../../http'
import type { Language } from '../../language'
import { cancelOrder, completeWithoutTickets, expireOverdue, orderItems, orders, placeOrder, ticketQuotas, ticketTypes, type OrderRow } from '../orders'
import { assertSetupOpen } from './board'
import { participationOf, type Queryable, type Scope } from './company'
import { exhibitorServiceCategories, exhibitorServiceReservations, exhibitorServiceTypes, type ServiceCategoryRow } from './tables'

/*
 * Services, ad positions and translators (issue 17) sold through the one order engine, as the conference sells paid
 * sessions: each category is a ticket type (a translator one per day) offered only by EXHIBITOR_SERVICE_REGISTER_LINK,
 * its stock a ticket quota. A reservation is an order placed by the company admin: the quota is taken by the order's
 * own conditional UPDATE (`sold + n <= total`), so an ad position is never sold twice however many companies press at
 * once; unpaid orders expire or are cancelled with their quota given back; paying goes through the order calls and
 * the sandbox, and a paid order is invoiced like any other. The order's kind is EXHIBITOR_SERVICE_ORDER_KIND, so
 * paying it issues no ticket to the admin's wallet.
 */

const PAID: ReadonlySet<string> = new Set(['paid', 'ticketIssued', 'entered', 'notEntered', 'completed'])

function reservationState(orderState: string): ServiceReservationState {
  if (orderState === 'pendingPayment') return 'unpaid'
  return PAID.has(orderState) ? 'paid' : 'cancelled'
}

/** The organiser offers (or changes, by code) a category; its ticket types and quotas follow. */
export async function saveServiceCategory(db: Db, now: number, exhibition: { tenantId: string; id: string; timeZone?: string }, input: ServiceCategorySaveRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(exhibitorServiceCategories)
      .where(and(eq(exhibitorServiceCategories.exhibitionId, exhibition.id), eq(exhibitorServiceCategories.code, input.code)))
      .for('update')
    if (existing && existing.kind !== input.kind) throw new AppError(409, 'error.service.codeTaken', { code: input.code })
    const values = {
      kind: input.kind,
      nameCn: input.nameCn,
      nameEn: input.nameEn,
      descriptionCn: input.descriptionCn,
      descriptionEn: input.descriptionEn,
      priceFen: input.priceFen,
      language: input.kind === 'translator' ? input.language : null,
    }
    const category = existing
      ? (await tx.update(exhibitorServiceCategories).set(values).where(eq(exhibitorServiceCategories.id, existing.id)).returning())[0]
      : (await tx.insert(exhibitorServiceCategories).values({ ...values, tenantId: exhibition.tenantId, exhibitionId: exhibition.id, code: input.code }).returning())[0]
    const current = await tx.select().from(exhibitorServiceTypes).where(eq(exhibitorServiceTypes.categoryId, category.id))
    const days = input.kind === 'translator' ? [...new Set(input.days)].sort() : ['']
    const offeredOn = fairDay(now, fairTimeZoneOr(exhibition.timeZone))
    const total = input.kind === 'ad' ? input.stock : input.kind === 'translator' ? input.perDay : null
    for (const day of days) {
      const type = {
        nameCn: day ? `${input.nameCn}（${day}）` : input.nameCn,
        nameEn: day ? `${input.nameEn} (${day})` : input.nameEn,
        descriptionCn: input.descriptionCn,
        descriptionEn: input.descriptionEn,
        priceFen: input.priceFen,
        // No ticket is issued for a service; the validity a ticket type must have is the translator's day, else the day it was offered.
        validFrom: day || offeredOn,
        validTo: day || offeredOn,
        registerLinkIds: [EXHIBITOR_SERVICE_REGISTER_LINK],
        giftable: false,
        transferable: false,
        status: 'onSale',
      }
      const known = current.find((row) => row.day === day)
      let ticketTypeId = known?.ticketTypeId
      if (ticketTypeId) await tx.update(ticketTypes).set(type).where(eq(ticketTypes.id, ticketTypeId))
      else {
        ticketTypeId = (await tx.insert(ticketTypes).values({ ...type, tenantId: exhibition.tenantId, exhibitionId: exhibition.id, sort: 2000 }).returning({ id: ticketTypes.id }))[0].id
        await tx.insert(exhibitorServiceTypes).values({ ticketTypeId, categoryId: category.id, day })
      }
      if (total !== null) {
        await tx.insert(ticketQuotas).values({ ticketTypeId, total }).onConflictDoUpdate({ target: ticketQuotas.ticketTypeId, set: { total } })
      }
    }
    // A day no longer offered stops selling; what was booked on it stays booked.
    const dropped = current.filter((row) => !days.includes(row.day)).map((row) => row.ticketTypeId)
    if (dropped.length) await tx.update(ticketTypes).set({ status: 'hidden' }).where(inArray(ticketTypes.id, dropped))
  })
}

interface TypeLine {
  ticketTypeId: string
  categoryId: string
  day: string
  status: string
  total: number | null
  sold: number | null
}

async function typeLines(db: Queryable, categoryIds: string[]): Promise<TypeLine[]> {
  if (categoryIds.length === 0) return []
  return db
    .select({
      ticketTypeId: exhibitorServiceTypes.ticketTypeId,
      categoryId: exhibitorServiceTypes.categoryId,
      day: exhibitorServiceTypes.day,
      status: ticketTypes.status,
      total: ticketQuotas.total,
      sold: ticketQuotas.sold,
    })
    .from(exhibitorServiceTypes)
    .innerJoin(ticketTypes, eq(ticketTypes.id, exhibitorServiceTypes.ticketTypeId))
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, exhibitorServiceTypes.ticketTypeId))
    .where(inArray(exhibitorServiceTypes.categoryId, categoryIds))
    .orderBy(asc(exhibitorServiceTypes.day))
}

function categoryView(row: ServiceCategoryRow, lines: TypeLine[], language: Language): ServiceCategoryView {
  const selling = lines.filter((line) => line.categoryId === row.id && line.status === 'onSale')
  const left = (line: TypeLine) => (line.total === null ? null : Math.max(0, line.total - (line.sold ?? 0)))
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as ServiceKind,
    name: language === 'en' ? row.nameEn : row.nameCn,
    description: language === 'en' ? row.descriptionEn : row.descriptionCn,
    priceFen: row.priceFen,
    currency: 'RMB',
    unit: row.kind === 'translator' ? 'day' : 'item',
    remaining: row.kind === 'ad' && selling[0] ? left(selling[0]) : null,
    language: row.language,
    days: row.kind === 'translator' ? selling.map((line) => ({ date: line.day, remaining: left(line) ?? 0 })) : [],
  }
}

export async function listServiceCategories(ctx: AppContext, exhibition: { tenantId: string; id: string }, kind: ServiceKind | undefined, language: Language): Promise<ServiceCategoryView[]> {
  // Held by unpaid orders past their time counts as taken until they expire: expire a batch first, so "left" is near true (the sweeper does the rest).
  await expireOverdue(ctx, { limit: 100 })
  const rows = await ctx.db
    .select()
    .from(exhibitorServiceCategories)
    .where(and(eq(exhibitorServiceCategories.tenantId, exhibition.tenantId), eq(exhibitorServiceCategories.exhibitionId, exhibition.id), kind ? eq(exhibitorServiceCategories.kind, kind) : undefined))
    .orderBy(asc(exhibitorServiceCategories.sort), asc(exhibitorServiceCategories.code))
  const lines = await typeLines(ctx.db, rows.map((row) => row.id))
  return rows.map((row) => categoryView(row, lines, language))
}

/** A reservation: the company's unpaid order of service types, placed by its admin. */
export async function reserveServices(ctx: AppContext, scope: Scope, user: AuthenticatedUser, input: ServiceReserveRequest, language: Language): Promise<string> {
  assertSetupOpen((await participationOf(ctx.db, scope)).row)
  const categoryIds = [...new Set(input.items.map((item) => item.categoryId))]
  const categories = await ctx.db
    .select()
    .from(exhibitorServiceCategories)
    .where(and(eq(exhibitorServiceCategories.tenantId, scope.tenantId), eq(exhibitorServiceCategories.exhibitionId, scope.exhibitionId), inArray(exhibitorServiceCategories.id, categoryIds)))
  const byId = new Map(categories.map((row) => [row.id, row]))
  const lines = await typeLines(ctx.db, categoryIds)
  const items = input.items.map((item) => {
    const category = byId.get(item.categoryId)
    if (!category) throw new AppError(404, 'error.notFound')
    const name = language === 'en' ? category.nameEn : category.nameCn
    const day = category.kind === 'translator' ? item.date : null
    if (category.kind === 'translator' && !day) throw new AppError(400, 'error.service.dayRequired', { name })
    const line = lines.find((candidate) => candidate.categoryId === category.id && candidate.day === (day ?? '') && candidate.status === 'onSale')
    if (!line) throw new AppError(category.kind === 'translator' ? 400 : 404, category.kind === 'translator' ? 'error.service.dayRequired' : 'error.notFound', { name })
    return { ticketTypeId: line.ticketTypeId, quantity: item.quantity }
  })
  const placed = await placeOrder(ctx, {
    user,
    exhibitionId: scope.exhibitionId,
    request: { exhibitionId: scope.exhibitionId, registerLinkId: EXHIBITOR_SERVICE_REGISTER_LINK, items },
    idempotencyKey: randomUUID(),
    language,
  })
  // Prices are at least 1 fen, so the order is unpaid here: no ticket was issued, and none will be once it is a service order.
  await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ kind: EXHIBITOR_SERVICE_ORDER_KIND }).where(and(eq(orders.id, placed.order.id), eq(orders.state, 'pendingPayment')))
    await tx.insert(exhibitorServiceReservations).values({ ...scope, orderId: placed.order.id, note: input.note })
  })
  const [row] = await ctx.db.select({ id: exhibitorServiceReservations.id }).from(exhibitorServiceReservations).where(eq(exhibitorServiceReservations.orderId, placed.order.id))
  return row.id
}

export async function reservationViews(ctx: AppContext, scope: Scope, options: { ids?: string[]; kind?: ServiceKind }, language: Language): Promise<ServiceReservationView[]> {
  let rows = await companyReservations(ctx, scope, options.ids)
  // An unpaid order past its time is shown as what it is: expired (its stock back), not as still payable.
  const overdue = rows.filter((row) => row.order.state === 'pendingPayment' && row.order.expiresAt.getTime() <= ctx.clock.now())
  if (overdue.length > 0) {
    for (const row of overdue) await expireOverdue(ctx, { orderId: row.order.id })
    rows = await companyReservations(ctx, scope, options.ids)
  }
  if (rows.length === 0) return []
  const lines = await ctx.db
    .select({ item: orderItems, serviceType: exhibitorServiceTypes, category: exhibitorServiceCategories })
    .from(orderItems)
    .innerJoin(exhibitorServiceTypes, eq(exhibitorServiceTypes.ticketTypeId, orderItems.ticketTypeId))
    .innerJoin(exhibitorServiceCategories, eq(exhibitorServiceCategories.id, exhibitorServiceTypes.categoryId))
    .where(inArray(orderItems.orderId, rows.map((row) => row.order.id)))
  const views = rows.map(({ reservation, order }) => {
    const items: ServiceReservationItem[] = lines
      .filter((line) => line.item.orderId === order.id)
      .map((line) => ({
        categoryId: line.category.id,
        code: line.category.code,
        kind: line.category.kind as ServiceKind,
        name: language === 'en' ? line.category.nameEn : line.category.nameCn,
        quantity: line.item.quantity,
        date: line.serviceType.day || null,
        unitPriceFen: line.item.unitPriceFen,
        amountFen: line.item.unitPriceFen * line.item.quantity,
      }))
    const view: ServiceReservationView = {
      id: reservation.id,
      exhibitionId: reservation.exhibitionId,
      state: reservationState(order.state),
      items,
      totalFen: order.payableFen,
      currency: 'RMB',
      note: reservation.note,
      orderId: order.id,
      orderNo: order.orderNo,
      createdAt: reservation.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      cancelledAt: reservationState(order.state) === 'cancelled' ? (order.closedAt?.toISOString() ?? null) : null,
    }
    return view
  })
  return options.kind ? views.filter((view) => view.items.some((item) => item.kind === options.kind)) : views
}

async function companyReservations(ctx: AppContext, scope: Scope, ids: string[] | undefined) {
  return ctx.db
    .select({ reservation: exhibitorServiceReservations, order: orders })
    .from(exhibitorServiceReservations)
    .innerJoin(orders, eq(orders.id, exhibitorServiceReservations.orderId))
    .where(
      and(
        eq(exhibitorServiceReservations.tenantId, scope.tenantId),
        eq(exhibitorServiceReservations.exhibitionId, scope.exhibitionId),
        eq(exhibitorServiceReservations.deptId, scope.deptId),
        ids ? inArray(exhibitorServiceReservations.id, ids) : undefined,
      ),
    )
    .orderBy(desc(exhibitorServiceReservations.createdAt), desc(exhibitorServiceReservations.id))
}

/** Unpaid reservations cancelled, all or none: one of another company, paid or already closed refuses the whole call. */
export async function deleteReservations(ctx: AppContext, scope: Scope, ids: string[], language: Language): Promise<void> {
  assertSetupOpen((await participationOf(ctx.db, scope)).row)
  const unique = [...new Set(ids)]
  const rows = await ctx.db
    .select({ order: orders })
    .from(exhibitorServiceReservations)
    .innerJoin(orders, eq(orders.id, exhibitorServiceReservations.orderId))
    .where(
      and(
        eq(exhibitorServiceReservations.tenantId, scope.tenantId),
        eq(exhibitorServiceReservations.exhibitionId, scope.exhibitionId),
        eq(exhibitorServiceReservations.deptId, scope.deptId),
        inArray(exhibitorServiceReservations.id, unique),
      ),
    )
  if (rows.length !== unique.length) throw new AppError(404, 'error.notFound')
  if (rows.some((row) => row.order.state !== 'pendingPayment')) throw new AppError(409, 'error.service.notUnpaid')
  for (const row of rows) await cancelOrder(ctx, row.order, language)
}

/** The orders engine's completion of a paid service order (app.ts hands it to applyPaymentEvent): paid, no ticket. */
export async function completeServiceOrder(tx: Db, order: OrderRow, at: number, language: Language, payment: { id: string; providerRef: string | null }): Promise<void> {
  await completeWithoutTickets(tx, order, at, language, payment)
}
