import { and, desc, eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TICKET_PATHS, type DiscountQuote } from '@fairpass/core/contract'
import {
  adminOrderListSchema,
  discountQuoteSchema,
  exhibitionListSchema,
  idempotencyKeySchema,
  orderCreateSchema,
  orderRefSchema,
  payRequestSchema,
  refundRequestSchema,
  ticketTypeDetailSchema,
  ticketTypeListSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { orders } from './tables'
import {
  AppError,
  adminTenantOf,
  countInvalid,
  currentExhibition,
  currentUser,
  headersWith,
  ok,
  okReply,
  perVisitorCounted,
  requireAdminKey,
  requireUser,
  requiredTenantId,
  tenantOptional,
} from '../../http'
import { exhibitionForAdmin, requireExhibition } from '../../tenancy'
import type { PaymentProvider } from '../payments'
import { cancelOrder, expireOverdue } from './lifecycle'
import { payOwnOrder } from './pay'
import { checkLines, findDiscount, placeOrder, price } from './place'
import { refundQuote, requestRefund, type OrderRefunded } from './refunds'
import { findTicketTypes, listTicketTypes, offeredBy, ticketCatalogue, ticketTypeView } from './ticketTypes'
import { listOrdersForAdmin } from './admin'
import { findOwnOrder, findOwnOrderView, orderView, orderViews, placedOrderView } from './views'

/** Newest first; a visitor's order list of one exhibition is short, this only bounds a pathological one. */
const ORDER_LIST_MAX = 200

/**
 * The ticket-buying calls of contract/tickets.ts: ticket types, orders, payment start, refunds. `onRefunded` is what
 * features built on orders do in the transaction that completes a refund (an order that cost nothing is refunded at once).
 */
export function orderRoutes(ctx: AppContext, provider: PaymentProvider, onRefunded?: OrderRefunded): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    // /ticket-type: what the link offers, before login too (prices are public).
    app.get(
      TICKET_PATHS.ticketTypes,
      { schema: { querystring: tenantOptional(ticketTypeListSchema), response: okReply(replies.ticketTypeViewSchema.array()) } },
      async (request) => {
        const { query, language } = request
        const exhibition = await requireExhibition(ctx, requiredTenantId(request), query.exhibitionId)
        const now = ctx.clock.now()
        const types = await listTicketTypes(ctx.db, exhibition.tenantId, exhibition.id)
        return ok(
          request,
          types.filter((type) => offeredBy(type, query.registerLinkId)).map((type) => ticketTypeView(type, language, now)),
        )
      },
    )

    app.get(
      TICKET_PATHS.ticketType,
      { schema: { querystring: tenantOptional(ticketTypeDetailSchema), response: okReply(replies.ticketTypeViewSchema) } },
      async (request) => {
        const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
        const [type] = await findTicketTypes(ctx.db, exhibition.tenantId, exhibition.id, [request.query.id])
        if (!type || type.status === 'hidden') throw new AppError(404, 'error.notFound')
        return ok(request, ticketTypeView(type, request.language, ctx.clock.now()))
      },
    )

    // The price of a selection with a discount code, before ordering (refused for a type it does not cover).
    app.post(TICKET_PATHS.discountQuote, { schema: { body: discountQuoteSchema, response: okReply(replies.discountQuoteSchema) }, preValidation: guard }, async (request) => {
      const { body: input, language } = request
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const now = ctx.clock.now()
      const types = checkLines(await ticketCatalogue(ctx, user.tenantId, exhibition.id), input.registerLinkId, input.items, now, language)
      const priced = price(input.items, types, await findDiscount(ctx.db, user.tenantId, exhibition.id, input.code, now), language)
      const quote: DiscountQuote = { code: priced.discountCode ?? input.code, discountFen: priced.discountFen, totalFen: priced.totalFen, payableFen: priced.payableFen }
      return ok(request, quote)
    })

    // Spec §7 placeOrderByIdList: one order per Idempotency-Key. The per-visitor limit is counted by the order's first
    // statement (http/limits.ts perVisitorCounted), not by the plugin's hook: one round trip fewer per order.
    const placeRoute = { method: 'POST', url: TICKET_PATHS.placeOrder }
    app.post(
      placeRoute.url,
      {
        schema: { headers: headersWith({ 'idempotency-key': idempotencyKeySchema }), body: orderCreateSchema, response: okReply(replies.orderViewSchema) },
        preValidation: guard,
        attachValidation: true,
      },
      async (request) => {
        const { language } = request
        const user = currentUser(request)
        const limit = perVisitorCounted(ctx.env.orders.placePerMinute, placeRoute, user.id)
        await countInvalid(ctx.db, limit, request)
        const placed = await placeOrder(ctx, {
          user,
          exhibitionId: currentExhibition(request).id,
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          language,
          limit,
        })
        return ok(request, placed.fresh ? placedOrderView(placed.order, placed.fresh, language) : await orderView(ctx.db, placed.order, language))
      },
    )

    app.get(TICKET_PATHS.orders, { schema: { querystring: exhibitionListSchema, response: okReply(replies.orderViewSchema.array()) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      await expireOverdue(ctx, { userId: user.id })
      const rows = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.tenantId, user.tenantId), eq(orders.exhibitionId, exhibition.id)))
        .orderBy(desc(orders.createdAt), desc(orders.orderNo))
        .limit(ORDER_LIST_MAX)
      return ok(request, await orderViews(ctx.db, rows, request.language))
    })

    app.get(TICKET_PATHS.order, { schema: { querystring: orderRefSchema, response: okReply(replies.orderViewSchema) }, preValidation: guard }, async (request) => {
      const { query } = request
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const found = await findOwnOrderView(ctx.db, user, exhibition.id, query.orderId, request.language)
      // Only an unpaid order past its time can expire on read; every other order is shown as read (hot path: the
      // page polls it on return from the cashier). expireOverdue re-checks both conditions in its UPDATE.
      const { order } = found
      if (order.state === 'pendingPayment' && order.expiresAt.getTime() <= ctx.clock.now() && (await expireOverdue(ctx, { orderId: order.id }))) {
        return ok(request, (await findOwnOrderView(ctx.db, user, exhibition.id, query.orderId, request.language)).view)
      }
      return ok(request, found.view)
    })

    app.post(TICKET_PATHS.cancelOrder, { schema: { body: orderRefSchema, response: okReply(replies.orderViewSchema) }, preValidation: guard }, async (request) => {
      const { body: input, language } = request
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      await findOwnOrder(ctx.db, user, exhibition.id, input.orderId)
      await expireOverdue(ctx, { orderId: input.orderId })
      await cancelOrder(ctx, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language)
      return ok(request, await orderView(ctx.db, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language))
    })

    app.post(TICKET_PATHS.pay, { schema: { body: payRequestSchema, response: okReply(replies.paymentStartSchema) }, preValidation: guard }, async (request) => {
      const { body: input, language } = request
      return ok(request, await payOwnOrder(ctx, provider, currentUser(request), currentExhibition(request).id, input.orderId, input.returnUrl, language))
    })

    app.get(TICKET_PATHS.refundQuote, { schema: { querystring: orderRefSchema, response: okReply(replies.refundQuoteSchema) }, preValidation: guard }, async (request) => {
      const order = await findOwnOrder(ctx.db, currentUser(request), currentExhibition(request).id, request.query.orderId)
      return ok(request, await refundQuote(ctx, order, request.language))
    })

    app.post(TICKET_PATHS.refund, { schema: { body: refundRequestSchema, response: okReply(replies.orderViewSchema) }, preValidation: guard }, async (request) => {
      const { body: input, language } = request
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const order = await findOwnOrder(ctx.db, user, exhibition.id, input.orderId)
      await requestRefund(ctx, provider, order, input.reason, language, onRefunded)
      return ok(request, await orderView(ctx.db, await findOwnOrder(ctx.db, user, exhibition.id, input.orderId), language))
    })

    // Organiser API (`npm run admin -- orders`): stock, orders and late payments of an exhibition of the key's tenant.
    app.get(
      '/api/admin/exhibitions/:exhibitionId/orders',
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), querystring: adminOrderListSchema, response: okReply(replies.adminOrderListSchema) }, preValidation: requireAdminKey(ctx) },
      async (request) => {
        const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
        await expireOverdue(ctx)
        return ok(request, await listOrdersForAdmin(ctx, exhibition, request.query.state, request.query.limit))
      },
    )
  }
}
