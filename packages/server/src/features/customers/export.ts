import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { and, eq, sql } from 'drizzle-orm'
import type { CustomerExportPage, CustomerExportRow } from '@fairpass/core/contract'
import type { CustomerExportFileQuery, CustomerExportQuery } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { jsonColumn } from '../../db/columns'
import type { Language } from '../../language'
import type { Caller, Queryable, Scope } from './access'
import { decodeCursor, encodeCursor, LEAD_COLUMNS, LEAD_FROM, leadFilters, leadView, type LeadSqlRow } from './leads'
import { customerSurveys, type SurveyQuestionRow } from './tables'

/*
 * The export (/dataExport): the page reads it a page at a time (`export/page`, with the total, so it shows progress
 * and may write the xlsx itself), or takes the whole file (`export`), which the server writes as it reads, a page
 * of rows at a time, so 10 000 leads never sit in memory at once.
 */

const FILE_PAGE = 2000

type ExportSqlRow = LeadSqlRow & { notes_text: string | null; survey: unknown }

async function exportRows(db: Queryable, caller: Caller, query: Pick<CustomerExportQuery, 'keyword' | 'labelId' | 'followUp' | 'owner'>, after: { at: string; id: string } | null, size: number) {
  const where = leadFilters(caller, query)
  const page = after ? sql`${where} AND (l.first_captured_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : where
  const result = await db.execute(sql`
    SELECT ${LEAD_COLUMNS}, l.survey,
      (SELECT string_agg(n.text, ' | ' ORDER BY n.created_at) FROM customer_notes n WHERE n.lead_id = l.id) AS notes_text
    FROM ${LEAD_FROM} WHERE ${page} ORDER BY l.first_captured_at DESC, l.id DESC LIMIT ${size + 1}`)
  const rows = (result as unknown as { rows: ExportSqlRow[] }).rows
  return { rows: rows.slice(0, size), more: rows.length > size }
}

async function totalOf(db: Queryable, caller: Caller, query: Pick<CustomerExportQuery, 'keyword' | 'labelId' | 'followUp' | 'owner'>): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${LEAD_FROM} WHERE ${leadFilters(caller, query)}`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
}

async function surveyQuestions(db: Queryable, caller: Caller): Promise<SurveyQuestionRow[]> {
  const [row] = await db.select({ questions: customerSurveys.questions }).from(customerSurveys).where(and(eq(customerSurveys.tenantId, caller.tenantId), eq(customerSurveys.exhibitionId, caller.exhibitionId)))
  return row?.questions ?? []
}

/** A lead's survey answers as one readable cell: "question: answer; …", choices by their label. */
export function surveyText(questions: readonly SurveyQuestionRow[], answers: Record<string, string | string[]> | null, language: Language): string {
  if (!answers) return ''
  const en = language === 'en'
  return questions
    .filter((question) => answers[question.id] !== undefined)
    .map((question) => {
      const values = ([] as string[]).concat(answers[question.id])
      const labels = question.type === 'text' ? values : values.map((value) => question.options.find((option) => option.value === value)?.[en ? 'labelEn' : 'labelCn'] ?? value)
      return `${en ? question.titleEn : question.titleCn}: ${labels.join(', ')}`
    })
    .join('; ')
}

function exportRow(row: ExportSqlRow, questions: readonly SurveyQuestionRow[], language: Language): CustomerExportRow {
  const view = leadView(row)
  return {
    id: view.id,
    name: view.name,
    company: view.company,
    title: view.title,
    mobile: view.mobile,
    email: view.email,
    source: view.source,
    labels: view.labels.map((label) => label.name).join(', '),
    followUp: view.followUp,
    owner: view.owner.name,
    scanCount: view.scanCount,
    firstCapturedAt: view.firstCapturedAt,
    lastScannedAt: view.lastScannedAt,
    notes: row.notes_text ?? '',
    survey: surveyText(questions, jsonColumn<Record<string, string | string[]> | null>(row.survey as string), language),
  }
}

export async function exportPage(ctx: AppContext, caller: Caller, query: CustomerExportQuery, language: Language): Promise<CustomerExportPage> {
  const after = decodeCursor(query.cursor, language)
  const [page, total, questions] = await Promise.all([exportRows(ctx.db, caller, query, after, query.size), totalOf(ctx.db, caller, query), surveyQuestions(ctx.db, caller)])
  return {
    total,
    rows: page.rows.map((row) => exportRow(row, questions, language)),
    nextCursor: page.more ? encodeCursor(page.rows[page.rows.length - 1]) : null,
  }
}

const HEADERS: Record<Language, Record<keyof CustomerExportRow, string>> = {
  cn: { id: '编号', name: '姓名', company: '公司', title: '职位', mobile: '手机', email: '邮箱', source: '来源', labels: '标签', followUp: '跟进状态', owner: '负责人', scanCount: '扫码次数', firstCapturedAt: '首次留存', lastScannedAt: '最近扫码', notes: '备注', survey: '问卷' },
  en: { id: 'ID', name: 'Name', company: 'Company', title: 'Title', mobile: 'Mobile', email: 'E-mail', source: 'Source', labels: 'Labels', followUp: 'Follow-up', owner: 'Owner', scanCount: 'Scans', firstCapturedAt: 'First captured', lastScannedAt: 'Last scanned', notes: 'Notes', survey: 'Survey' },
}

const WORDS: Record<Language, Record<string, string>> = {
  cn: { qr: '扫码', mobile: '手机号', new: '新客户', contacted: '已联系', interested: '有意向', deal: '已成交', lost: '已流失' },
  en: { qr: 'Scan', mobile: 'Mobile', new: 'New', contacted: 'Contacted', interested: 'Interested', deal: 'Deal', lost: 'Lost' },
}

/** The sheet's columns in the language asked for: the company's own export and the organiser's (features/exports). */
export function leadColumns(language: Language): Array<{ key: keyof CustomerExportRow; header: string; width: number }> {
  const keys = Object.keys(HEADERS[language]) as (keyof CustomerExportRow)[]
  return keys.map((key) => ({ key, header: HEADERS[language][key], width: key === 'notes' || key === 'survey' ? 40 : 18 }))
}

type LeadFilter = Pick<CustomerExportQuery, 'keyword' | 'labelId' | 'followUp' | 'owner'>

/** The leads a page at a time (FILE_PAGE), newest first, as the sheet's cells: only one page is in memory at once. */
async function* leadPages(ctx: AppContext, caller: Caller, query: LeadFilter, questions: readonly SurveyQuestionRow[], language: Language): AsyncGenerator<CustomerExportRow[]> {
  let after: { at: string; id: string } | null = null
  for (;;) {
    const page = await exportRows(ctx.db, caller, query, after, FILE_PAGE)
    yield page.rows.map((row) => {
      const values = exportRow(row, questions, language)
      return { ...values, source: WORDS[language][values.source], followUp: WORDS[language][values.followUp] } as CustomerExportRow
    })
    if (!page.more || page.rows.length === 0) return
    const last = page.rows[page.rows.length - 1]
    after = { at: new Date(last.first_captured_at as string).toISOString(), id: last.id }
  }
}

/**
 * One company's leads for the organiser's export (`npm run admin -- export-leads`): the same rows as the company's
 * own export, every owner's. The organiser acts for the company as its admin would.
 */
export async function* companyLeadPages(ctx: AppContext, scope: Scope, language: Language): AsyncGenerator<CustomerExportRow[]> {
  const caller: Caller = { ...scope, userId: '00000000-0000-0000-0000-000000000000', role: 'admin' }
  yield* leadPages(ctx, caller, {}, await surveyQuestions(ctx.db, caller), language)
}

/** The whole export as an xlsx stream, written page by page while the database is read; with the row count. */
export async function exportFile(ctx: AppContext, caller: Caller, query: CustomerExportFileQuery, language: Language): Promise<{ stream: PassThrough; total: number }> {
  const [total, questions] = await Promise.all([totalOf(ctx.db, caller, query), surveyQuestions(ctx.db, caller)])
  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false })
  const sheet = workbook.addWorksheet(language === 'en' ? 'Customers' : '客户')
  sheet.columns = leadColumns(language)
  const write = async () => {
    for await (const rows of leadPages(ctx, caller, query, questions, language)) for (const row of rows) sheet.addRow(row).commit()
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => stream.destroy(error as Error))
  return { stream, total }
}
