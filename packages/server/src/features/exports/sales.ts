import { sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { users } from '../auth'
import { invoices } from '../invoices'
import { orderItems, orders, refunds, ticketTypes } from '../orders'
import { PAGE } from './registrations'
import { type Column, type SheetSource, when, yuan } from './workbook'

/* Orders and invoices of the exhibition, oldest first, a page at a time (keyset on the creation time and the id). */

type Row = Record<string, unknown> & { cursor_at: string; id: string }

/** `select` with `WHERE <scope> AND <after>` pages: the query names its time column `t` and its id `id`. */
async function* keyset(ctx: AppContext, select: (after: SQL) => SQL): AsyncGenerator<Row[]> {
  let after = sql`true`
  for (;;) {
    const result = await ctx.db.execute(select(after))
    const rows = (result as unknown as { rows: Row[] }).rows
    yield rows
    if (rows.length < PAGE) return
    const last = rows[rows.length - 1]
    after = sql`(t, id) > (${last.cursor_at}::timestamptz, ${last.id}::uuid)`
  }
}

const ORDER_WORDS = {
  en: { sheet: 'Orders', orderNo: 'Order', state: 'State', kind: 'Kind', account: 'Account', items: 'Items', totalYuan: 'Total (RMB)', discountYuan: 'Discount (RMB)', discountCode: 'Code', payableYuan: 'Payable (RMB)', refundedYuan: 'Refunded (RMB)', createdAt: 'Created (UTC)', paidAt: 'Paid (UTC)', closedAt: 'Closed (UTC)' },
  cn: { sheet: '订单', orderNo: '订单号', state: '状态', kind: '类型', account: '账号', items: '明细', totalYuan: '总价（元）', discountYuan: '优惠（元）', discountCode: '优惠码', payableYuan: '应付（元）', refundedYuan: '已退款（元）', createdAt: '下单时间 (UTC)', paidAt: '支付时间 (UTC)', closedAt: '关闭时间 (UTC)' },
} satisfies Record<Language, Record<string, string>>

export function orderSheets(ctx: AppContext, exhibition: Exhibition, language: Language): SheetSource[] {
  const words = ORDER_WORDS[language]
  const name = language === 'en' ? sql`tt.name_en` : sql`tt.name_cn`
  const rows = keyset(
    ctx,
    (after) => sql`
      SELECT * FROM (
        SELECT o.id, o.created_at AS t, o.created_at::text AS cursor_at, o.order_no, o.state, o.kind, u.account,
          o.total_fen, o.discount_fen, o.discount_code, o.payable_fen, o.created_at, o.paid_at, o.closed_at,
          (SELECT string_agg(${name} || ' × ' || i.quantity || coalesce(' (' || i.day || ')', ''), '; ' ORDER BY i.id)
             FROM ${orderItems} i LEFT JOIN ${ticketTypes} tt ON tt.id = i.ticket_type_id WHERE i.order_id = o.id) AS items,
          (SELECT sum(f.amount_fen)::int FROM ${refunds} f WHERE f.order_id = o.id AND f.state = 'succeeded') AS refunded_fen
        FROM ${orders} o JOIN ${users} u ON u.id = o.user_id
        WHERE o.tenant_id = ${exhibition.tenantId} AND o.exhibition_id = ${exhibition.id}
      ) x WHERE ${after} ORDER BY t, id LIMIT ${PAGE}`,
  )
  const columns: Column[] = (Object.keys(words) as Array<keyof typeof words>).filter((key) => key !== 'sheet').map((key) => ({ key, header: words[key], width: key === 'items' ? 40 : 16 }))
  return [
    {
      name: words.sheet,
      columns,
      rows: mapPages(rows, (row) => ({
        orderNo: row.order_no,
        state: row.state,
        kind: row.kind,
        account: row.account,
        items: row.items ?? '',
        totalYuan: yuan(row.total_fen as number),
        discountYuan: yuan(row.discount_fen as number),
        discountCode: row.discount_code,
        payableYuan: yuan(row.payable_fen as number),
        refundedYuan: yuan(row.refunded_fen as number | null),
        createdAt: when(row.created_at as string),
        paidAt: when(row.paid_at as string | null),
        closedAt: when(row.closed_at as string | null),
      })),
    },
  ]
}

const INVOICE_WORDS = {
  en: { sheet: 'Invoices', id: 'ID', state: 'State', kind: 'Kind', invoiceNo: 'Number', reversalNo: 'Reversal', orderNo: 'Order', account: 'Account', title: 'Buyer', taxId: 'Tax number', email: 'E-mail', amountYuan: 'Amount (RMB)', netYuan: 'Net (RMB)', taxYuan: 'Tax (RMB)', appliedAt: 'Applied (UTC)', issuedAt: 'Issued (UTC)', voidedAt: 'Voided (UTC)', failedReason: 'Failure' },
  cn: { sheet: '发票', id: '编号', state: '状态', kind: '类型', invoiceNo: '发票号码', reversalNo: '红字发票', orderNo: '订单号', account: '账号', title: '抬头', taxId: '税号', email: '邮箱', amountYuan: '金额（元）', netYuan: '不含税（元）', taxYuan: '税额（元）', appliedAt: '申请时间 (UTC)', issuedAt: '开具时间 (UTC)', voidedAt: '作废时间 (UTC)', failedReason: '失败原因' },
} satisfies Record<Language, Record<string, string>>

export function invoiceSheets(ctx: AppContext, exhibition: Exhibition, language: Language): SheetSource[] {
  const words = INVOICE_WORDS[language]
  const rows = keyset(
    ctx,
    (after) => sql`
      SELECT * FROM (
        SELECT v.id, v.applied_at AS t, v.applied_at::text AS cursor_at, v.state, v.kind, v.invoice_no, v.reversal_no, o.order_no, u.account,
          v.buyer, v.amount_fen, v.net_fen, v.tax_fen, v.applied_at, v.issued_at, v.voided_at, v.failed_reason
        FROM ${invoices} v JOIN ${orders} o ON o.id = v.order_id JOIN ${users} u ON u.id = v.user_id
        WHERE v.tenant_id = ${exhibition.tenantId} AND v.exhibition_id = ${exhibition.id}
      ) x WHERE ${after} ORDER BY t, id LIMIT ${PAGE}`,
  )
  const columns: Column[] = (Object.keys(words) as Array<keyof typeof words>).filter((key) => key !== 'sheet').map((key) => ({ key, header: words[key], width: key === 'id' ? 38 : key === 'title' ? 30 : 16 }))
  return [
    {
      name: words.sheet,
      columns,
      rows: mapPages(rows, (row) => {
        const buyer = (typeof row.buyer === 'string' ? JSON.parse(row.buyer) : row.buyer) as { title?: string; taxId?: string | null; email?: string }
        return {
          id: row.id,
          state: row.state,
          kind: row.kind,
          invoiceNo: row.invoice_no,
          reversalNo: row.reversal_no,
          orderNo: row.order_no,
          account: row.account,
          title: buyer.title ?? '',
          taxId: buyer.taxId ?? null,
          email: buyer.email ?? null,
          amountYuan: yuan(row.amount_fen as number),
          netYuan: yuan(row.net_fen as number),
          taxYuan: yuan(row.tax_fen as number),
          appliedAt: when(row.applied_at as string),
          issuedAt: when(row.issued_at as string | null),
          voidedAt: when(row.voided_at as string | null),
          failedReason: row.failed_reason,
        }
      }),
    },
  ]
}

export async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (row: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map)
}
