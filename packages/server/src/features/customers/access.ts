import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { MembershipKind } from '@fairpass/core/contract'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { currentExhibition, currentExhibitor, currentUser, requireExhibitor, type Guard } from '../../http'

/*
 * Who may use the lead tools: the company's membership for the exhibition must be paid, and the account authorised
 * under it (single account: the company admin; multi-account: the admin and the staff the admin authorised). Read
 * from the database on every call, so an authorisation taken back ends the access at the very next request.
 */

/** The transaction handle or the database. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** The caller's company at the request's exhibition: every query of the feature is scoped by it. */
export interface Scope {
  tenantId: string
  exhibitionId: string
  deptId: string
}

export interface Caller extends Scope {
  userId: string
  role: 'admin' | 'staff'
}

export function callerOf(request: FastifyRequest): Caller {
  const member = currentExhibitor(request)
  const exhibition = currentExhibition(request)
  return { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: member.deptId, userId: currentUser(request).id, role: member.role }
}

export const scopeOf = (caller: Scope): Scope => ({ tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId })

export interface Access {
  /** The best paid membership kind of the company at the exhibition. */
  kind: MembershipKind | null
  granted: boolean
}

export async function accessOf(db: Queryable, caller: Caller): Promise<Access> {
  const result = await db.execute(sql`
    SELECT
      (SELECT m.kind FROM customer_memberships m
        WHERE m.tenant_id = ${caller.tenantId} AND m.exhibition_id = ${caller.exhibitionId} AND m.dept_id = ${caller.deptId}::uuid AND m.state = 'active'
        ORDER BY (m.kind = 'multi') DESC LIMIT 1) AS kind,
      EXISTS (SELECT 1 FROM customer_staff_grants g
        WHERE g.exhibition_id = ${caller.exhibitionId} AND g.dept_id = ${caller.deptId}::uuid AND g.user_id = ${caller.userId}::uuid) AS granted`)
  const [row] = (result as unknown as { rows: { kind: MembershipKind | null; granted: boolean }[] }).rows
  return { kind: row?.kind ?? null, granted: Boolean(row?.granted) }
}

/** Why the caller may not use the lead tools, or null when they may. */
export function refusalOf(access: Access, role: 'admin' | 'staff'): 'noMembership' | 'notAuthorised' | null {
  if (!access.kind) return 'noMembership'
  if (role === 'admin') return null
  return access.kind === 'multi' && access.granted ? null : 'notAuthorised'
}

/** The guard of every lead call: an exhibitor account (requireExhibitor), then the membership and the authorisation. */
export function requireLeadAccess(ctx: AppContext): Guard {
  const member = requireExhibitor(ctx)
  return async function requireLeadAccessHandler(request) {
    await member(request)
    const caller = callerOf(request)
    const refusal = refusalOf(await accessOf(ctx.db, caller), caller.role)
    if (refusal === 'noMembership') throw new AppError(403, 'error.customer.noMembership')
    if (refusal === 'notAuthorised') throw new AppError(403, 'error.customer.notAuthorised')
  }
}

/** Company admin only (the membership is not needed: buying it, authorising staff, moving leads). */
export function requireCompanyAdmin(ctx: AppContext): Guard {
  const member = requireExhibitor(ctx)
  return async function requireCompanyAdminHandler(request) {
    await member(request)
    if (currentExhibitor(request).role !== 'admin') throw new AppError(403, 'error.customer.adminOnly')
  }
}

/** Serialises writers of one company's counted rows (labels, staff seats) so a cap holds under concurrent calls. */
export async function lockCompany(tx: Queryable, scope: Scope, what: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customers:${what}:${scope.exhibitionId}:${scope.deptId}`}))`)
}

export const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString())
