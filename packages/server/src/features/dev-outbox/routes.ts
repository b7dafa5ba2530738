import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { outboxEntrySchema, type DevOutbox } from '../../notifier'
import { ok, okReply } from '../../http'

/** Demo only: lets a tester read the codes that would have gone out by SMS or e-mail. */
export function devOutboxRoutes(outbox: DevOutbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/outbox',
      { schema: { querystring: z.object({ to: z.string().trim().max(254).optional() }), response: okReply(z.array(outboxEntrySchema)) } },
      async (request) => ok(request, outbox.list(request.query.to || undefined)),
    )
  }
}
