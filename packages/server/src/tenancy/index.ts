import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { exhibitions, type ExhibitionRow } from './tables'
import { findExhibition, findTenant, type ConfigReader } from './config'
import { AppError } from '../errors'
import { fairTimeZoneOr } from '@fairpass/core/utils'

export * from './tables'
export { findExhibition, findTenant, type ConfigReader } from './config'
export { allowedReturnOrigins, LOOPBACK_ORIGIN, publicOrigin, tenantEmbedOrigins } from './origins'

/** An exhibition row: what most of the code is handed once a link was checked. */
export type Exhibition = ExhibitionRow

/** A link naming an unknown tenant, or an exhibition that is not the tenant's, is a wrong link: 404. */
export function wrongLink(): AppError {
  return new AppError(404, 'error.wrongLink')
}

export async function requireTenant(reader: ConfigReader, tenantId: string | undefined): Promise<string> {
  if (!tenantId) throw wrongLink()
  const tenant = await findTenant(reader, tenantId)
  if (!tenant) throw wrongLink()
  return tenant.id
}

export async function requireExhibition(reader: ConfigReader, tenantId: string | undefined, exhibitionId: string | undefined): Promise<Exhibition> {
  if (!tenantId || !exhibitionId) throw wrongLink()
  const exhibition = await findExhibition(reader, tenantId, exhibitionId)
  if (!exhibition) throw wrongLink()
  return exhibition
}

/**
 * The exhibition's venue zone, the fair's clock of its days, deadlines and order numbers (core fairDay takes it). As
 * remembered with the exhibition (findExhibition); China time for an exhibition that is gone.
 */
export async function exhibitionTimeZone(reader: ConfigReader, tenantId: string, exhibitionId: string): Promise<string> {
  return fairTimeZoneOr((await findExhibition(reader, tenantId, exhibitionId))?.timeZone)
}

/** Whether new registrations are accepted at `now` (open and close times are both optional). */
export function registrationOpen(exhibition: Exhibition, now: number): boolean {
  if (exhibition.registrationOpensAt && now < exhibition.registrationOpensAt.getTime()) return false
  if (exhibition.registrationClosesAt && now >= exhibition.registrationClosesAt.getTime()) return false
  return exhibition.pageConfig.stopRegistration !== 'on'
}

/** Tenant ids arrive as query fields, body fields or the Tenant-Id header; the header wins. */
export function tenantIdOf(request: { headers: Record<string, unknown>; query?: unknown; body?: unknown; params?: unknown }): string | undefined {
  const header = request.headers['tenant-id']
  if (typeof header === 'string' && header.trim()) return header.trim()
  for (const source of [request.params, request.query, request.body]) {
    const value = source && typeof source === 'object' ? (source as Record<string, unknown>).tenantId : undefined
    if (typeof value === 'string' && value.trim()) return value.trim()
    if (typeof value === 'number') return String(value)
  }
  return undefined
}

/** exhibitionId (or the legacy lowercase exhibitionid) from params, query or body. */
export function exhibitionIdOf(request: { query?: unknown; body?: unknown; params?: unknown }): string | undefined {
  for (const source of [request.params, request.query, request.body]) {
    if (!source || typeof source !== 'object') continue
    const record = source as Record<string, unknown>
    const value = record.exhibitionId ?? record.exhibitionid
    if (typeof value === 'string' && value.trim()) return value.trim()
    if (typeof value === 'number') return String(value)
  }
  return undefined
}

/**
 * The exhibition an admin call names. Unknown: 404; another tenant's: 403, so a key never reaches past its
 * own organiser.
 */
export async function exhibitionForAdmin({ db }: { db: Db }, tenantId: string, exhibitionId: string): Promise<Exhibition> {
  const [exhibition] = await db.select().from(exhibitions).where(eq(exhibitions.id, exhibitionId)).limit(1)
  if (!exhibition) throw new AppError(404, 'error.unknownExhibition')
  if (exhibition.tenantId !== tenantId) throw new AppError(403, 'error.forbidden')
  return exhibition
}
