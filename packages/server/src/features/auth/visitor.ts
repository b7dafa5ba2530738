import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { VisitorClaims, VisitorRecord } from '../../http'
import { exhibitions } from '../../tenancy'
import { revokedTokens, users } from './tables'

/**
 * The visitor guard's lookup (http/auth.ts applies the rules): the token's user, whether the token was logged out,
 * and the exhibition the request names, in one round trip — the guard runs before every signed-in call.
 */
export async function findVisitor(ctx: Pick<AppContext, 'db'>, claims: VisitorClaims, exhibitionId: string | undefined): Promise<VisitorRecord | undefined> {
  const columns = { id: users.id, tenantId: users.tenantId, account: users.account, status: users.status, tokenVersion: users.tokenVersion, revoked: revokedTokens.jti }
  const byUser = and(eq(users.id, claims.userId), eq(users.tenantId, claims.tenantId))
  const revokedJoin = eq(revokedTokens.jti, claims.jti ?? '')
  if (!exhibitionId) {
    const [row] = await ctx.db.select(columns).from(users).leftJoin(revokedTokens, revokedJoin).where(byUser).limit(1)
    return row && { ...row, revoked: row.revoked !== null, exhibition: null }
  }
  const [row] = await ctx.db
    .select({ ...columns, exhibition: exhibitions })
    .from(users)
    .leftJoin(revokedTokens, revokedJoin)
    .leftJoin(exhibitions, and(eq(exhibitions.tenantId, users.tenantId), eq(exhibitions.id, exhibitionId)))
    .where(byUser)
    .limit(1)
  return row && { ...row, revoked: row.revoked !== null }
}
