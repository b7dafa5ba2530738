import { and, desc, eq, sql } from 'drizzle-orm'
import {
  CUSTOMER_MEMBERSHIP_ORDER_KIND,
  CUSTOMER_MEMBERSHIP_REGISTER_LINK,
  CUSTOMER_MULTI_ACCOUNT_STAFF_MAX,
  MEMBERSHIP_KINDS,
  MEMBERSHIP_PRICES_FEN,
  type MembershipKind,
  type MembershipOrderView,
  type MembershipState,
} from '@fairpass/core/contract'
import { fairDay } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { exhibitionTimeZone } from '../../tenancy'
import type { AuthenticatedUser } from '../../http'
import type { Language } from '../../language'
import { exhibitorCompanies } from '../exhibitors'
import { completeWithoutTickets, expireOverdue, orders, placeOrder, ticketTypes, type OrderRow } from '../orders'
import { accessOf, refusalOf, type Caller, type Queryable, type Scope } from './access'
import { customerMemberships, customerMembershipTypes, customerStaffGrants } from './tables'

/*
 * The customer-lead membership (spec §6: single account 1000 yuan, multi-account 3000 yuan per exhibition period) is
 * sold through the one order engine, as the exhibitors' services are: each kind is a hidden ticket type offered only
 * by CUSTOMER_MEMBERSHIP_REGISTER_LINK, the company admin's order is placed with placeOrder, paid with the order calls
 * and the sandbox cashier, invoiced like any order. Its kind is CUSTOMER_MEMBERSHIP_ORDER_KIND, so paying it issues no
 * ticket: app.ts hands completeMembershipOrder to applyPaymentEvent, which activates the membership in the payment's
 * own transaction.
 */

const NAMES: Record<MembershipKind, { cn: string; en: string }> = {
  single: { cn: '客户线索会员（单账号）', en: 'Customer-lead membership (single account)' },
  multi: { cn: '客户线索会员（多账号）', en: 'Customer-lead membership (multi-account)' },
}

const PAID: ReadonlySet<string> = new Set(['paid', 'ticketIssued', 'entered', 'notEntered', 'completed'])

function orderState(state: string): MembershipOrderView['state'] {
  if (state === 'pendingPayment') return 'unpaid'
  return PAID.has(state) ? 'paid' : 'cancelled'
}

export function membershipOrderView(kind: MembershipKind, order: OrderRow): MembershipOrderView {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    kind,
    totalFen: order.payableFen,
    currency: 'RMB',
    state: orderState(order.state),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
  }
}

/** The hidden ticket types of the two kinds at the exhibition, made on first use. */
async function membershipTypes(ctx: AppContext, exhibition: { tenantId: string; exhibitionId: string }): Promise<Map<MembershipKind, string>> {
  const read = async () =>
    new Map(
      (await ctx.db.select().from(customerMembershipTypes).where(eq(customerMembershipTypes.exhibitionId, exhibition.exhibitionId))).map((row) => [row.kind as MembershipKind, row.ticketTypeId]),
    )
  let known = await read()
  if (MEMBERSHIP_KINDS.every((kind) => known.has(kind))) return known
  const today = fairDay(ctx.clock.now(), await exhibitionTimeZone(ctx, exhibition.tenantId, exhibition.exhibitionId))
  await ctx.db.transaction(async (tx) => {
    for (const kind of MEMBERSHIP_KINDS) {
      if (known.has(kind)) continue
      const [type] = await tx
        .insert(ticketTypes)
        .values({
          tenantId: exhibition.tenantId,
          exhibitionId: exhibition.exhibitionId,
          registerLinkIds: [CUSTOMER_MEMBERSHIP_REGISTER_LINK],
          nameCn: NAMES[kind].cn,
          nameEn: NAMES[kind].en,
          priceFen: MEMBERSHIP_PRICES_FEN[kind],
          // No ticket is issued for a membership; a ticket type needs a validity, so it is the day it was first offered.
          validFrom: today,
          validTo: today,
          perOrderLimit: 1,
          giftable: false,
          transferable: false,
          status: 'onSale',
          sort: 3000,
        })
        .returning({ id: ticketTypes.id })
      const mapped = await tx.insert(customerMembershipTypes).values({ exhibitionId: exhibition.exhibitionId, tenantId: exhibition.tenantId, kind, ticketTypeId: type.id }).onConflictDoNothing().returning()
      // Another request made it first: this one's type is never offered.
      if (mapped.length === 0) await tx.update(ticketTypes).set({ status: 'hidden' }).where(eq(ticketTypes.id, type.id))
    }
  })
  ctx.changes.forget('ticketTypes', `${exhibition.tenantId}/${exhibition.exhibitionId}`)
  known = await read()
  return known
}

async function companyName(db: Queryable, deptId: string, language: Language): Promise<string> {
  const [row] = await db.select({ nameCn: exhibitorCompanies.nameCn, nameEn: exhibitorCompanies.nameEn }).from(exhibitorCompanies).where(eq(exhibitorCompanies.id, deptId)).limit(1)
  return (language === 'en' ? row?.nameEn || row?.nameCn : row?.nameCn) ?? ''
}

async function membershipOrders(db: Queryable, scope: Scope) {
  return db
    .select({ membership: customerMemberships, order: orders })
    .from(customerMemberships)
    .innerJoin(orders, eq(orders.id, customerMemberships.orderId))
    .where(and(eq(customerMemberships.tenantId, scope.tenantId), eq(customerMemberships.exhibitionId, scope.exhibitionId), eq(customerMemberships.deptId, scope.deptId)))
    .orderBy(desc(customerMemberships.createdAt), desc(customerMemberships.id))
}

/** An unpaid membership order past its time is expired first, so it is never offered for payment again. */
async function pendingOrders(ctx: AppContext, scope: Scope) {
  let rows = await membershipOrders(ctx.db, scope)
  const overdue = rows.filter((row) => row.order.state === 'pendingPayment' && row.order.expiresAt.getTime() <= ctx.clock.now())
  if (overdue.length > 0) {
    for (const row of overdue) await expireOverdue(ctx, { orderId: row.order.id })
    rows = await membershipOrders(ctx.db, scope)
  }
  return rows
}

export async function seatsUsed(db: Queryable, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerStaffGrants)
    .where(and(eq(customerStaffGrants.tenantId, scope.tenantId), eq(customerStaffGrants.exhibitionId, scope.exhibitionId), eq(customerStaffGrants.deptId, scope.deptId)))
  return Number(row?.n ?? 0)
}

export async function activeMembership(db: Queryable, scope: Scope): Promise<MembershipState['membership']> {
  const rows = await membershipOrders(db, scope)
  const active = rows.filter((row) => row.membership.state === 'active').sort((a, b) => Number(b.membership.kind === 'multi') - Number(a.membership.kind === 'multi'))[0]
  return active ? { kind: active.membership.kind as MembershipKind, activatedAt: active.membership.activatedAt!.toISOString(), orderId: active.order.id } : null
}

export async function membershipState(ctx: AppContext, caller: Caller, language: Language): Promise<MembershipState> {
  const rows = await pendingOrders(ctx, caller)
  const access = await accessOf(ctx.db, caller)
  const membership = await activeMembership(ctx.db, caller)
  const pending = rows.find((row) => row.membership.state === 'unpaid' && row.order.state === 'pendingPayment')
  const reason = refusalOf(access, caller.role)
  return {
    exhibitionId: caller.exhibitionId,
    company: { deptId: caller.deptId, name: await companyName(ctx.db, caller.deptId, language) },
    role: caller.role,
    membership,
    pendingOrder: pending ? membershipOrderView(pending.membership.kind as MembershipKind, pending.order) : null,
    authorised: reason === null,
    reason,
    seats: membership?.kind === 'multi' ? { used: await seatsUsed(ctx.db, caller), max: CUSTOMER_MULTI_ACCOUNT_STAFF_MAX } : null,
    prices: MEMBERSHIP_KINDS.map((kind) => ({ kind, priceFen: MEMBERSHIP_PRICES_FEN[kind], currency: 'RMB' as const })),
  }
}

/**
 * The admin's order for a membership kind. An unpaid order of the same kind is answered again (a second tap, two
 * tabs); the idempotency key names the company, kind and how many orders of it came before, so two parallel first
 * taps become one order in the engine.
 */
export async function placeMembershipOrder(ctx: AppContext, caller: Caller, user: AuthenticatedUser, kind: MembershipKind, language: Language): Promise<MembershipOrderView> {
  const held = await activeMembership(ctx.db, caller)
  if (held && (held.kind === 'multi' || held.kind === kind)) throw new AppError(409, 'error.customer.membershipHeld')
  const rows = await pendingOrders(ctx, caller)
  const open = rows.find((row) => row.membership.kind === kind && row.order.state === 'pendingPayment')
  if (open) return membershipOrderView(kind, open.order)
  const types = await membershipTypes(ctx, caller)
  const ticketTypeId = types.get(kind)!
  const before = rows.filter((row) => row.membership.kind === kind).length
  const placed = await placeOrder(ctx, {
    user,
    exhibitionId: caller.exhibitionId,
    request: { exhibitionId: caller.exhibitionId, registerLinkId: CUSTOMER_MEMBERSHIP_REGISTER_LINK, items: [{ ticketTypeId, quantity: 1 }] },
    idempotencyKey: `customer-membership:${caller.deptId}:${kind}:${before}`,
    language,
  })
  // The price is above zero, so the order is unpaid here and no ticket was issued; as a membership order none will be.
  await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ kind: CUSTOMER_MEMBERSHIP_ORDER_KIND }).where(and(eq(orders.id, placed.order.id), eq(orders.state, 'pendingPayment')))
    await tx
      .insert(customerMemberships)
      .values({ tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId, kind, orderId: placed.order.id, buyerUserId: caller.userId })
      .onConflictDoNothing()
  })
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.order.id))
  return membershipOrderView(kind, order)
}

/** The orders engine's completion of a paid membership order (app.ts hands it to applyPaymentEvent): paid, the membership active, no ticket. */
export async function completeMembershipOrder(tx: Db, order: OrderRow, at: number, language: Language, payment: { id: string; providerRef: string | null }): Promise<void> {
  const when = await completeWithoutTickets(tx, order, at, language, payment)
  await tx.update(customerMemberships).set({ state: 'active', activatedAt: when }).where(and(eq(customerMemberships.orderId, order.id), eq(customerMemberships.state, 'unpaid')))
}
