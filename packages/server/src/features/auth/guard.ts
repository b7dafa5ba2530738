import { and, eq } from 'drizzle-orm'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AppContext } from '../../context'
import { users } from '../../db'
import { AppError } from '../../errors'
import { exhibitionIdOf, requireExhibition, tenantIdOf, type Exhibition } from '../../tenancy'
import { bearerToken, verifyAccessToken } from './tokens'

export interface AuthenticatedUser {
  id: string
  tenantId: string
  account: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser. */
    authUser?: AuthenticatedUser
    /** Set by requireUser when the request names an exhibition. */
    exhibition?: Exhibition
  }
}

/** The signed-in user; only call from handlers guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authUser) throw new AppError(401, 'error.notSignedIn')
  return request.authUser
}

export function currentExhibition(request: FastifyRequest): Exhibition {
  if (!request.exhibition) throw new AppError(404, 'error.wrongLink')
  return request.exhibition
}

/**
 * Guards a route: a valid token (401 otherwise), the token's tenant must be the request's tenant
 * (403 otherwise), and a named exhibition must belong to that tenant (404 otherwise).
 */
export function requireUser(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function requireUserHandler(request) {
    const token = bearerToken(request.headers)
    if (!token) throw new AppError(401, 'error.notSignedIn')
    const claims = await verifyAccessToken(ctx, token)

    const requestedTenant = tenantIdOf(request)
    if (requestedTenant && requestedTenant !== claims.tenantId) throw new AppError(403, 'error.forbidden')

    const [user] = await ctx.db
      .select({ id: users.id, tenantId: users.tenantId, account: users.account, status: users.status, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, claims.userId), eq(users.tenantId, claims.tenantId)))
      .limit(1)
    if (!user) throw new AppError(401, 'error.notSignedIn')
    // Signed before the last password reset or change: that session has ended.
    if ((claims.tokenVersion ?? 0) !== user.tokenVersion) throw new AppError(401, 'error.sessionExpired')
    if (user.status === 'restricted') throw new AppError(403, 'error.accountRestricted')
    request.authUser = { id: user.id, tenantId: user.tenantId, account: user.account }

    const exhibitionId = exhibitionIdOf(request)
    if (exhibitionId) request.exhibition = await requireExhibition(ctx.db, claims.tenantId, exhibitionId)
  }
}
