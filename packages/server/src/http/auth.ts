import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { AppError } from '../errors'
import { exhibitionIdOf, tenantIdOf, wrongLink, type Exhibition } from '../tenancy'

/*
 * The visitor guard. http/ sits below the features and imports none of them: what only a feature knows (how a token
 * is signed, where users and logged-out tokens are kept: features/auth) is handed in once by app.ts through
 * registerCredentialChecks. The rules of who passes are here.
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

/** The token's user as stored, with the exhibition the request names (null when it names none or another tenant's). */
export interface VisitorRecord {
  id: string
  tenantId: string
  account: string
  status: string
  tokenVersion: number
  /** The token's id is among the logged-out ones. */
  revoked: boolean
  exhibition: Exhibition | null
}

/** The checks only the features can make, wired in by app.ts. */
export interface CredentialChecks {
  /** A visitor's bearer token → its claims; throws the 401 (bad signature, expired, …). */
  visitorToken(token: string): Promise<VisitorClaims>
  /**
   * The claims' user and the named exhibition in one round trip (the guard runs before every signed-in call, and on
   * the order hot path a second query cost more than the order's own quota UPDATE); undefined when no such user.
   */
  visitor(claims: VisitorClaims, exhibitionId: string | undefined): Promise<VisitorRecord | undefined>
  /**
   * The tenant of an organiser key that may open something in this deployment: known, not revoked, and not the demo
   * key outside demo mode; undefined otherwise.
   */
  organiserKeyTenant(key: string): Promise<string | undefined>
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
// The context stays in the signature every feature calls; what the guard needs of the database comes through app.credentialChecks.
export function requireUser(_ctx: AppContext): Guard {
  return async function requireUserHandler(request) {
    const token = bearerToken(request.headers)
    if (!token) throw new AppError(401, 'error.notSignedIn')
    const claims = await request.server.credentialChecks.visitorToken(token)

    const requestedTenant = tenantIdOf(request)
    if (requestedTenant && requestedTenant !== claims.tenantId) throw new AppError(403, 'error.forbidden')

    const exhibitionId = exhibitionIdOf(request)
    const row = await request.server.credentialChecks.visitor(claims, exhibitionId)
    if (!row) throw new AppError(401, 'error.notSignedIn')
    // Signed before the last password reset or change, or "log out everywhere": that session has ended.
    if ((claims.tokenVersion ?? 0) !== row.tokenVersion) throw new AppError(401, 'error.sessionExpired')
    // Logged out.
    if (row.revoked) throw new AppError(401, 'error.notSignedIn')
    if (row.status === 'restricted') throw new AppError(403, 'error.accountRestricted')
    request.authUser = { id: row.id, tenantId: row.tenantId, account: row.account, tokenId: claims.jti, tokenExpires: claims.exp }

    if (exhibitionId) {
      if (!row.exhibition) throw wrongLink()
      request.exhibition = row.exhibition
    }
  }
}
