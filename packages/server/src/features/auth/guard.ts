import { and, eq } from 'drizzle-orm'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AppContext } from '../../context'
import { revokedTokens, users } from './tables'
import { type Exhibition, exhibitionIdOf, exhibitions, tenantIdOf, wrongLink } from '../../tenancy'
import { AppError } from '../../errors'
import { bearerToken, verifyAccessToken } from './tokens'

export interface AuthenticatedUser {
  id: string
  tenantId: string
  account: string
  /** The token's id and expiry (epoch seconds), for logout. */
  tokenId?: string
  tokenExpires?: number
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

    // One round trip for the user and the exhibition the request names: the guard runs before every signed-in call,
    // and on the order hot path a second query here cost more than the order's own quota UPDATE.
    const exhibitionId = exhibitionIdOf(request)
    // A logged-out token's id is in revoked_tokens: looked up in the same round trip.
    const userColumns = {
      id: users.id, tenantId: users.tenantId, account: users.account, status: users.status, tokenVersion: users.tokenVersion, revoked: revokedTokens.jti,
    }
    const byUser = and(eq(users.id, claims.userId), eq(users.tenantId, claims.tenantId))
    const revokedJoin = eq(revokedTokens.jti, claims.jti ?? '')
    const [row] = exhibitionId
      ? await ctx.db
          .select({ ...userColumns, exhibition: exhibitions })
          .from(users)
          .leftJoin(revokedTokens, revokedJoin)
          .leftJoin(exhibitions, and(eq(exhibitions.tenantId, users.tenantId), eq(exhibitions.id, exhibitionId)))
          .where(byUser)
          .limit(1)
      : await ctx.db.select(userColumns).from(users).leftJoin(revokedTokens, revokedJoin).where(byUser).limit(1)
    if (!row) throw new AppError(401, 'error.notSignedIn')
    // Signed before the last password reset or change, or "log out everywhere": that session has ended.
    if ((claims.tokenVersion ?? 0) !== row.tokenVersion) throw new AppError(401, 'error.sessionExpired')
    // Logged out.
    if (row.revoked) throw new AppError(401, 'error.notSignedIn')
    if (row.status === 'restricted') throw new AppError(403, 'error.accountRestricted')
    request.authUser = { id: row.id, tenantId: row.tenantId, account: row.account, tokenId: claims.jti, tokenExpires: claims.exp }

    if (exhibitionId) {
      const exhibition = 'exhibition' in row ? (row.exhibition as Exhibition | null) : null
      if (!exhibition) throw wrongLink()
      request.exhibition = exhibition
    }
  }
}
