import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { VisitorClaims, VisitorRecord } from '../../http'
import { findExhibition } from '../../tenancy'
import { revokedTokens, users } from './tables'

type Credentials = Omit<VisitorRecord, 'exhibition'>

/**
 * The visitor guard's lookup (http/auth.ts applies the rules): the token's user, whether the token was logged out,
 * and the exhibition the request names. The guard runs before every signed-in call, so both are remembered between
 * requests (changes/): the migrations' triggers tell every process when a user's account, status or token version
 * changes or one of their tokens is logged out, and the user's entries are forgotten at once.
 */
export async function findVisitor(ctx: Pick<AppContext, 'db' | 'changes'>, claims: VisitorClaims, exhibitionId: string | undefined): Promise<VisitorRecord | undefined> {
  const [credentials, exhibition] = await Promise.all([
    // Keyed by user first: a notice names the user, and forgets every token of theirs (changes/ `forget`).
    ctx.changes.topic<Credentials | null>('users').get(`${claims.userId}|${claims.tenantId}|${claims.jti ?? ''}`, () => loadCredentials(ctx, claims)),
    exhibitionId ? findExhibition(ctx, claims.tenantId, exhibitionId) : null,
  ])
  return credentials ? { ...credentials, exhibition } : undefined
}

async function loadCredentials({ db }: Pick<AppContext, 'db'>, claims: VisitorClaims): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId, account: users.account, status: users.status, tokenVersion: users.tokenVersion, revoked: revokedTokens.jti })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti ?? ''))
    .where(and(eq(users.id, claims.userId), eq(users.tenantId, claims.tenantId)))
    .limit(1)
  return row ? { ...row, revoked: row.revoked !== null } : null
}
