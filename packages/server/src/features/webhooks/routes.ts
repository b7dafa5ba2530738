import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { idSchema, webhookDeliveryListSchema, webhookDeliveryRefSchema, webhookEndpointCreateSchema, webhookEndpointRefSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, bodyOrEmpty, currentExhibition, ok, okReply, requireAdminKey } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { addEndpoint, listDeliveries, listEndpoints, redeliver, removeEndpoint } from './endpoints'

export const WEBHOOK_PATHS = {
  endpoints: '/api/admin/exhibitions/:exhibitionId/webhooks',
  endpoint: '/api/admin/exhibitions/:exhibitionId/webhooks/:endpointId',
  deliveries: '/api/admin/exhibitions/:exhibitionId/webhook-deliveries',
  redeliver: '/api/admin/exhibitions/:exhibitionId/webhook-deliveries/:deliveryId/redeliver',
} as const

const exhibitionParams = z.object({ exhibitionId: idSchema })

/** The organiser's webhook calls (`npm run admin -- webhooks | webhook-add | webhook-remove | webhook-deliveries | webhook-redeliver`). */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireAdminKey(ctx)
    // The exhibition must be the key's tenant's (404, 403), settled before the body is read (as features/admin does).
    const organiserExhibition = async (request: FastifyRequest) => {
      const params = exhibitionParams.safeParse(request.params)
      if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
    }
    const preValidation = [guard, organiserExhibition]

    app.get(WEBHOOK_PATHS.endpoints, { schema: { params: exhibitionParams, response: okReply(replies.webhookEndpointViewSchema.array()) }, preValidation }, async (request) =>
      ok(request, await listEndpoints(ctx, currentExhibition(request))),
    )

    app.post(
      WEBHOOK_PATHS.endpoints,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(webhookEndpointCreateSchema), response: okReply(replies.webhookEndpointCreatedSchema) }, preValidation },
      async (request) => ok(request, await addEndpoint(ctx, currentExhibition(request), request.body)),
    )

    app.delete(WEBHOOK_PATHS.endpoint, { schema: { params: webhookEndpointRefSchema, response: okReply(replies.removedSchema) }, preValidation }, async (request) =>
      ok(request, await removeEndpoint(ctx, currentExhibition(request), request.params.endpointId)),
    )

    app.get(
      WEBHOOK_PATHS.deliveries,
      { schema: { params: exhibitionParams, querystring: webhookDeliveryListSchema, response: okReply(replies.webhookDeliveryListSchema) }, preValidation },
      async (request) => ok(request, await listDeliveries(ctx, currentExhibition(request), request.query)),
    )

    app.post(
      WEBHOOK_PATHS.redeliver,
      { schema: { params: webhookDeliveryRefSchema, body: bodyOrEmpty(z.object({})), response: okReply(replies.webhookDeliveryViewSchema) }, preValidation },
      async (request) => ok(request, await redeliver(ctx, currentExhibition(request), request.params.deliveryId)),
    )
  }
}
