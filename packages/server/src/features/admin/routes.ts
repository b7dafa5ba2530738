import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  approveRequestSchema,
  autoApproveRequestSchema,
  timeZoneRequestSchema,
  bulkReviewRequestSchema,
  resendTicketRequestSchema,
  embedOriginsSchema,
  idSchema,
  registrationListQuerySchema,
  rejectRequestSchema,
} from '@fairpass/core/validation'
import { eq } from 'drizzle-orm'
import type { OriginsView } from '@fairpass/core/contract'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { exhibitionForAdmin, publicOrigin, tenantEmbedOrigins, tenants } from '../../tenancy'
import type { FastifyRequest } from 'fastify'
import { adminTenantOf, bodyOrEmpty, currentExhibition, ok, okReply, requireAdminKey } from '../../http'
import { approveRegistration, listRegistrations, rejectRegistration, setAutoApprove, setTimeZone } from './review'
import { bulkReview } from './bulk'
import { resendTicket } from './resend'

export const ADMIN_PREFIX = '/api/admin'

const exhibitionParams = z.object({ exhibitionId: idSchema })

/**
 * The organiser API (docs/architecture.md): every call carries a tenant's API key, and the exhibition it
 * names must belong to that tenant. Inputs are checked with the shared schemas the CLI also uses.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireAdminKey(ctx)
    /**
     * The path's exhibition must be the key's tenant's (404, 403), settled before the body is read so another tenant
     * learns nothing from how its input would be refused. A malformed id is left to the params schema (400).
     */
    const organiserExhibition = async (request: FastifyRequest) => {
      const params = exhibitionParams.safeParse(request.params)
      if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
    }
    const exhibitionGuard = [guard, organiserExhibition]

    const base = `${ADMIN_PREFIX}/exhibitions/:exhibitionId`

    app.get(
      `${base}/registrations`,
      { schema: { params: exhibitionParams, querystring: registrationListQuerySchema, response: okReply(replies.registrationPageSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await listRegistrations(ctx, currentExhibition(request), request.query)),
    )

    app.post(
      `${base}/registrations/approve`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(approveRequestSchema), response: okReply(replies.reviewResultSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await approveRegistration(ctx, currentExhibition(request), request.body)),
    )

    app.post(
      `${base}/registrations/reject`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(rejectRequestSchema), response: okReply(replies.reviewResultSchema) }, preValidation: exhibitionGuard },
      async (request) => {
        const exhibition = currentExhibition(request)
        const { reason, ...target } = request.body
        return ok(request, await rejectRegistration(ctx, exhibition, target, reason))
      },
    )

    // Many at once (issue 20): each registration its own row-locked step, one answer line per registration.
    app.post(
      `${base}/registrations/review-bulk`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(bulkReviewRequestSchema), response: okReply(replies.bulkReviewResultSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await bulkReview(ctx, currentExhibition(request), request.body)),
    )

    app.post(
      `${base}/registrations/resend-ticket`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(resendTicketRequestSchema), response: okReply(replies.resendResultSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await resendTicket(ctx, currentExhibition(request), request.body)),
    )

    app.put(
      `${base}/auto-approve`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(autoApproveRequestSchema), response: okReply(replies.autoApproveSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await setAutoApprove(ctx, currentExhibition(request), request.body.autoApprove)),
    )

    app.put(
      `${base}/time-zone`,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(timeZoneRequestSchema), response: okReply(replies.timeZoneViewSchema) }, preValidation: exhibitionGuard },
      async (request) => ok(request, await setTimeZone(ctx, currentExhibition(request), request.body.timeZone)),
    )

    // The key's tenant's embedding origins (issue 11): payment return addresses and CORS. Replaced as a whole.
    app.get(`${ADMIN_PREFIX}/tenant/origins`, { schema: { response: okReply(replies.originsViewSchema) }, preValidation: guard }, async (request) => {
      return ok(request, await originsView(ctx, adminTenantOf(request)))
    })

    app.put(
      `${ADMIN_PREFIX}/tenant/origins`,
      { schema: { body: bodyOrEmpty(embedOriginsSchema), response: okReply(replies.originsViewSchema) }, preValidation: guard },
      async (request) => {
        const tenantId = adminTenantOf(request)
        await ctx.db.update(tenants).set({ embedOrigins: [...new Set(request.body.origins)] }).where(eq(tenants.id, tenantId))
        // The answer and this process's next request read the new list; other processes on the trigger's notice.
        ctx.changes.forget('tenants', tenantId)
        return ok(request, await originsView(ctx, tenantId))
      },
    )
  }
}

async function originsView(ctx: AppContext, tenantId: string): Promise<OriginsView> {
  return { tenantId, origins: await tenantEmbedOrigins(ctx, tenantId), serverWide: ctx.env.orders.returnOrigins, own: publicOrigin(ctx) }
}
