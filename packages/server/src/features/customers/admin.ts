import { sql } from 'drizzle-orm'
import type { AdminCustomerOverview, MembershipKind } from '@fairpass/core/contract'
import type { Exhibition } from '../../tenancy'
import type { Queryable } from './access'

/** The organiser's overview (`npm run admin -- customers`): per company at the exhibition, its membership, staff authorised and leads. */
export async function adminOverview(db: Queryable, exhibition: Exhibition, deptId: string | undefined): Promise<AdminCustomerOverview> {
  const result = await db.execute(sql`
    SELECT c.id AS dept_id, c.name_cn AS company,
      (SELECT m.kind FROM customer_memberships m WHERE m.exhibition_id = p.exhibition_id AND m.dept_id = c.id AND m.state = 'active' ORDER BY (m.kind = 'multi') DESC LIMIT 1) AS membership,
      (SELECT min(m.activated_at) FROM customer_memberships m WHERE m.exhibition_id = p.exhibition_id AND m.dept_id = c.id AND m.state = 'active') AS activated_at,
      (SELECT count(*)::int FROM customer_staff_grants g WHERE g.exhibition_id = p.exhibition_id AND g.dept_id = c.id) AS authorised_staff,
      (SELECT count(*)::int FROM customer_leads l WHERE l.exhibition_id = p.exhibition_id AND l.dept_id = c.id) AS leads
    FROM exhibitor_participations p JOIN exhibitor_companies c ON c.id = p.dept_id
    WHERE p.tenant_id = ${exhibition.tenantId} AND p.exhibition_id = ${exhibition.id} ${deptId ? sql`AND c.id = ${deptId}::uuid` : sql``}
    ORDER BY c.name_cn, c.id`)
  const rows = (result as unknown as { rows: { dept_id: string; company: string; membership: MembershipKind | null; activated_at: unknown; authorised_staff: number; leads: number }[] }).rows
  return {
    exhibitionId: exhibition.id,
    companies: rows.map((row) => ({
      deptId: row.dept_id,
      company: row.company,
      membership: row.membership,
      activatedAt: row.activated_at ? new Date(row.activated_at as string).toISOString() : null,
      authorisedStaff: Number(row.authorised_staff),
      leads: Number(row.leads),
    })),
  }
}
