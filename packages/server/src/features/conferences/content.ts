import { and, asc, count, desc, eq, lte } from 'drizzle-orm'
import type { NewsDetail, NewsPage, NewsSummary, PartnerView } from '@fairpass/core/contract'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import type { Language } from '../../language'
import type { Scope } from './programme'
import { cleanHtml } from './richText'
import { newsItems, partners, type NewsRow } from './tables'

/*
 * The fair's news and partners (/news, /cooperationPartners), readable without login. News dated in the future is
 * not shown before its day; bodies are sanitised again on the way out (richText.ts).
 */

const pick = (language: Language, cn: string, en: string) => (language === 'en' ? en || cn : cn || en)

function newsSummary(row: NewsRow, language: Language): NewsSummary {
  return { id: row.id, title: pick(language, row.titleCn, row.titleEn), summary: pick(language, row.summaryCn, row.summaryEn), coverUrl: row.coverUrl, publishedAt: row.publishedAt.toISOString() }
}

const published = (scope: Scope, now: number) => and(eq(newsItems.tenantId, scope.tenantId), eq(newsItems.exhibitionId, scope.exhibitionId), lte(newsItems.publishedAt, new Date(now)))

export async function newsPage(db: Db, scope: Scope, paging: { page: number; size: number }, now: number, language: Language): Promise<NewsPage> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(newsItems).where(published(scope, now)).orderBy(desc(newsItems.publishedAt), asc(newsItems.key)).limit(paging.size).offset((paging.page - 1) * paging.size),
    db.select({ total: count() }).from(newsItems).where(published(scope, now)),
  ])
  return { page: paging.page, size: paging.size, total, records: rows.map((row) => newsSummary(row, language)) }
}

export async function newsDetail(db: Db, scope: Scope, id: string, now: number, language: Language): Promise<NewsDetail> {
  const [row] = await db.select().from(newsItems).where(and(published(scope, now), eq(newsItems.id, id)))
  if (!row) throw new AppError(404, 'error.notFound')
  return { ...newsSummary(row, language), bodyHtml: cleanHtml(pick(language, row.bodyCn, row.bodyEn)) }
}

export async function partnerList(db: Db, scope: Scope, language: Language): Promise<PartnerView[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(and(eq(partners.tenantId, scope.tenantId), eq(partners.exhibitionId, scope.exhibitionId)))
    .orderBy(asc(partners.sort), asc(partners.key))
  return rows.map((row) => ({ id: row.id, name: pick(language, row.nameCn, row.nameEn), tier: pick(language, row.tierCn, row.tierEn), logoUrl: row.logoUrl, url: row.url }))
}
