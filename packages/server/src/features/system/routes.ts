import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context'
import { ok } from '../../envelope'

export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/blade-resource/system/time', async (request) => ok(request, { now: ctx.clock.now() }))
  }
}
