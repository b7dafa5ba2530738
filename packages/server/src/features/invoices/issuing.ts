import { and, eq, sql } from 'drizzle-orm'
import { fairDay, formatRmb } from '@fairpass/core/utils'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import type { Job, JobLog } from '../../jobs'
import { translate } from '../../messages'
import { orders } from '../orders'
import { exhibitions } from '../../tenancy'
import { IssueRefused, type InvoiceDocument, type InvoiceIssuer, type InvoiceSeller } from './issuer'
import { formatInvoiceNo, invoiceTransition } from './rules'
import { invoiceCounters, invoiceSellers, invoices, type InvoiceRow, type InvoiceSellerRow } from './tables'
import { emitWebhook } from '../webhooks'

/*
 * Issuing runs in the background, like a real e-invoicing service answers later: an application is `applied`, and
 * a job (the jobs runner, every BACKGROUND_SWEEP_SECONDS, and nudged at once after each application) issues it.
 * Each invoice is issued in one transaction that
 *   1. claims the row (`FOR UPDATE SKIP LOCKED`: several processes sweeping at once take different invoices),
 *   2. takes the tenant's next number (one upsert on invoice_counters: the row lock makes issuers take turns),
 *   3. has the issuer render or issue it, and writes the result.
 * Steps 2 and 3 run in a savepoint: an issuer that throws rolls the number back (no gap) and the invoice is marked
 * `failed` with the reason in the same transaction. The visitor's notice with the PDF goes out after the commit.
 */

/** Invoices one run issues at most, so a backlog never holds the runner for long. */
const BATCH = 25

/** The tenant's next number, in the caller's transaction (the counter row stays locked until it commits). */
export async function nextInvoiceNumber(tx: Db, tenantId: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  return counter.lastNumber
}

function sellerBlock(seller: InvoiceSellerRow, language: 'cn' | 'en'): InvoiceSeller {
  return {
    name: language === 'en' ? seller.nameEn : seller.nameCn,
    taxId: seller.taxId,
    address: language === 'en' ? seller.addressEn : seller.addressCn,
    phone: seller.phone,
    bankName: seller.bankName,
    bankAccount: seller.bankAccount,
  }
}

/** What a reader checks an invoice by: an HMAC over tenant, number, amount and day, 16 characters in groups of 4. */
export function verificationCodeOf(ctx: Pick<AppContext, 'secrets'>, tenantId: string, invoiceNo: string, amountFen: number, issuedAt: Date, timeZone: string): string {
  const digest = ctx.secrets.hmac('invoice', `${tenantId}|${invoiceNo}|${amountFen}|${fairDay(issuedAt, timeZone)}`)
  const code = Buffer.from(digest, 'base64url').toString('hex').slice(0, 16).toUpperCase()
  return code.replace(/(.{4})(?=.)/g, '$1 ')
}

function qrTextOf(seller: InvoiceSellerRow, invoiceNo: string, code: string, amountFen: number, issuedAt: Date, timeZone: string): string {
  const compact = code.replace(/ /g, '')
  if (seller.verifyUrl) return seller.verifyUrl.replaceAll('{no}', encodeURIComponent(invoiceNo)).replaceAll('{code}', compact)
  // The facts a paper VAT invoice's QR carries, comma-separated: version, type, number, amount, date, check code.
  return ['01', '32', invoiceNo, (amountFen / 100).toFixed(2), fairDay(issuedAt, timeZone).replaceAll('-', ''), compact].join(',')
}

/** Net and tax again at the seller's rate (it may have been set or changed since the application). */
function atRate(invoice: InvoiceRow, rate: number) {
  const lines = invoice.lines.map((line) => {
    const netFen = Math.round((line.amountFen * 1000) / (1000 + rate))
    return { ...line, netFen, taxRatePermille: rate, taxFen: line.amountFen - netFen }
  })
  return { lines, netFen: lines.reduce((sum, line) => sum + line.netFen, 0), taxFen: lines.reduce((sum, line) => sum + line.taxFen, 0) }
}

export type IssueOutcome = { id: string; state: 'issued' | 'failed'; fault?: unknown }

/** Issues one invoice already claimed (locked) by the caller's transaction. */
async function issueClaimed(ctx: AppContext, tx: Db, issuer: InvoiceIssuer, invoice: InvoiceRow): Promise<IssueOutcome> {
  const now = new Date(ctx.clock.now())
  try {
    await tx.transaction(async (savepoint) => {
      const [seller] = await savepoint.select().from(invoiceSellers).where(eq(invoiceSellers.tenantId, invoice.tenantId)).limit(1)
      if (!seller) throw new IssueRefused('error.invoice.sellerMissing')
      const [context] = await savepoint
        .select({ orderNo: orders.orderNo, titleCn: exhibitions.titleCn, titleEn: exhibitions.titleEn, timeZone: exhibitions.timeZone })
        .from(orders)
        .innerJoin(exhibitions, and(eq(exhibitions.tenantId, orders.tenantId), eq(exhibitions.id, orders.exhibitionId)))
        .where(eq(orders.id, invoice.orderId))
        .limit(1)
      const language = invoice.language as 'cn' | 'en'
      const priced = atRate(invoice, seller.taxRatePermille)
      const ourNo = issuer.numbersItself ? null : formatInvoiceNo(seller.numberPrefix, await nextInvoiceNumber(savepoint, invoice.tenantId))
      // Dated on the fair's day at the venue, as the order it is for.
      const code = verificationCodeOf(ctx, invoice.tenantId, ourNo ?? invoice.id, invoice.amountFen, now, context.timeZone)
      const document: InvoiceDocument = {
        invoiceNo: ourNo,
        issuedAt: now,
        timeZone: context.timeZone,
        kind: invoice.kind as InvoiceDocument['kind'],
        language,
        exhibitionTitle: language === 'en' ? context.titleEn : context.titleCn,
        orderNo: context.orderNo,
        seller: sellerBlock(seller, language),
        buyer: invoice.buyer,
        lines: priced.lines,
        amountFen: invoice.amountFen,
        netFen: priced.netFen,
        taxFen: priced.taxFen,
        verificationCode: code,
        qrText: qrTextOf(seller, ourNo ?? invoice.id, code, invoice.amountFen, now, context.timeZone),
      }
      const issued = await issuer.issue(document)
      const invoiceNo = issuer.numbersItself ? issued.invoiceNo : ourNo
      if (!invoiceNo) throw new Error(`issuer ${issuer.name} gave no invoice number`)
      await savepoint
        .update(invoices)
        .set({
          state: invoiceTransition(invoice.state, 'issued')!,
          invoiceNo,
          verificationCode: code,
          providerRef: issued.providerRef ?? null,
          pdf: issued.pdf,
          lines: priced.lines,
          netFen: priced.netFen,
          taxFen: priced.taxFen,
          attempts: invoice.attempts + 1,
          failedReason: null,
          failedParams: null,
          issuedAt: now,
          updatedAt: now,
        })
        .where(eq(invoices.id, invoice.id))
      // In the savepoint that issues it: a failed issue rolls the event back with it. The PDF and the buyer's
      // header are not sent; the organiser's API (or the visitor's) has them.
      await emitWebhook(savepoint, {
        tenantId: invoice.tenantId,
        exhibitionId: invoice.exhibitionId,
        type: 'invoice.issued',
        data: { invoiceId: invoice.id, invoiceNo, orderId: invoice.orderId, userId: invoice.userId, kind: invoice.kind, amountFen: invoice.amountFen, state: 'issued' },
        at: now,
      })
    })
    return { id: invoice.id, state: 'issued' }
  } catch (error) {
    const reason = error instanceof IssueRefused ? error : new IssueRefused('error.invoice.renderFailed')
    await tx
      .update(invoices)
      .set({ state: invoiceTransition(invoice.state, 'failed')!, attempts: invoice.attempts + 1, failedReason: reason.reasonKey, failedParams: (reason.params as Record<string, string | number>) ?? null, failedAt: now, updatedAt: now })
      .where(eq(invoices.id, invoice.id))
    // A refusal is the issuer's answer; anything else is a fault the operator should see in the log.
    return { id: invoice.id, state: 'failed', ...(error instanceof IssueRefused ? {} : { fault: error }) }
  }
}

/** Claims the oldest applied invoice nobody else is issuing and issues it; null when none is waiting. */
export async function issueNext(ctx: AppContext, issuer: InvoiceIssuer, log?: JobLog): Promise<IssueOutcome | null> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.select().from(invoices).where(eq(invoices.state, 'applied')).orderBy(invoices.appliedAt, invoices.id).limit(1).for('update', { skipLocked: true })
    if (!claimed) return null
    return issueClaimed(ctx, tx, issuer, claimed)
  })
  if (outcome?.fault) log?.error({ err: outcome.fault, invoiceId: outcome.id }, 'invoice issuing failed')
  return outcome
}

/**
 * Sends the visitor the issued invoice with its PDF, once: the conditional UPDATE claims the notice, a failed send
 * gives it back for the next run.
 */
export async function sendIssuedNotices(ctx: AppContext, log?: JobLog, onlyId?: string): Promise<number> {
  const now = new Date(ctx.clock.now())
  const claimed = await ctx.db
    .update(invoices)
    .set({ noticeSentAt: now })
    .where(
      sql`${invoices.id} IN (SELECT id FROM ${invoices} WHERE ${invoices.state} = 'issued' AND ${invoices.noticeSentAt} IS NULL ${onlyId ? sql`AND ${invoices.id} = ${onlyId}` : sql``} ORDER BY ${invoices.issuedAt} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    )
    .returning()
  let sent = 0
  for (const invoice of claimed) {
    const language = invoice.language as 'cn' | 'en'
    const params = { no: invoice.invoiceNo ?? '', amount: formatRmb(invoice.amountFen), title: invoice.buyer.title, link: `${ctx.env.publicBaseUrl}/#/invoice/history?exhibitionId=${encodeURIComponent(invoice.exhibitionId)}` }
    try {
      await ctx.notifier.send({
        channel: 'email',
        to: invoice.buyer.email,
        subject: translate('notify.invoiceSubject', language, params),
        text: translate('notify.invoiceText', language, params),
        attachments: invoice.pdf ? [{ filename: `invoice-${invoice.invoiceNo}.pdf`, contentType: 'application/pdf', content: invoice.pdf }] : [],
      })
      sent += 1
    } catch (error) {
      await ctx.db.update(invoices).set({ noticeSentAt: null }).where(and(eq(invoices.id, invoice.id), eq(invoices.noticeSentAt, now)))
      log?.error({ err: error, invoiceId: invoice.id }, 'invoice notice not sent')
    }
  }
  return sent
}

/** One run: issue what is waiting (at most a batch), then send the notices of what was issued. */
export async function issuePending(ctx: AppContext, issuer: InvoiceIssuer, log?: JobLog): Promise<IssueOutcome[]> {
  const outcomes: IssueOutcome[] = []
  for (let count = 0; count < BATCH; count += 1) {
    const outcome = await issueNext(ctx, issuer, log)
    if (!outcome) break
    outcomes.push(outcome)
  }
  await sendIssuedNotices(ctx, log)
  return outcomes
}

export interface InvoiceIssuing {
  issuer: InvoiceIssuer
  /** The background job (jobs runner). */
  job: Job
  /** Start a run now (after an application or a retry), or once more after the one running. */
  nudge(): void
  /** Waits for runs started by nudges (the server closing). */
  stop(): Promise<void>
}

export function invoiceIssuing(ctx: AppContext, issuer: InvoiceIssuer, log: JobLog): InvoiceIssuing {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const run = (): Promise<void> =>
    issuePending(ctx, issuer, log)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'invoice issuing run failed'))
  const nudge = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().finally(() => {
      running = null
      if (again) {
        again = false
        nudge()
      }
    })
  }
  return {
    issuer,
    job: { name: 'invoiceIssuing', everySeconds: ctx.env.background.sweepSeconds, run: () => issuePending(ctx, issuer, log) },
    nudge,
    async stop() {
      stopped = true
      while (running) await running
    },
  }
}
