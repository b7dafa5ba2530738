import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okReply } from '../../http'

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness includes the database: a server that cannot query is not alive for its clients.
    app.get('/api/health', { schema: { response: okReply(z.object({ status: z.literal('ok') })) } }, async (request) => {
      await ctx.db.execute(sql`select 1`)
      return ok(request, { status: 'ok' as const })
    })
  }
}
