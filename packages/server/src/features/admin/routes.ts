import * as z from 'zod/mini'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  approveRequestSchema,
  autoApproveRequestSchema,
  embedOriginsSchema,
  idSchema,
  registrationListQuerySchema,
  rejectRequestSchema,
} from '@fairpass/core/validation'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { exhibitionForAdmin, tenants } from '../../tenancy'
import { publicOrigin, tenantEmbedOrigins } from '../payments'
import { ok } from '../../envelope'
import { parseInput } from '../../errors'
import { requestLanguage } from '../../language'
import { adminTenantOf, requireAdminKey } from './keys'
import { approveRegistration, listRegistrations, rejectRegistration, setAutoApprove } from './review'

export const ADMIN_PREFIX = '/api/admin'

const exhibitionParams = z.object({ exhibitionId: idSchema })

/**
 * The organiser API (docs/architecture.md): every call carries a tenant's API key, and the exhibition it
 * names must belong to that tenant. Inputs are checked with the shared schemas the CLI also uses.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const guard = requireAdminKey(ctx)

    async function exhibitionOf(request: FastifyRequest) {
      const { exhibitionId } = parseInput(exhibitionParams, request.params, requestLanguage(request))
      return exhibitionForAdmin(ctx, adminTenantOf(request), exhibitionId)
    }

    const base = `${ADMIN_PREFIX}/exhibitions/:exhibitionId`

    app.get(`${base}/registrations`, { preHandler: guard }, async (request) => {
      const exhibition = await exhibitionOf(request)
      const query = parseInput(registrationListQuerySchema, request.query ?? {}, requestLanguage(request))
      return ok(request, await listRegistrations(ctx, exhibition, query))
    })

    app.post(`${base}/registrations/approve`, { preHandler: guard }, async (request) => {
      const exhibition = await exhibitionOf(request)
      const target = parseInput(approveRequestSchema, request.body ?? {}, requestLanguage(request))
      return ok(request, await approveRegistration(ctx, exhibition, target))
    })

    app.post(`${base}/registrations/reject`, { preHandler: guard }, async (request) => {
      const exhibition = await exhibitionOf(request)
      const { reason, ...target } = parseInput(rejectRequestSchema, request.body ?? {}, requestLanguage(request))
      return ok(request, await rejectRegistration(ctx, exhibition, target, reason))
    })

    app.put(`${base}/auto-approve`, { preHandler: guard }, async (request) => {
      const exhibition = await exhibitionOf(request)
      const { autoApprove } = parseInput(autoApproveRequestSchema, request.body ?? {}, requestLanguage(request))
      return ok(request, await setAutoApprove(ctx, exhibition, autoApprove))
    })

    // The key's tenant's embedding origins (issue 11): payment return addresses and CORS. Replaced as a whole.
    app.get(`${ADMIN_PREFIX}/tenant/origins`, { preHandler: guard }, async (request) => {
      return ok(request, await originsView(ctx, adminTenantOf(request)))
    })

    app.put(`${ADMIN_PREFIX}/tenant/origins`, { preHandler: guard }, async (request) => {
      const { origins } = parseInput(embedOriginsSchema, request.body ?? {}, requestLanguage(request))
      const tenantId = adminTenantOf(request)
      await ctx.db.update(tenants).set({ embedOrigins: [...new Set(origins)] }).where(eq(tenants.id, tenantId))
      return ok(request, await originsView(ctx, tenantId))
    })
  }
}

async function originsView(ctx: AppContext, tenantId: string): Promise<{ tenantId: string; origins: string[]; serverWide: string[]; own: string }> {
  return { tenantId, origins: await tenantEmbedOrigins(ctx.db, tenantId), serverWide: ctx.env.orders.returnOrigins, own: publicOrigin(ctx) }
}
