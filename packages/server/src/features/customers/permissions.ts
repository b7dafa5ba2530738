import { and, eq, inArray, sql } from 'drizzle-orm'
import { CUSTOMER_MULTI_ACCOUNT_STAFF_MAX, type PermissionPage } from '@fairpass/core/contract'
import type { PermissionSubmitRequest } from '@fairpass/core/validation'
import { maskPhone } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { exhibitorMembers } from '../exhibitors'
import { lockCompany, type Caller, type Queryable, type Scope } from './access'
import { personName } from './leads'
import { activeMembership, seatsUsed } from './membership'
import { customerStaffGrants } from './tables'

/*
 * Staff authorisation (/accountMngPage, spec §7 permission page and submit): with the multi-account membership the
 * company admin authorises staff accounts of the company, at most CUSTOMER_MULTI_ACCOUNT_STAFF_MAX, and takes them
 * back. A change is one transaction under the company's lock: all or none, and parallel submits never pass the cap.
 */

export async function permissionPage(db: Queryable, scope: Scope): Promise<PermissionPage> {
  const membership = await activeMembership(db, scope)
  const result = await db.execute(sql`
    SELECT m.user_id, m.role, u.name, u.account, g.granted_at,
      (SELECT count(*)::int FROM customer_leads l WHERE l.exhibition_id = ${scope.exhibitionId} AND l.dept_id = m.dept_id AND l.owner_user_id = m.user_id) AS leads
    FROM exhibitor_members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN customer_staff_grants g ON g.exhibition_id = ${scope.exhibitionId} AND g.dept_id = m.dept_id AND g.user_id = m.user_id
    WHERE m.tenant_id = ${scope.tenantId} AND m.dept_id = ${scope.deptId}::uuid
    ORDER BY (m.role = 'admin') DESC, m.created_at, m.user_id`)
  const rows = (result as unknown as { rows: { user_id: string; role: 'admin' | 'staff'; name: string | null; account: string; granted_at: unknown; leads: number }[] }).rows
  return {
    membership,
    seats: membership?.kind === 'multi' ? { used: await seatsUsed(db, scope), max: CUSTOMER_MULTI_ACCOUNT_STAFF_MAX } : null,
    accounts: rows.map((row) => ({
      userId: row.user_id,
      name: personName(row.name, row.account),
      account: maskPhone(row.account),
      role: row.role,
      authorised: membership !== null && (row.role === 'admin' || (membership.kind === 'multi' && row.granted_at !== null)),
      authorisedAt: row.granted_at ? new Date(row.granted_at as string).toISOString() : null,
      leads: Number(row.leads),
    })),
  }
}

export async function submitPermissions(ctx: AppContext, caller: Caller, input: PermissionSubmitRequest): Promise<PermissionPage> {
  const scope = { tenantId: caller.tenantId, exhibitionId: caller.exhibitionId, deptId: caller.deptId }
  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, scope, 'seats')
    const membership = await activeMembership(tx, scope)
    if (!membership) throw new AppError(403, 'error.customer.noMembership')
    if (membership.kind !== 'multi') throw new AppError(409, 'error.customer.singleNoStaff')
    const ids = [...new Set(input.changes.map((change) => change.userId))]
    const staff = await tx
      .select({ userId: exhibitorMembers.userId })
      .from(exhibitorMembers)
      .where(and(eq(exhibitorMembers.tenantId, scope.tenantId), eq(exhibitorMembers.deptId, scope.deptId), eq(exhibitorMembers.role, 'staff'), inArray(exhibitorMembers.userId, ids)))
    if (staff.length !== ids.length) throw new AppError(409, 'error.customer.notStaff')
    // The last word for an account counts when it is named twice.
    const wanted = new Map(input.changes.map((change) => [change.userId, change.authorised]))
    const grant = [...wanted].filter(([, on]) => on).map(([userId]) => userId)
    const revoke = [...wanted].filter(([, on]) => !on).map(([userId]) => userId)
    const inScope = and(eq(customerStaffGrants.exhibitionId, scope.exhibitionId), eq(customerStaffGrants.deptId, scope.deptId))
    if (revoke.length > 0) await tx.delete(customerStaffGrants).where(and(inScope, inArray(customerStaffGrants.userId, revoke)))
    if (grant.length > 0) await tx.insert(customerStaffGrants).values(grant.map((userId) => ({ ...scope, userId, grantedBy: caller.userId }))).onConflictDoNothing()
    const used = await seatsUsed(tx, scope)
    if (used > CUSTOMER_MULTI_ACCOUNT_STAFF_MAX) throw new AppError(409, 'error.customer.seatsFull', { n: CUSTOMER_MULTI_ACCOUNT_STAFF_MAX })
  })
  return permissionPage(ctx.db, scope)
}

