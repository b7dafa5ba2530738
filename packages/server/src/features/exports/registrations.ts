import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { formFields } from '../config'
import { registrations } from '../user'
import { type Column, type SheetSource, when } from './workbook'

/*
 * Every registration of the exhibition with its review state and the profile the person gave: one column per profile
 * field the exhibition's forms ask (by their labels, in the form's order), then any other answer found in the
 * profiles (a field since removed from the form still has its answers).
 */

export const PAGE = 1000

const WORDS = {
  en: { account: 'Account', mobile: 'Mobile', email: 'E-mail', registerType: 'Register type', submittedAt: 'Submitted (UTC)', complete: 'Profile submitted', review: 'Review', reason: 'Reason', examinedAt: 'Reviewed (UTC)', entryCode: 'Entry code', source: 'Channel', createdAt: 'Registered (UTC)', yes: 'yes', no: 'no', pending: 'pending', approve: 'approved', reject: 'rejected', sheet: 'Registrations' },
  cn: { account: '账号', mobile: '手机', email: '邮箱', registerType: '登记类型', submittedAt: '提交时间 (UTC)', complete: '已提交资料', review: '审核', reason: '原因', examinedAt: '审核时间 (UTC)', entryCode: '入场码', source: '渠道', createdAt: '登记时间 (UTC)', yes: '是', no: '否', pending: '待审核', approve: '通过', reject: '不通过', sheet: '登记' },
} satisfies Record<Language, Record<string, string>>

/** A profile answer as one cell: lists comma-separated, anything structured as JSON. */
export function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', ')
  return JSON.stringify(value)
}

async function profileColumns(ctx: AppContext, exhibition: Exhibition, language: Language): Promise<Column[]> {
  const fields = await ctx.db
    .select({ field: formFields.field, labelCn: formFields.labelCn, labelEn: formFields.labelEn })
    .from(formFields)
    .where(and(eq(formFields.tenantId, exhibition.tenantId), eq(formFields.exhibitionId, exhibition.id)))
    .orderBy(asc(formFields.sort), asc(formFields.field))
  const columns = new Map<string, Column>()
  for (const field of fields) if (!columns.has(field.field)) columns.set(field.field, { key: `p:${field.field}`, header: language === 'en' ? field.labelEn : field.labelCn, width: 20 })
  const found = await ctx.db.execute(sql`
    SELECT DISTINCT k.key FROM ${registrations} r, jsonb_object_keys(r.profile) AS k(key)
    WHERE r.tenant_id = ${exhibition.tenantId} AND r.exhibition_id = ${exhibition.id} ORDER BY 1`)
  for (const { key } of (found as unknown as { rows: Array<{ key: string }> }).rows) if (!columns.has(key)) columns.set(key, { key: `p:${key}`, header: key, width: 20 })
  return [...columns.values()]
}

function pageAfter(ctx: AppContext, exhibition: Exhibition, after: { at: string; id: string } | null) {
  return ctx.db
    .select({ registration: registrations, account: users.account, phone: users.phone, email: users.email, cursorAt: sql<string>`${registrations.createdAt}::text` })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.tenantId, exhibition.tenantId),
        eq(registrations.exhibitionId, exhibition.id),
        after ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(PAGE)
}

async function* pages(ctx: AppContext, exhibition: Exhibition, profile: Column[], language: Language): AsyncGenerator<Array<Record<string, unknown>>> {
  const words = WORDS[language]
  // The cursor keeps the database's own text of the time: a JS Date would drop the microseconds and repeat rows.
  let after: { at: string; id: string } | null = null
  for (;;) {
    const rows = await pageAfter(ctx, exhibition, after)
    yield rows.map(({ registration, account, phone, email }) => {
      const review = registration.examineResult === 'approve' || registration.examineResult === 'reject' ? registration.examineResult : 'pending'
      const row: Record<string, unknown> = {
        account,
        mobile: phone,
        email,
        registerType: registration.registerType,
        createdAt: when(registration.createdAt),
        submittedAt: when(registration.submittedAt),
        complete: registration.completeResult === 'succ' ? words.yes : words.no,
        review: registration.completeResult === 'succ' ? words[review] : '',
        reason: registration.examineReason,
        examinedAt: when(registration.examinedAt),
        entryCode: registration.userCode,
        source: registration.sourceCode,
      }
      for (const column of profile) row[column.key] = cellOf(registration.profile[column.key.slice(2)])
      return row
    })
    if (rows.length < PAGE) return
    const last = rows[rows.length - 1]
    after = { at: last.cursorAt, id: last.registration.id }
  }
}

export async function registrationSheets(ctx: AppContext, exhibition: Exhibition, language: Language): Promise<SheetSource[]> {
  const words = WORDS[language]
  const profile = await profileColumns(ctx, exhibition, language)
  const dated = { width: 18 }
  const columns: Column[] = [
    { key: 'account', header: words.account, width: 24 },
    { key: 'mobile', header: words.mobile },
    { key: 'email', header: words.email, width: 24 },
    { key: 'registerType', header: words.registerType, width: 14 },
    { key: 'createdAt', header: words.createdAt, ...dated },
    { key: 'submittedAt', header: words.submittedAt, ...dated },
    { key: 'complete', header: words.complete, width: 10 },
    { key: 'review', header: words.review, width: 10 },
    { key: 'reason', header: words.reason, width: 30 },
    { key: 'examinedAt', header: words.examinedAt, ...dated },
    { key: 'entryCode', header: words.entryCode, width: 14 },
    { key: 'source', header: words.source, width: 10 },
    ...profile,
  ]
  return [{ name: words.sheet, columns, rows: pages(ctx, exhibition, profile, language) }]
}
