import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context'
import { registrations } from '../user'
import { AppError, ok, okReply } from '../../http'
import { findOrCreateUser, findUserByAccount, issueLoginTicket } from '../auth'
import { requireExhibition, requireTenant } from '../../tenancy'
import { grantTickets, grantedTicketsSchema, orders } from '../orders'

/*
 * Demo only (registered beside the dev outbox): stand-ins for the systems around FairPass, so the browser tests
 * can walk flows whose first step happens elsewhere — the mini-program issuing an imaster sign-in code, and a
 * registration taken back after its entry code link was sent, and tickets landing in a wallet without a purchase.
 */

const tenantId = z.string().trim().regex(/^\d{6}$/)
const account = z.string().trim().min(3).max(254)

export function devToolsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // What the mini-program backend does before it opens the H5 page with from=miniApp&imasterCode=….
    app.post(
      '/api/dev/imaster-code',
      { schema: { body: z.object({ tenantId, account }), response: okReply(z.object({ imasterCode: z.string() })) } },
      async (request) => {
        const { tenantId: tenant, account: name } = request.body
        // An unknown tenant is a wrong link, not a user row pointing nowhere (a 500, found by http/hostileSweep.test.ts).
        await requireTenant(ctx, tenant)
        const user = await findOrCreateUser(ctx, tenant, name.includes('@') ? 'email' : 'sms', name.toLowerCase())
        return ok(request, { imasterCode: await issueLoginTicket(ctx, tenant, 'imaster', user.id) })
      },
    )

    // The registration is back to "not approved" while the visitor still holds the link to its entry code.
    app.post(
      '/api/dev/registrations/revoke',
      { schema: { body: z.object({ tenantId, exhibitionId: z.string().trim().min(1).max(32), account, registerType: z.string().trim().min(1).max(64).default('visitor') }), response: okReply(z.object({ revoked: z.literal(true) })) } },
      async (request) => {
        const body = request.body
        const user = await findUserByAccount(ctx, body.tenantId, body.account)
        if (!user) throw new AppError(404, 'error.registrationNotFound')
        const revoked = await ctx.db
          .update(registrations)
          .set({ examineResult: 'reject', examineReason: 'revoked (demo)', updatedAt: new Date(ctx.clock.now()) })
          .where(
            and(
              eq(registrations.tenantId, body.tenantId),
              eq(registrations.exhibitionId, body.exhibitionId),
              eq(registrations.userId, user.id),
              eq(registrations.registerType, body.registerType),
            ),
          )
          .returning({ id: registrations.id })
        if (revoked.length === 0) throw new AppError(404, 'error.registrationNotFound')
        return ok(request, { revoked: true as const })
      },
    )
    // Tickets in a wallet as a paid order leaves them (order ticketIssued), for walking the wallet pages.
    app.post(
      '/api/dev/tickets/issue',
      {
        schema: {
          body: z.object({
            tenantId,
            exhibitionId: z.string().trim().min(1).max(32),
            account,
            ticketTypeId: z.string().uuid().optional(),
            quantity: z.number().int().min(1).max(50).default(1),
            day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
          }),
          response: okReply(grantedTicketsSchema),
        },
      },
      async (request) => {
        const body = request.body
        const exhibition = await requireExhibition(ctx, body.tenantId, body.exhibitionId)
        const name = body.account.toLowerCase()
        const user = await findOrCreateUser(ctx, exhibition.tenantId, name.includes('@') ? 'email' : 'sms', name)
        const issued = await grantTickets(ctx, {
          tenantId: exhibition.tenantId,
          exhibitionId: exhibition.id,
          userId: user.id,
          ticketTypeId: body.ticketTypeId,
          quantity: body.quantity,
          day: body.day,
        })
        return ok(request, issued)
      },
    )
    // An order of the account's marked as paid in another currency (as a foreign partner's sale would be): every
    // order placed here is in RMB, and the invoice pages must show their refusal for the others (spec §5).
    app.post(
      '/api/dev/orders/currency',
      {
        schema: {
          body: z.object({ tenantId, account, orderId: z.string().uuid(), currency: z.string().trim().regex(/^[A-Z]{3}$/) }),
          response: okReply(z.object({ orderId: z.string(), currency: z.string() })),
        },
      },
      async (request) => {
        const body = request.body
        const user = await findUserByAccount(ctx, body.tenantId, body.account)
        if (!user) throw new AppError(404, 'error.notFound')
        const changed = await ctx.db
          .update(orders)
          .set({ currency: body.currency, updatedAt: new Date(ctx.clock.now()) })
          .where(and(eq(orders.id, body.orderId), eq(orders.tenantId, body.tenantId), eq(orders.userId, user.id)))
          .returning({ id: orders.id })
        if (changed.length === 0) throw new AppError(404, 'error.notFound')
        return ok(request, { orderId: body.orderId, currency: body.currency })
      },
    )
  }
}
