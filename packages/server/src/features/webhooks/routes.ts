import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  idSchema,
  webhookDeliveryListSchema,
  webhookDeliveryRefSchema,
  webhookEndpointCreateSchema,
  webhookEndpointRefSchema,
  webhookEndpointUpdateSchema,
  webhookSecretRotateSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, bodyOrEmpty, currentExhibition, ok, okReply, requireAdminKey } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import {
  addEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
  rotateSecret,
  setEndpointEnabled,
} from './endpoints'
import { pruneDelivered } from './prune'

export const WEBHOOK_PATHS = {
  endpoints: '/api/admin/exhibitions/:exhibitionId/webhooks',
  endpoint: '/api/admin/exhibitions/:exhibitionId/webhooks/:endpointId',
  enabled: '/api/admin/exhibitions/:exhibitionId/webhooks/:endpointId/enabled',
  rotateSecret: '/api/admin/exhibitions/:exhibitionId/webhooks/:endpointId/rotate-secret',
  deliveries: '/api/admin/exhibitions/:exhibitionId/webhook-deliveries',
  redeliver: '/api/admin/exhibitions/:exhibitionId/webhook-deliveries/:deliveryId/redeliver',
  prune: '/api/admin/exhibitions/:exhibitionId/webhook-events/prune',
} as const

const exhibitionParams = z.object({ exhibitionId: idSchema })

/**
 * The organiser's webhook calls (`npm run admin -- webhooks | webhook-add | webhook-remove | webhook-disable |
 * webhook-enable | webhook-rotate-secret | webhook-deliveries | webhook-redeliver | webhook-prune`).
 */
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

    app.put(
      WEBHOOK_PATHS.enabled,
      { schema: { params: webhookEndpointRefSchema, body: bodyOrEmpty(webhookEndpointUpdateSchema), response: okReply(replies.webhookEndpointViewSchema) }, preValidation },
      async (request) => ok(request, await setEndpointEnabled(ctx, currentExhibition(request), request.params.endpointId, request.body)),
    )

    app.post(
      WEBHOOK_PATHS.rotateSecret,
      { schema: { params: webhookEndpointRefSchema, body: bodyOrEmpty(webhookSecretRotateSchema), response: okReply(replies.webhookEndpointCreatedSchema) }, preValidation },
      async (request) => ok(request, await rotateSecret(ctx, currentExhibition(request), request.params.endpointId, request.body)),
    )

    app.post(
      WEBHOOK_PATHS.prune,
      { schema: { params: exhibitionParams, body: bodyOrEmpty(z.object({})), response: okReply(replies.webhookPruneResultSchema) }, preValidation },
      async (request) => {
        const exhibition = currentExhibition(request)
        const deleted = await pruneDelivered(ctx, { tenantId: exhibition.tenantId, exhibitionId: exhibition.id })
        return ok(request, { deleted, retentionDays: ctx.env.webhooks.retentionDays })
      },
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
