import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EXHIBITOR_SERVICE_PATHS, type AdminVisaView, type VisaRequestView, type BoardView, type InvitationTemplateView, type InviteBatchResult, type InviteRecordPage, type VipInviteView, type ServiceCategoryView, type ServiceReservationView, type ExhibitorDocumentPage, type ExhibitorDocumentView, type MaterialTypeView, type SetupStatusView } from '@fairpass/core/contract'
import {
  boardSubmitSchema,
  documentListQuerySchema,
  documentPublishSchema,
  documentRefQuerySchema,
  exhibitionListSchema,
  exhibitorServiceIdsSchema,
  exhibitorServiceQuerySchema,
  exhibitorServiceRefSchema,
  serviceCategorySaveSchema,
  serviceListQuerySchema,
  serviceReserveSchema,
  finalSubmitSchema,
  invitationTemplateQuerySchema,
  invitationTemplateSaveSchema,
  inviteBatchSchema,
  inviteRecordQuerySchema,
  vipInviteSaveSchema,
  visaDecisionSchema,
  visaSubmitSchema,
  specialBuildSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, currentExhibition, currentExhibitor, currentUser, ok, okReply, perVisitor, requireAdminKey, requireExhibitor, requiredTenantId } from '../../http'
import { exhibitionForAdmin, requireExhibition } from '../../tenancy'
import { boardView, finalSubmit, reopenSetup, setupStatus, submitBoard, submitSpecialBuild } from './board'
import { scopeOf, type Scope } from './company'
import { adminVisaList, decideVisa, listVisaRequests, removeVisaRequest, submitVisaRequest, visaLetterPdf } from './visa'
import { inviteRecords, listTemplates, saveTemplate, saveVipInvite, sendInvitations, vipInviteView } from './invitations'
import { deleteReservations, listServiceCategories, reservationViews, reserveServices, saveServiceCategory } from './services'
import { DOCUMENT_MAX_BYTES, documentPage, documentView, findDocument, listDocuments, materialTypes, publishDocument, removeDocument } from './documents'

const adminParams = z.pick(exhibitionListSchema, { exhibitionId: true })
const companyParams = z.object({ exhibitionId: adminParams.shape.exhibitionId, deptId: z.string().check(z.uuid('validation.invalid')) })
const documentParams = z.object({ exhibitionId: adminParams.shape.exhibitionId, documentId: z.string().check(z.uuid('validation.invalid')) })

const adminVisaQuerySchema = z.object({ state: z.optional(z.enum(['pending', 'approved', 'rejected'], 'validation.review.state')) })

const WRITES_PER_MINUTE = 60
/** A document travels as base64 (4/3 of its bytes) inside JSON. */
const DOCUMENT_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024

/**
 * Part 2 of the portal (issue 17): booth setup, the organiser's documents, the final submission, paid services, VIP
 * buyer invitations and visa letters. The same guards
 * as part 1: members read, the company admin writes, the company comes from the token.
 */
export async function setupRoutes(ctx: AppContext, typed: Parameters<FastifyPluginAsyncZod>[0]): Promise<void> {
  const member = requireExhibitor(ctx)
  const admin = requireExhibitor(ctx, { admin: true })
  const scope = (request: FastifyRequest): Scope => scopeOf(currentExhibition(request), currentExhibitor(request))
  const organiserExhibition = async (request: FastifyRequest) => {
    const params = adminParams.safeParse(request.params)
    if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
  }
  const organiser = [requireAdminKey(ctx), organiserExhibition]

  /* Booth setup. */

  typed.get(EXHIBITOR_SERVICE_PATHS.board, { schema: { querystring: exhibitorServiceQuerySchema, response: okReply(replies.boardViewSchema) }, preValidation: member }, async (request) => {
    return ok(request, await boardView(ctx.db, scope(request)))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.boardSubmit, { schema: { body: boardSubmitSchema, response: okReply(replies.boardViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await submitBoard(ctx, scope(request), request.body, request.language)
    return ok(request, await boardView(ctx.db, scope(request)))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.specialBuildSubmit, { schema: { body: specialBuildSchema, response: okReply(replies.boardViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await submitSpecialBuild(ctx, scope(request), request.body, request.language)
    return ok(request, await boardView(ctx.db, scope(request)))
  })

  /* Documents: the list of kinds is config (no login, as the config client's other lists); the documents are for members. */

  typed.get(EXHIBITOR_SERVICE_PATHS.materialTypes, { schema: { querystring: exhibitorServiceQuerySchema, response: okReply(replies.materialTypeViewSchema.array()) } }, async (request) => {
    const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
    return ok(request, await materialTypes(ctx.db, { tenantId: exhibition.tenantId, id: exhibition.id }, request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.manualAll, { schema: { querystring: documentListQuerySchema, response: okReply(replies.exhibitorDocumentViewSchema.array()) }, preValidation: member }, async (request) => {
    return ok(request, await listDocuments(ctx.db, currentExhibition(request), request.query.materialTypeV2, request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.manualPart, { schema: { querystring: documentListQuerySchema, response: okReply(replies.exhibitorDocumentPageSchema) }, preValidation: member }, async (request) => {
    return ok(request, await documentPage(ctx.db, currentExhibition(request), request.query.materialTypeV2, request.query.page, request.query.size, request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.document, { schema: { querystring: documentRefQuerySchema, response: okReply(replies.exhibitorDocumentViewSchema) }, preValidation: member }, async (request) => {
    return ok(request, documentView(await findDocument(ctx.db, currentExhibition(request), request.query.id), request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.documentDownload, { schema: { querystring: documentRefQuerySchema }, preValidation: member }, async (request, reply) => {
    const row = await findDocument(ctx.db, currentExhibition(request), request.query.id, true)
    return reply
      .header('content-type', row.mimeType)
      .header('content-disposition', `attachment; filename="document.${row.fileName.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(row.content)
  })

  /* Final submission. */

  typed.get(EXHIBITOR_SERVICE_PATHS.setupStatus, { schema: { querystring: exhibitorServiceQuerySchema, response: okReply(replies.setupStatusViewSchema) }, preValidation: member }, async (request) => {
    return ok(request, await setupStatus(ctx.db, scope(request), request.language))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.finalSubmit, { schema: { body: finalSubmitSchema, response: okReply(replies.setupStatusViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await finalSubmit(ctx, scope(request), request.language)
    return ok(request, await setupStatus(ctx.db, scope(request), request.language))
  })

  /* Services, ads, translators: paid through the orders engine (services.ts). */

  typed.get(EXHIBITOR_SERVICE_PATHS.serviceCategories, { schema: { querystring: serviceListQuerySchema, response: okReply(replies.serviceCategoryViewSchema.array()) }, preValidation: member }, async (request) => {
    return ok(request, await listServiceCategories(ctx, currentExhibition(request), request.query.kind, request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.serviceReservations, { schema: { querystring: serviceListQuerySchema, response: okReply(replies.serviceReservationViewSchema.array()) }, preValidation: member }, async (request) => {
    return ok(request, await reservationViews(ctx, scope(request), { kind: request.query.kind }, request.language))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.serviceReservation, { schema: { querystring: exhibitorServiceRefSchema, response: okReply(replies.serviceReservationViewSchema) }, preValidation: member }, async (request) => {
    const [view] = await reservationViews(ctx, scope(request), { ids: [request.query.id] }, request.language)
    if (!view) throw new AppError(404, 'error.notFound')
    return ok(request, view)
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.serviceReserve, { schema: { body: serviceReserveSchema, response: okReply(replies.serviceReservationViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    const id = await reserveServices(ctx, scope(request), currentUser(request), request.body, request.language)
    const [view] = await reservationViews(ctx, scope(request), { ids: [id] }, request.language)
    return ok(request, view)
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.serviceBatchDelete, { schema: { body: exhibitorServiceIdsSchema, response: okReply(replies.serviceReservationViewSchema.array()) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await deleteReservations(ctx, scope(request), request.body.ids, request.language)
    return ok(request, await reservationViews(ctx, scope(request), { ids: request.body.ids }, request.language))
  })

  /* VIP buyer invitations (invitations.ts). */

  typed.get(EXHIBITOR_SERVICE_PATHS.invitationTemplates, { schema: { querystring: invitationTemplateQuerySchema, response: okReply(replies.invitationTemplateViewSchema.array()) } }, async (request) => {
    const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
    return ok(request, await listTemplates(ctx.db, { tenantId: exhibition.tenantId, id: exhibition.id }, request.query.registerType, request.language))
  })

  // Every member shares the company's link as themselves (sourceInviteUserId is the caller).
  typed.get(EXHIBITOR_SERVICE_PATHS.vipInvite, { schema: { querystring: exhibitorServiceQuerySchema, response: okReply(replies.vipInviteViewSchema) }, preValidation: member }, async (request) => {
    return ok(request, await vipInviteView(ctx.db, scope(request), currentUser(request).id, request.language))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.vipInviteSave, { schema: { body: vipInviteSaveSchema, response: okReply(replies.vipInviteViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await saveVipInvite(ctx, scope(request), request.body, request.language)
    return ok(request, await vipInviteView(ctx.db, scope(request), currentUser(request).id, request.language))
  })

  // Messages cost money and reach strangers: a few batches a minute.
  typed.post(EXHIBITOR_SERVICE_PATHS.inviteBatch, { schema: { body: inviteBatchSchema, response: okReply(replies.inviteBatchResultSchema) }, preValidation: admin, config: perVisitor(5) }, async (request) => {
    return ok(request, await sendInvitations(ctx, scope(request), currentUser(request).id, request.body, request.language))
  })

  // Names and contact data of people: the company admin's.
  typed.get(EXHIBITOR_SERVICE_PATHS.inviteRecords, { schema: { querystring: inviteRecordQuerySchema, response: okReply(replies.inviteRecordPageSchema) }, preValidation: admin }, async (request) => {
    return ok(request, await inviteRecords(ctx, scope(request), request.query.status, request.query.page, request.query.size))
  })

  /* Visa invitation letters (visa.ts): passport data and the letter are the company admin's. */

  typed.get(EXHIBITOR_SERVICE_PATHS.visaList, { schema: { querystring: exhibitorServiceQuerySchema, response: okReply(replies.visaRequestViewSchema.array()) }, preValidation: admin }, async (request) => {
    return ok(request, await listVisaRequests(ctx.db, scope(request)))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.visaSubmit, { schema: { body: visaSubmitSchema, response: okReply(replies.visaRequestViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    return ok(request, await submitVisaRequest(ctx, scope(request), currentUser(request).id, request.body.id, request.body.applicant))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.visaRemove, { schema: { body: exhibitorServiceRefSchema, response: okReply(replies.visaRequestViewSchema.array()) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
    await removeVisaRequest(ctx, scope(request), request.body.id)
    return ok(request, await listVisaRequests(ctx.db, scope(request)))
  })

  typed.get(EXHIBITOR_SERVICE_PATHS.visaLetter, { schema: { querystring: exhibitorServiceRefSchema }, preValidation: admin }, async (request, reply) => {
    const { letterNo, pdf } = await visaLetterPdf(ctx.db, scope(request), currentExhibition(request), request.query.id)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="visa-invitation-${letterNo}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf)
  })

  /* The organiser. */

  typed.get(EXHIBITOR_SERVICE_PATHS.adminVisaList, { schema: { params: adminParams, querystring: adminVisaQuerySchema, response: okReply(replies.adminVisaViewSchema.array()) }, preValidation: organiser }, async (request) => {
    return ok(request, await adminVisaList(ctx, currentExhibition(request), request.query.state, request.language))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.adminVisaDecide, { schema: { params: adminParams, body: visaDecisionSchema, response: okReply(replies.adminVisaViewSchema) }, preValidation: organiser }, async (request) => {
    return ok(request, await decideVisa(ctx, currentExhibition(request), request.body, request.language))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.adminInvitationTemplate, { schema: { params: adminParams, body: invitationTemplateSaveSchema, response: okReply(replies.invitationTemplateViewSchema) }, preValidation: organiser }, async (request) => {
    return ok(request, await saveTemplate(ctx, currentExhibition(request), request.body, request.language))
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.adminServiceCategory, { schema: { params: adminParams, body: serviceCategorySaveSchema, response: okReply(replies.serviceCategoryViewSchema) }, preValidation: organiser }, async (request) => {
    const exhibition = currentExhibition(request)
    await saveServiceCategory(ctx.db, ctx.clock.now(), exhibition, request.body)
    const saved = (await listServiceCategories(ctx, exhibition, request.body.kind, request.language)).find((category) => category.code === request.body.code)!
    return ok(request, saved)
  })

  typed.post(
    EXHIBITOR_SERVICE_PATHS.adminPublishDocument,
    { schema: { params: adminParams, body: documentPublishSchema, response: okReply(replies.exhibitorDocumentViewSchema) }, preValidation: organiser, bodyLimit: DOCUMENT_BODY_LIMIT },
    async (request) => {
      return ok(request, await publishDocument(ctx, currentExhibition(request), request.body, request.language))
    },
  )

  typed.delete(EXHIBITOR_SERVICE_PATHS.adminRemoveDocument, { schema: { params: documentParams, response: okReply(z.object({ removed: z.literal(true) })) }, preValidation: organiser }, async (request) => {
    await removeDocument(ctx, currentExhibition(request), request.params.documentId)
    return ok(request, { removed: true as const })
  })

  typed.post(EXHIBITOR_SERVICE_PATHS.adminReopen, { schema: { params: companyParams, response: okReply(replies.setupStatusViewSchema) }, preValidation: organiser }, async (request) => {
    return ok(request, await reopenSetup(ctx, currentExhibition(request), request.params.deptId, request.language))
  })
}
