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
  /**
   * The account's membership of an exhibitor company that takes part in the exhibition (features/exhibitors);
   * undefined when the account acts for no company there.
   */
  exhibitorMember(tenantId: string, userId: string, exhibitionId: string): Promise<ExhibitorMembership | undefined>
  /** Whether the account is a group leader's subordinate at the exhibition (features/subordinates), disabled or not. */
  subordinateAt(tenantId: string, userId: string, exhibitionId: string): Promise<boolean>
}

/** Who an exhibitor account is at one exhibition: its company (deptId) and its role there. */
export interface ExhibitorMembership {
  deptId: string
  role: 'admin' | 'staff'
  /** The organiser set the password; the account must choose its own before anything else. */
  mustSetPassword: boolean
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
    /** Set by requireExhibitor: the caller's company at the request's exhibition. */
    exhibitor?: ExhibitorMembership
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

export interface ExhibitorGuardOptions {
  /** Only the company's admin passes (403 for staff). */
  admin?: boolean
  /** The call an admin makes before choosing their own password (the profile and setPassword). */
  beforePasswordSet?: boolean
}

/**
 * Guards an exhibitor call: requireUser's checks, then the request must name an exhibition (404 otherwise) where the
 * account acts for a company (403 otherwise). The company comes from the account, never from the request, so every
 * query the handler makes is scoped to `request.exhibitor.deptId`.
 */
export function requireExhibitor(ctx: AppContext, options: ExhibitorGuardOptions = {}): Guard {
  const user = requireUser(ctx)
  return async function requireExhibitorHandler(request) {
    await user(request)
    const exhibition = request.exhibition
    if (!exhibition) throw wrongLink()
    const member = await request.server.credentialChecks.exhibitorMember(exhibition.tenantId, request.authUser!.id, exhibition.id)
    if (!member) throw new AppError(403, 'error.exhibitor.notMember')
    if (member.mustSetPassword && !options.beforePasswordSet) throw new AppError(403, 'error.exhibitor.passwordNotSet')
    if (options.admin && member.role !== 'admin') throw new AppError(403, 'error.exhibitor.adminOnly')
    request.exhibitor = member
  }
}

/** The caller's company; only call from handlers guarded by requireExhibitor. */
export function currentExhibitor(request: FastifyRequest): ExhibitorMembership {
  if (!request.exhibitor) throw new AppError(403, 'error.exhibitor.notMember')
  return request.exhibitor
}
