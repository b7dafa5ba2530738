import { eq, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { revokedTokens, users } from './tables'
import { currentUser, ok, okReply, requireUser } from '../../http'

export const LOGOUT_PATH = '/api/blade-auth/oauth/logout'
export const LOGOUT_ALL_PATH = '/api/blade-auth/oauth/logout-all'

/*
 * Server-side logout (issue 12 hole 5). One session: its token id goes to revoked_tokens until the token would have
 * expired anyway (requireUser refuses it). Every session: the account's token version is raised, as a password
 * change does, so every token signed before is refused.
 */
export function logoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    app.post(LOGOUT_PATH, { schema: { response: okReply(z.object({ loggedOut: z.literal(true) })) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      const now = ctx.clock.now()
      if (user.tokenId) {
        const expiresAt = new Date((user.tokenExpires ?? Math.ceil(now / 1000) + ctx.env.tokenTtlSeconds) * 1000)
        await ctx.db.insert(revokedTokens).values({ jti: user.tokenId, userId: user.id, expiresAt }).onConflictDoNothing()
        // Rows of tokens past their expiry protect nothing any more.
        await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now)))
      } else {
        // A token from before token ids: it can only be ended with every other session.
        await ctx.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date(now) }).where(eq(users.id, user.id))
      }
      // This process answers the next call with the token as refused, without waiting for the trigger's notice.
      ctx.changes.forget('users', user.id)
      return ok(request, { loggedOut: true as const })
    })

    app.post(LOGOUT_ALL_PATH, { schema: { response: okReply(z.object({ loggedOut: z.literal(true), everywhere: z.literal(true) })) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      await ctx.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date(ctx.clock.now()) }).where(eq(users.id, user.id))
      ctx.changes.forget('users', user.id)
      return ok(request, { loggedOut: true as const, everywhere: true as const })
    })
  }
}
