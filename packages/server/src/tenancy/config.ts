import { and, eq } from 'drizzle-orm'
import type { ChangeCache } from '../changes'
import type { Db } from '../db'
import { exhibitions, tenants, type ExhibitionRow, type TenantRow } from './tables'

/** What reads shared configuration needs: the database, and what this process remembers of it (changes/). */
export interface ConfigReader {
  db: Db
  changes: ChangeCache
}

/** The tenant's row as remembered (a tenant's settings change rarely; every change is noticed), or null. */
export function findTenant({ db, changes }: ConfigReader, tenantId: string): Promise<TenantRow | null> {
  return changes.topic<TenantRow | null>('tenants').get(tenantId, async () => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1)
    return tenant ?? null
  })
}

/** The exhibition, when it is the tenant's; as remembered like findTenant. */
export function findExhibition({ db, changes }: ConfigReader, tenantId: string, exhibitionId: string): Promise<ExhibitionRow | null> {
  return changes.topic<ExhibitionRow | null>('exhibitions').get(`${tenantId}/${exhibitionId}`, async () => {
    const [exhibition] = await db
      .select()
      .from(exhibitions)
      .where(and(eq(exhibitions.id, exhibitionId), eq(exhibitions.tenantId, tenantId)))
      .limit(1)
    return exhibition ?? null
  })
}

