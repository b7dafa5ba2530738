import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { TicketTypeView } from '@fairpass/core/contract'
import type { Db } from '../../db'
import type { ConfigReader } from '../../tenancy'
import { ticketQuotas, type TicketTypeRow, ticketTypes } from './tables'
import type { Language } from '../../language'

export type { TicketTypeRow }
/** A type as configured: its quota's size, not what it has sold (that changes with every order). */
export interface CatalogueType extends TicketTypeRow {
  quotaTotal: number | null
}
export interface TicketTypeWithQuota extends CatalogueType {
  quotaSold: number | null
}

/**
 * Every type of the exhibition (hidden ones included: an order may name one hidden since), by id, as this process
 * remembers it (changes/: forgotten whenever a type or a quota's size changes). Placing an order checks its lines
 * against it; the quota rows themselves are taken by the order's one conditional UPDATE.
 */
export function ticketCatalogue(reader: ConfigReader, tenantId: string, exhibitionId: string): Promise<Map<string, CatalogueType>> {
  return reader.changes.topic<Map<string, CatalogueType>>('ticketTypes').get(`${tenantId}/${exhibitionId}`, async () => {
    const rows = await reader.db
      .select({ type: ticketTypes, quotaTotal: ticketQuotas.total })
      .from(ticketTypes)
      .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
      .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, exhibitionId)))
    return new Map(rows.map((row) => [row.type.id, { ...row.type, quotaTotal: row.quotaTotal }]))
  })
}

const DAY_MS = 86_400_000
/** A day ticket names at most this many days (a typo of ten years never becomes a 3650-entry list). */
const MAX_DAYS = 366

/** Every ISO date from validFrom to validTo, both included. */
export function daysOf(validFrom: string, validTo: string): string[] {
  const start = Date.parse(`${validFrom}T00:00:00Z`)
  const end = Date.parse(`${validTo}T00:00:00Z`)
  if (!Number.isFinite(start) || !Number.isFinite(end)) return []
  const days: string[] = []
  for (let at = start; at <= end && days.length < MAX_DAYS; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

export function saleStateOf(type: Pick<TicketTypeRow, 'saleStartsAt' | 'saleEndsAt'>, now: number): TicketTypeView['saleState'] {
  if (type.saleStartsAt && now < type.saleStartsAt.getTime()) return 'notStarted'
  if (type.saleEndsAt && now >= type.saleEndsAt.getTime()) return 'ended'
  return 'onSale'
}

export function typeName(type: Pick<TicketTypeRow, 'nameCn' | 'nameEn'>, language: Language): string {
  return language === 'en' ? type.nameEn : type.nameCn
}

/** Whether a registration link offers the type: types without a link list are offered by every link. */
export function offeredBy(type: Pick<TicketTypeRow, 'registerLinkIds'>, registerLinkId: string | undefined): boolean {
  if (!type.registerLinkIds || type.registerLinkIds.length === 0) return true
  return registerLinkId !== undefined && type.registerLinkIds.includes(registerLinkId)
}

const withQuota = {
  type: ticketTypes,
  quotaTotal: ticketQuotas.total,
  quotaSold: ticketQuotas.sold,
}

function flatten(row: { type: TicketTypeRow; quotaTotal: number | null; quotaSold: number | null }): TicketTypeWithQuota {
  return { ...row.type, quotaTotal: row.quotaTotal, quotaSold: row.quotaSold }
}

/** The exhibition's visible types (not hidden), with their quota, in the organiser's order. */
export async function listTicketTypes(db: Db, tenantId: string, exhibitionId: string): Promise<TicketTypeWithQuota[]> {
  const rows = await db
    .select(withQuota)
    .from(ticketTypes)
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
    .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, exhibitionId), ne(ticketTypes.status, 'hidden')))
    .orderBy(asc(ticketTypes.sort), asc(ticketTypes.createdAt))
  return rows.map(flatten)
}

/** The named types of the exhibition (hidden ones included: an order may refer to one that was hidden since). */
export async function findTicketTypes(db: Db, tenantId: string, exhibitionId: string, ids: string[]): Promise<TicketTypeWithQuota[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(withQuota)
    .from(ticketTypes)
    .leftJoin(ticketQuotas, eq(ticketQuotas.ticketTypeId, ticketTypes.id))
    .where(and(eq(ticketTypes.tenantId, tenantId), eq(ticketTypes.exhibitionId, exhibitionId), inArray(ticketTypes.id, ids)))
  return rows.map(flatten)
}

export function ticketTypeView(type: TicketTypeWithQuota, language: Language, now: number): TicketTypeView {
  const remaining = type.quotaTotal === null ? null : Math.max(0, type.quotaTotal - (type.quotaSold ?? 0))
  return {
    id: type.id,
    name: typeName(type, language),
    description: language === 'en' ? type.descriptionEn : type.descriptionCn,
    notice: language === 'en' ? type.noticeEn : type.noticeCn,
    priceFen: type.priceFen,
    currency: 'RMB',
    validFrom: type.validFrom,
    validTo: type.validTo,
    entries: type.entries,
    requiresDay: type.requiresDay,
    days: type.requiresDay ? daysOf(type.validFrom, type.validTo) : [],
    perPersonLimit: type.perPersonLimit,
    perOrderLimit: type.perOrderLimit,
    conflictGroup: type.conflictGroup,
    remaining,
    soldOut: remaining === 0,
    saleState: saleStateOf(type, now),
    refundableUntil: type.refundableUntil?.toISOString() ?? null,
    refundFeePercent: type.refundFeePercent,
    giftable: type.giftable,
    transferable: type.transferable,
  }
}
