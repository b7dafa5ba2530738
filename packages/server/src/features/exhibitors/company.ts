import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { BoothView, FileRef, ReviewPart, ReviewState } from '@fairpass/core/contract'
import { fileLink } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { ExhibitorMembership } from '../../http'
import type { Language } from '../../language'
import {
  exhibitorBooths,
  exhibitorCompanies,
  exhibitorCredentials,
  exhibitorMembers,
  exhibitorParticipations,
  exhibitorProducts,
  exhibitorSettings,
  type BoothRow,
  type CompanyRow,
  type ParticipationRow,
} from './tables'
import { COUNTED_CREDENTIAL_STATES } from './rules'

/*
 * A company at one exhibition, as every call of the portal sees it: the caller's scope (tenant, exhibition, company)
 * and what hangs off it. Nothing here takes a company from a request: the scope comes from the guard.
 */

/** The transaction handle or the database: the same queries run in both. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface Scope {
  tenantId: string
  exhibitionId: string
  deptId: string
}

/** When the organiser set nothing for the exhibition. */
export const DEFAULT_PRODUCT_CAP = 10
export const DEFAULT_CREDENTIAL_CAP = 10

/** The membership the guard checks (http/auth.ts requireExhibitor): the account's company, if it takes part in the exhibition. */
export async function findMembership(db: Queryable, tenantId: string, userId: string, exhibitionId: string): Promise<ExhibitorMembership | undefined> {
  const [row] = await db
    .select({ deptId: exhibitorMembers.deptId, role: exhibitorMembers.role, mustSetPassword: exhibitorMembers.mustSetPassword })
    .from(exhibitorMembers)
    .innerJoin(exhibitorParticipations, and(eq(exhibitorParticipations.deptId, exhibitorMembers.deptId), eq(exhibitorParticipations.exhibitionId, exhibitionId)))
    .where(and(eq(exhibitorMembers.tenantId, tenantId), eq(exhibitorMembers.userId, userId), eq(exhibitorParticipations.tenantId, tenantId)))
    .limit(1)
  return row ? { deptId: row.deptId, role: row.role as 'admin' | 'staff', mustSetPassword: row.mustSetPassword } : undefined
}

export interface Settings {
  defaultProductCap: number
  defaultCredentialCap: number
  credentialDeadline: Date | null
}

export async function settingsOf(db: Queryable, exhibitionId: string): Promise<Settings> {
  const [row] = await db.select().from(exhibitorSettings).where(eq(exhibitorSettings.exhibitionId, exhibitionId)).limit(1)
  return {
    defaultProductCap: row?.defaultProductCap ?? DEFAULT_PRODUCT_CAP,
    defaultCredentialCap: row?.defaultCredentialCap ?? DEFAULT_CREDENTIAL_CAP,
    credentialDeadline: row?.credentialDeadline ?? null,
  }
}

export interface Participation {
  row: ParticipationRow
  company: CompanyRow
  productCap: number
  credentialCap: number
  settings: Settings
}

/**
 * The company's participation; `lock` takes its row lock first (inside a transaction), so writers that count
 * against a cap take turns: the count they read stays true until they commit.
 */
export async function participationOf(db: Queryable, scope: Scope, options: { lock?: boolean } = {}): Promise<Participation> {
  const query = db
    .select()
    .from(exhibitorParticipations)
    .where(and(eq(exhibitorParticipations.tenantId, scope.tenantId), eq(exhibitorParticipations.exhibitionId, scope.exhibitionId), eq(exhibitorParticipations.deptId, scope.deptId)))
  const [row] = options.lock ? await query.for('update') : await query.limit(1)
  if (!row) throw new AppError(404, 'error.notFound')
  const [company] = await db.select().from(exhibitorCompanies).where(eq(exhibitorCompanies.id, scope.deptId)).limit(1)
  const settings = await settingsOf(db, scope.exhibitionId)
  return { row, company, productCap: row.productCap ?? settings.defaultProductCap, credentialCap: row.credentialCap ?? settings.defaultCredentialCap, settings }
}

export async function boothsOf(db: Queryable, exhibitionId: string, deptId: string): Promise<BoothRow[]> {
  return db.select().from(exhibitorBooths).where(and(eq(exhibitorBooths.exhibitionId, exhibitionId), eq(exhibitorBooths.deptId, deptId))).orderBy(asc(exhibitorBooths.sort), asc(exhibitorBooths.boothNo))
}

export function boothView(row: BoothRow): BoothView {
  return { id: row.id, hall: row.hall, boothNo: row.boothNo, type: row.type as BoothView['type'], area: row.area }
}

export async function productCount(db: Queryable, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exhibitorProducts)
    .where(and(eq(exhibitorProducts.tenantId, scope.tenantId), eq(exhibitorProducts.exhibitionId, scope.exhibitionId), eq(exhibitorProducts.deptId, scope.deptId)))
  return Number(row?.n ?? 0)
}

/** Badges holding a place under the cap (pending and approved). */
export async function countedCredentials(db: Queryable, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exhibitorCredentials)
    .where(
      and(
        eq(exhibitorCredentials.tenantId, scope.tenantId),
        eq(exhibitorCredentials.exhibitionId, scope.exhibitionId),
        eq(exhibitorCredentials.deptId, scope.deptId),
        inArray(exhibitorCredentials.state, [...COUNTED_CREDENTIAL_STATES]),
      ),
    )
  return Number(row?.n ?? 0)
}

export function companyName(company: Pick<CompanyRow, 'nameCn' | 'nameEn'>, language: Language): string {
  return language === 'en' && company.nameEn ? company.nameEn : company.nameCn
}

const iso = (value: Date | null) => value?.toISOString() ?? null

export function cataloguePart(row: ParticipationRow): ReviewPart {
  return { state: row.catalogueState as ReviewState, reason: row.catalogueReason, submittedAt: iso(row.catalogueSubmittedAt), decidedAt: iso(row.catalogueDecidedAt) }
}

export function exhibitsPart(row: ParticipationRow): ReviewPart {
  return { state: row.exhibitsState as ReviewState, reason: row.exhibitsReason, submittedAt: iso(row.exhibitsSubmittedAt), decidedAt: iso(row.exhibitsDecidedAt) }
}

export function fileRef(fileId: string | null, thumbFileId: string | null): FileRef | null {
  if (!fileId) return null
  return { fileId, link: fileLink(fileId), thumbLink: thumbFileId ? fileLink(thumbFileId) : null }
}

export function scopeOf(exhibition: { tenantId: string; id: string }, member: { deptId: string }): Scope {
  return { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: member.deptId }
}
