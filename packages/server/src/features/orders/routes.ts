import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { TICKET_PATHS, type DiscountQuote } from '@fairpass/core/contract'
import {
  adminOrderListSchema,
  discountQuoteSchema,
  exhibitionListSchema,
  idempotencyHeaderSchema,
  orderCreateSchema,
  orderRefSchema,
  payRequestSchema,
  refundRequestSchema,
  ticketTypeDetailSchema,
  ticketTypeListSchema,
} from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { orders } from './tables'
import { ok } from '../../envelope'
import { AppError, parseInput } from '../../errors'
import { perVisitor } from '../../http/limits'
import { requestLanguage } from '../../language'
import { exhibitionForAdmin, requireExhibition, tenantIdOf } from '../../tenancy'
import { currentExhibition, currentUser, requireUser } from '../auth'
import type { PaymentProvider } from '../payments'
import { cancelOrder, expireOverdue } from './lifecycle'
import { returnUrlFor, startPayment } from './pay'
import { checkLines, findDiscount, placeOrder, price } from './place'
import { refundQuote, requestRefund } from './refunds'
import { findTicketTypes, listTicketTypes, offeredBy, ticketTypeView } from './ticketTypes'
import { adminTenantOf, requireAdminKey } from '../admin/keys'
import { listOrdersForAdmin } from './admin'
import { findOwnOrder, orderView, orderViews, placedOrderView } from './views'

/** Newest first; a visitor's order list of one exhibition is short, this only bounds a pathological one. */
const ORDER_LIST_MAX = 200

/** The ticket-buying calls of contract/tickets.ts: ticket types, orders, payment start, refunds. */
export function orderRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    const guard = requireUser(ctx)

    // /ticket-type: what the link offers, before login too (prices are public).
    app.get(TICKET_PATHS.ticketTypes, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(ticketTypeListSchema, { ...(request.query as object), tenantId: tenantIdOf(request) }, language)
      const exhibition = await requireExhibition(ctx.db, query.tenantId, query.exhibitionId)
      const now = ctx.clock.now()
      const types = await listTicketTypes(ctx.db, exhibition.tenantId, exhibition.id)
      return ok(
        request,
        types.filter((type) => offeredBy(type, query.registerLinkId)).map((type) => ticketTypeView(type, language, now)),
      )
    })

    app.get(TICKET_PATHS.ticketType, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(ticketTypeDetailSchema, { ...(request.query as object), tenantId: tenantIdOf(request) }, language)
      const exhibition = await requireExhibition(ctx.db, query.tenantId, query.exhibitionId)
      const [type] = await findTicketTypes(ctx.db, exhibition.tenantId, exhibition.id, [query.id])
      if (!type || type.status === 'hidden') throw new AppError(404, 'error.notFound')
      return ok(request, ticketTypeView(type, language, ctx.clock.now()))
    })

    // The price of a selection with a discount code, before ordering (refused for a type it does not cover).
    app.post(TICKET_PATHS.discountQuote, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const input = parseInput(discountQuoteSchema, request.body, language)
      const now = ctx.clock.now()
      const types = await checkLines(ctx.db, user.tenantId, exhibition.id, input.registerLinkId, input.items, now, language)
      const priced = price(input.items, types, await findDiscount(ctx.db, user.tenantId, exhibition.id, input.code, now), language)
      const quote: DiscountQuote = { code: priced.discountCode ?? input.code, discountFen: priced.discountFen, totalFen: priced.totalFen, payableFen: priced.payableFen }
      return ok(request, quote)
    })

    // Spec §7 placeOrderByIdList: one order per Idempotency-Key.
    app.post(TICKET_PATHS.placeOrder, { preHandler: guard, config: perVisitor(ctx.env.orders.placePerMinute) }, async (request) => {
      const language = requestLanguage(request)
      const key = parseInput(idempotencyHeaderSchema, { 'Idempotency-Key': request.headers['idempotency-key'] }, language)['Idempotency-Key']
      const input = parseInput(orderCreateSchema, request.body, language)
      const placed = await placeOrder(ctx, { user: currentUser(request), exhibitionId: currentExhibition(request).id, request: input, idempotencyKey: key, language })
      return ok(request, placed.fresh ? placedOrderView(placed.order, placed.fresh, language) : await orderView(ctx.db, placed.order, language))
    })

    app.get(TICKET_PATHS.orders, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      parseInput(exhibitionListSchema, request.query, language)
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      await expireOverdue(ctx, { userId: user.id })
      const rows = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.tenantId, user.tenantId), eq(orders.exhibitionId, exhibition.id)))
        .orderBy(desc(orders.createdAt), desc(orders.orderNo))
        .limit(ORDER_LIST_MAX)
      return ok(request, await orderViews(ctx.db, rows, language))
    })

    app.get(TICKET_PATHS.order, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(orderRefSchema, request.query, language)
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      let order = await findOwnOrder(ctx.db, user, exhibition.id, query.orderId)
      // Only an unpaid order past its time can expire on read; every other order is shown as read (hot path: the
      // page polls it on return from the cashier). expireOverdue re-checks both conditions in its UPDATE.
      if (order.state === 'pendingPayment' && order.expiresAt.getTime() <= ctx.clock.now() && (await expireOverdue(ctx, { orderId: order.id }))) {
        order = await findOwnOrder(ctx.db, user, exhibition.id, query.orderId)
      }
      return ok(request, await orderView(ctx.db, order, language))
    })

    app.post(TICKET_PATHS.cancelOrder, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const input = parseInput(orderRefSchema, request.body, language)
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      await findOwnOrder(ctx.db, user, exhibition.id, input.orderId)
      await expireOverdue(ctx, { orderId: input.orderId })
      await cancelOrder(ctx, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language)
      return ok(request, await orderView(ctx.db, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language))
    })

    app.post(TICKET_PATHS.pay, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const input = parseInput(payRequestSchema, request.body, language)
      const order = await findOwnOrder(ctx.db, currentUser(request), currentExhibition(request).id, input.orderId)
      const returnUrl = await returnUrlFor(ctx, input.returnUrl, order, language)
      return ok(request, await startPayment(ctx, provider, order, returnUrl, language))
    })

    app.get(TICKET_PATHS.refundQuote, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(orderRefSchema, request.query, language)
      const order = await findOwnOrder(ctx.db, currentUser(request), currentExhibition(request).id, query.orderId)
      return ok(request, await refundQuote(ctx, order, language))
    })

    app.post(TICKET_PATHS.refund, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const input = parseInput(refundRequestSchema, request.body, language)
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const order = await findOwnOrder(ctx.db, user, exhibition.id, input.orderId)
      await requestRefund(ctx, provider, order, input.reason, language)
      return ok(request, await orderView(ctx.db, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language))
    })

    // Organiser API (`npm run admin -- orders`): stock, orders and late payments of an exhibition of the key's tenant.
    app.get('/api/admin/exhibitions/:exhibitionId/orders', { preHandler: requireAdminKey(ctx) }, async (request) => {
      const language = requestLanguage(request)
      const { exhibitionId } = parseInput(exhibitionListSchema, request.params, language)
      const query = parseInput(adminOrderListSchema, request.query ?? {}, language)
      const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), exhibitionId)
      await expireOverdue(ctx)
      return ok(request, await listOrdersForAdmin(ctx, exhibition, query.state, query.limit))
    })
  }
}
