import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { exhibitions, revokedTokens, users } from '../db'
import { AppError } from '../errors'
import { exhibitionIdOf, tenantIdOf, wrongLink, type Exhibition } from '../tenancy'

/*
 * The visitor guard. http/ sits below the features and imports none of them: what only a feature knows (how a token
 * is signed, features/auth/tokens.ts) is handed in once by app.ts through registerCredentialChecks.
 */

/** What a verified visitor token says (features/auth signs it). */
export interface VisitorClaims {
  userId: string
  tenantId: string
  tokenVersion?: number
  /** The token's id (logout revokes it) and expiry, epoch seconds. */
  jti?: string
  exp?: number
}

/** The checks only the features can make, wired in by app.ts. */
export interface CredentialChecks {
  /** A visitor's bearer token → its claims; throws the 401 (bad signature, expired, …). */
  visitorToken(token: string): Promise<VisitorClaims>
  /** Whether an organiser key may open anything in this deployment at all (the demo key: only in demo mode). */
  organiserKeyUsable(key: string): boolean
}

export interface AuthenticatedUser {
  id: string
  tenantId: string
  account: string
  /** The token's id and expiry (epoch seconds), for logout. */
  tokenId?: string
  tokenExpires?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    credentialChecks: CredentialChecks
  }
  interface FastifyRequest {
    /** Set by requireUser. */
    authUser?: AuthenticatedUser
    /** Set by requireUser when the request names an exhibition. */
    exhibition?: Exhibition
  }
}

export function registerCredentialChecks(app: FastifyInstance, checks: CredentialChecks): void {
  app.decorate('credentialChecks', checks)
}

/** `Authorization: Bearer <t>` or the Blade-style `Blade-Auth: bearer <t>`. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of ['authorization', 'blade-auth']) {
    const value = headers[name]
    if (typeof value !== 'string') continue
    const match = /^bearer\s+(\S+)$/i.exec(value.trim())
    if (match) return match[1]
  }
  return undefined
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

/** A guard, given as the route's `preValidation`: who calls is settled before what they sent is read. */
export type Guard = (request: FastifyRequest) => Promise<void>

/**
 * Guards a route: a valid token (401 otherwise), the token's tenant must be the request's tenant
 * (403 otherwise), and a named exhibition must belong to that tenant (404 otherwise). It reads the tenant and the
 * exhibition from the request as sent (before the route schema strips or trims anything).
 */
export function requireUser(ctx: AppContext): Guard {
  return async function requireUserHandler(request) {
    const token = bearerToken(request.headers)
    if (!token) throw new AppError(401, 'error.notSignedIn')
    const claims = await request.server.credentialChecks.visitorToken(token)

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
