import { eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { INVOICE_PATHS } from '@fairpass/core/contract'
import {
  adminInvoiceListSchema,
  adminInvoiceRefSchema,
  exhibitionListSchema,
  invoiceApplySchema,
  invoiceHeaderSaveSchema,
  invoiceRefSchema,
  orderRefSchema,
  receiptApplySchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, bodyOrEmpty, currentExhibition, currentUser, ok, okReply, perVisitor, requireAdminKey, requireUser } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { listInvoicesForAdmin } from './admin'
import { applyInvoice, applyReceipt, eligibility } from './apply'
import { headerView, listHeaders, removeHeader, saveHeader, setDefaultHeader } from './headers'
import type { InvoiceIssuing } from './issuing'
import { invoices } from './tables'
import { findInvoice, findOwnInvoice, invoiceView, listOwnInvoices } from './views'
import { moveInvoice, reissueInvoice, voidInvoice } from './voiding'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Applications a visitor may send a minute: a person applies for a handful of invoices, a script for hundreds. */
const APPLY_PER_MINUTE = 20

/** The invoice calls of contract/invoices.ts: headers, applying, the English receipt, history, download; the organiser's list, reissue and void. */
export function invoiceRoutes(ctx: AppContext, issuing: InvoiceIssuing): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    app.get(INVOICE_PATHS.headers, { schema: { querystring: exhibitionListSchema, response: okReply(replies.invoiceHeaderViewSchema.array()) }, preValidation: guard }, async (request) => {
      return ok(request, (await listHeaders(ctx.db, currentUser(request))).map(headerView))
    })

    app.post(INVOICE_PATHS.saveHeader, { schema: { body: invoiceHeaderSaveSchema, response: okReply(replies.invoiceHeaderViewSchema) }, preValidation: guard, config: perVisitor(APPLY_PER_MINUTE) }, async (request) => {
      const { body } = request
      return ok(request, headerView(await saveHeader(ctx.db, currentUser(request), { id: body.id, header: body.header, isDefault: body.isDefault }, ctx.clock.now())))
    })

    app.post(INVOICE_PATHS.setDefaultHeader, { schema: { body: invoiceRefSchema, response: okReply(replies.invoiceHeaderViewSchema.array()) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      await setDefaultHeader(ctx.db, user, request.body.id, ctx.clock.now())
      return ok(request, (await listHeaders(ctx.db, user)).map(headerView))
    })

    app.post(INVOICE_PATHS.removeHeader, { schema: { body: invoiceRefSchema, response: okReply(replies.invoiceHeaderViewSchema.array()) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      await removeHeader(ctx.db, user, request.body.id)
      return ok(request, (await listHeaders(ctx.db, user)).map(headerView))
    })

    app.get(INVOICE_PATHS.eligibility, { schema: { querystring: orderRefSchema, response: okReply(replies.invoiceEligibilitySchema) }, preValidation: guard }, async (request) => {
      return ok(request, await eligibility(ctx.db, currentUser(request), currentExhibition(request).id, request.query.orderId, request.language))
    })

    app.post(INVOICE_PATHS.apply, { schema: { body: invoiceApplySchema, response: okReply(replies.invoiceViewSchema) }, preValidation: guard, config: perVisitor(APPLY_PER_MINUTE) }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const row = await applyInvoice(ctx.db, user, exhibition.id, request.body, request.language, ctx.clock.now())
      // Read before the job starts: the answer is the application as written; the page polls for the rest.
      const view = invoiceView(await findOwnInvoice(ctx.db, user, exhibition.id, row.id), request.language)
      issuing.nudge()
      return ok(request, view)
    })

    app.post(INVOICE_PATHS.applyReceipt, { schema: { body: receiptApplySchema, response: okReply(replies.invoiceViewSchema) }, preValidation: guard, config: perVisitor(APPLY_PER_MINUTE) }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const row = await applyReceipt(ctx.db, user, exhibition.id, request.body, ctx.clock.now())
      const view = invoiceView(await findOwnInvoice(ctx.db, user, exhibition.id, row.id), request.language)
      issuing.nudge()
      return ok(request, view)
    })

    app.get(INVOICE_PATHS.invoices, { schema: { querystring: exhibitionListSchema, response: okReply(replies.invoiceViewSchema.array()) }, preValidation: guard }, async (request) => {
      const rows = await listOwnInvoices(ctx.db, currentUser(request), currentExhibition(request).id)
      return ok(request, rows.map((row) => invoiceView(row, request.language)))
    })

    app.get(INVOICE_PATHS.invoice, { schema: { querystring: invoiceRefSchema, response: okReply(replies.invoiceViewSchema) }, preValidation: guard }, async (request) => {
      return ok(request, invoiceView(await findOwnInvoice(ctx.db, currentUser(request), currentExhibition(request).id, request.query.id), request.language))
    })

    app.post(INVOICE_PATHS.retry, { schema: { body: invoiceRefSchema, response: okReply(replies.invoiceViewSchema) }, preValidation: guard, config: perVisitor(APPLY_PER_MINUTE) }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      const invoice = await findOwnInvoice(ctx.db, user, exhibition.id, request.body.id)
      await moveInvoice(ctx.db, invoice.id, 'retry', ctx.clock.now(), request.language)
      const view = invoiceView(await findOwnInvoice(ctx.db, user, exhibition.id, invoice.id), request.language)
      issuing.nudge()
      return ok(request, view)
    })

    // The PDF, to its owner only (the token is checked like every call: the page fetches it and shows or saves the blob).
    app.get(INVOICE_PATHS.download, { schema: { querystring: invoiceRefSchema }, preValidation: guard }, async (request, reply) => {
      const invoice = await findOwnInvoice(ctx.db, currentUser(request), currentExhibition(request).id, request.query.id)
      const [row] = invoice.hasPdf ? await ctx.db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, invoice.id)).limit(1) : []
      if (!row?.pdf) throw new AppError(409, 'error.invoice.notDownloadable')
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.invoiceNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(row.pdf)
    })

    // Organiser API (`npm run admin -- invoices | invoice-reissue | invoice-void`).
    const adminGuard = requireAdminKey(ctx)
    const exhibitionParams = z.pick(exhibitionListSchema, { exhibitionId: true })

    app.get(
      '/api/admin/exhibitions/:exhibitionId/invoices',
      { schema: { params: exhibitionParams, querystring: adminInvoiceListSchema, response: okReply(replies.adminInvoiceListSchema) }, preValidation: adminGuard },
      async (request) => {
        const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
        return ok(request, await listInvoicesForAdmin(ctx, exhibition, request.query.state, request.query.limit))
      },
    )

    /** The organiser's invoice: of the exhibition, of the key's tenant; anything else is not found. */
    const organiserInvoice = async (tenantId: string, exhibitionId: string, id: string) => {
      const exhibition = await exhibitionForAdmin(ctx, tenantId, exhibitionId)
      const invoice = UUID.test(id) ? await findInvoice(ctx.db, id) : undefined
      if (!invoice || invoice.tenantId !== exhibition.tenantId || invoice.exhibitionId !== exhibition.id) throw new AppError(404, 'error.notFound')
      return invoice
    }

    app.post(
      '/api/admin/exhibitions/:exhibitionId/invoices/:id/reissue',
      { schema: { params: adminInvoiceRefSchema, body: bodyOrEmpty(z.object({})), response: okReply(replies.invoiceViewSchema) }, preValidation: adminGuard },
      async (request) => {
        const invoice = await organiserInvoice(adminTenantOf(request), request.params.exhibitionId, request.params.id)
        const id = await reissueInvoice(ctx.db, invoice.id, ctx.clock.now(), request.language)
        const view = invoiceView((await findInvoice(ctx.db, id))!, request.language)
        issuing.nudge()
        return ok(request, view)
      },
    )

    app.post(
      '/api/admin/exhibitions/:exhibitionId/invoices/:id/void',
      { schema: { params: adminInvoiceRefSchema, body: bodyOrEmpty(z.object({})), response: okReply(replies.invoiceViewSchema) }, preValidation: adminGuard },
      async (request) => {
        const invoice = await organiserInvoice(adminTenantOf(request), request.params.exhibitionId, request.params.id)
        await voidInvoice(ctx.db, invoice.id, ctx.clock.now(), request.language)
        return ok(request, invoiceView((await findInvoice(ctx.db, invoice.id))!, request.language))
      },
    )
  }
}
