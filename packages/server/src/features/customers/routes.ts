import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CUSTOMER_PATHS } from '@fairpass/core/contract'
import {
  adminCustomerQuerySchema,
  customerByMobileQuerySchema,
  customerByQrQuerySchema,
  customerExportFileQuerySchema,
  customerExportQuerySchema,
  customerLabelRemoveSchema,
  customerLabelSaveSchema,
  customerListQuerySchema,
  customerNoteRemoveSchema,
  customerNoteSchema,
  customerRefSchema,
  customerSaveSchema,
  customerScanSchema,
  customerScopeSchema,
  customerSurveySubmitSchema,
  customerUpdateSchema,
  exhibitionListSchema,
  leadTransferSchema,
  membershipOrderSchema,
  permissionSubmitSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, currentUser, ok, okReply, perVisitor, requireAdminKey, requireExhibitor } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { callerOf, requireCompanyAdmin, requireLeadAccess, scopeOf } from './access'
import { adminOverview } from './admin'
import { visitorOfCode, visitorOfMobile } from './codes'
import { exportFile, exportPage } from './export'
import { addNote, capture, countLeads, leadDetail, listLabels, listLeads, previewOfMobile, previewOfVisitor, removeLabel, removeNote, saveLabel, scanTime, transferLeads, updateLead } from './leads'
import { membershipState, placeMembershipOrder } from './membership'
import { permissionPage, submitPermissions } from './permissions'
import { submitSurvey, surveyOf } from './survey'

/** A booth scans fast at a busy moment, and a queue replays all at once when the network is back: generous, not unlimited. */
const SCANS_PER_MINUTE = 240
const WRITES_PER_MINUTE = 120
const EXPORTS_PER_MINUTE = 60

/** The customer tool (contract/customers.ts): every call scoped to the caller's company, lead calls to authorised accounts of a paid membership. */
export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const lead = requireLeadAccess(ctx)
    const member = requireExhibitor(ctx)
    const admin = requireCompanyAdmin(ctx)

    app.get(CUSTOMER_PATHS.list, { schema: { querystring: customerListQuerySchema, response: okReply(replies.customerPageSchema) }, preValidation: lead }, async (request) =>
      ok(request, await listLeads(ctx, callerOf(request), request.query, request.language)),
    )

    app.get(CUSTOMER_PATHS.detail, { schema: { querystring: customerRefSchema, response: okReply(replies.customerDetailSchema) }, preValidation: lead }, async (request) =>
      ok(request, await leadDetail(ctx.db, scopeOf(callerOf(request)), request.query.id)),
    )

    app.get(CUSTOMER_PATHS.count, { schema: { querystring: customerScopeSchema, response: okReply(replies.customerCountSchema) }, preValidation: lead }, async (request) =>
      ok(request, await countLeads(ctx, callerOf(request))),
    )

    app.get(CUSTOMER_PATHS.byQrCode, { schema: { querystring: customerByQrQuerySchema, response: okReply(replies.customerPreviewSchema) }, preValidation: lead, config: perVisitor(SCANS_PER_MINUTE) }, async (request) => {
      const caller = callerOf(request)
      return ok(request, await previewOfVisitor(ctx.db, caller, await visitorOfCode(ctx, caller, request.query.code)))
    })

    app.get(CUSTOMER_PATHS.byMobile, { schema: { querystring: customerByMobileQuerySchema, response: okReply(replies.customerPreviewSchema) }, preValidation: lead, config: perVisitor(SCANS_PER_MINUTE) }, async (request) =>
      ok(request, await previewOfMobile(ctx.db, callerOf(request), request.query.mobile)),
    )

    app.post(CUSTOMER_PATHS.scan, { schema: { body: customerScanSchema, response: okReply(replies.scanResultSchema) }, preValidation: lead, config: perVisitor(SCANS_PER_MINUTE) }, async (request) => {
      const caller = callerOf(request)
      const body = request.body
      const visitorUserId = await visitorOfCode(ctx, caller, body.code)
      return ok(
        request,
        await capture(ctx, caller, { clientScanId: body.clientScanId, content: body.code, scannedAt: scanTime(body.scannedAt, ctx.clock.now()), visitorUserId, mobile: null, source: 'qr' }),
      )
    })

    app.post(CUSTOMER_PATHS.save, { schema: { body: customerSaveSchema, response: okReply(replies.scanResultSchema) }, preValidation: lead, config: perVisitor(SCANS_PER_MINUTE) }, async (request) => {
      const caller = callerOf(request)
      const body = request.body
      const visitorUserId = await visitorOfMobile(ctx.db, caller, body.mobile)
      return ok(
        request,
        await capture(ctx, caller, {
          clientScanId: body.clientScanId,
          content: `mobile:${body.mobile}`,
          scannedAt: scanTime(body.scannedAt, ctx.clock.now()),
          visitorUserId,
          mobile: body.mobile,
          source: 'mobile',
          typed: { name: body.name, company: body.company, title: body.title, email: body.email },
        }),
      )
    })

    app.post(CUSTOMER_PATHS.update, { schema: { body: customerUpdateSchema, response: okReply(replies.customerDetailSchema) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await updateLead(ctx, callerOf(request), request.body)),
    )

    app.post(CUSTOMER_PATHS.noteAdd, { schema: { body: customerNoteSchema, response: okReply(replies.customerDetailSchema) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await addNote(ctx, callerOf(request), request.body)),
    )

    app.post(CUSTOMER_PATHS.noteRemove, { schema: { body: customerNoteRemoveSchema, response: okReply(replies.customerDetailSchema) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await removeNote(ctx, callerOf(request), request.body)),
    )

    app.get(CUSTOMER_PATHS.labels, { schema: { querystring: customerScopeSchema, response: okReply(replies.customerLabelSchema.array()) }, preValidation: lead }, async (request) =>
      ok(request, await listLabels(ctx.db, scopeOf(callerOf(request)))),
    )

    app.post(CUSTOMER_PATHS.labelSave, { schema: { body: customerLabelSaveSchema, response: okReply(replies.customerLabelSchema.array()) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await saveLabel(ctx, scopeOf(callerOf(request)), request.body)),
    )

    app.post(CUSTOMER_PATHS.labelRemove, { schema: { body: customerLabelRemoveSchema, response: okReply(replies.customerLabelSchema.array()) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await removeLabel(ctx, scopeOf(callerOf(request)), request.body.id)),
    )

    app.get(CUSTOMER_PATHS.surveyUrl, { schema: { querystring: customerScopeSchema, response: okReply(replies.customerSurveySchema) }, preValidation: lead }, async (request) =>
      ok(request, await surveyOf(ctx.db, callerOf(request), request.language)),
    )

    app.post(CUSTOMER_PATHS.surveySubmit, { schema: { body: customerSurveySubmitSchema, response: okReply(replies.customerDetailSchema) }, preValidation: lead, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await submitSurvey(ctx, callerOf(request), request.body, request.language)),
    )

    app.get(CUSTOMER_PATHS.exportPage, { schema: { querystring: customerExportQuerySchema, response: okReply(replies.customerExportPageSchema) }, preValidation: lead, config: perVisitor(EXPORTS_PER_MINUTE * 10) }, async (request) =>
      ok(request, await exportPage(ctx, callerOf(request), request.query, request.language)),
    )

    app.get(CUSTOMER_PATHS.export, { schema: { querystring: customerExportFileQuerySchema }, preValidation: lead, config: perVisitor(EXPORTS_PER_MINUTE) }, async (request, reply) => {
      const { stream, total } = await exportFile(ctx, callerOf(request), request.query, request.language)
      const name = request.language === 'en' ? 'customers.xlsx' : '客户.xlsx'
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="customers.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-total-count', String(total))
        .send(stream)
    })

    app.get(CUSTOMER_PATHS.membership, { schema: { querystring: customerScopeSchema, response: okReply(replies.membershipStateSchema) }, preValidation: member }, async (request) =>
      ok(request, await membershipState(ctx, callerOf(request), request.language)),
    )

    app.post(CUSTOMER_PATHS.placeOrder, { schema: { body: membershipOrderSchema, response: okReply(replies.membershipOrderViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await placeMembershipOrder(ctx, callerOf(request), currentUser(request), request.body.kind, request.language)),
    )

    app.get(CUSTOMER_PATHS.permissionPage, { schema: { querystring: customerScopeSchema, response: okReply(replies.permissionPageSchema) }, preValidation: admin }, async (request) =>
      ok(request, await permissionPage(ctx.db, scopeOf(callerOf(request)))),
    )

    app.post(CUSTOMER_PATHS.permissionSubmit, { schema: { body: permissionSubmitSchema, response: okReply(replies.permissionPageSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await submitPermissions(ctx, callerOf(request), request.body)),
    )

    app.post(CUSTOMER_PATHS.transfer, { schema: { body: leadTransferSchema, response: okReply(replies.leadTransferResultSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) =>
      ok(request, await transferLeads(ctx, scopeOf(callerOf(request)), request.body.fromUserId, request.body.toUserId)),
    )

    // Organiser API (`npm run admin -- customers`).
    app.get(
      CUSTOMER_PATHS.adminOverview,
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), querystring: adminCustomerQuerySchema, response: okReply(replies.adminCustomerOverviewSchema) }, preValidation: requireAdminKey(ctx) },
      async (request) => ok(request, await adminOverview(ctx.db, await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId), request.query.deptId)),
    )
  }
}
