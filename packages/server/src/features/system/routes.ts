import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okReply } from '../../http'

export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/blade-resource/system/time', { schema: { response: okReply(z.object({ now: z.number() })) } }, async (request) => ok(request, { now: ctx.clock.now() }))
  }
}
