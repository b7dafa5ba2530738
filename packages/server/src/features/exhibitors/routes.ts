import { and, eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  EXHIBITOR_LOGO_SIZE,
  EXHIBITOR_PATHS,
  type BoothInfoView,
  type ExhibitorFormConfig,
  type ExhibitorInfo,
  type NewSession,
  type ReviewOverview,
  type ReviewState,
} from '@fairpass/core/contract'
import {
  adminSubmissionsQuerySchema,
  boothInfoQuerySchema,
  companyCapsSchema,
  companyCreateSchema,
  credentialSaveSchema,
  exhibitionListSchema,
  exhibitorIdsSchema,
  exhibitorPageSchema,
  exhibitorPasswordChangeSchema,
  exhibitorQuerySchema,
  exhibitorRefSchema,
  exhibitorSetPasswordSchema,
  exhibitorSettingsSchema,
  inviteLandingSchema,
  journalSaveSchema,
  PRODUCT_IMAGES_MAX,
  productSaveSchema,
  reviewDecisionSchema,
  staffInviteCreateSchema,
  staffInviteSubmitSchema,
  statusSubmitSchema,
  uploadRuleFor,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import {
  AppError,
  adminTenantOf,
  currentExhibition,
  currentExhibitor,
  currentUser,
  ok,
  okReply,
  perAddress,
  perVisitor,
  requireAdminKey,
  requireExhibitor,
  requireUser,
  requiredTenantId,
} from '../../http'
import { translate } from '../../messages'
import { exhibitionForAdmin, requireExhibition } from '../../tenancy'
import { passwordMatches, signAccessToken, storePassword, users } from '../auth'
import { copyJournal, copyProducts, findJournal, findProduct, journalDraft, journalHistory, productHistory, productPage, productView, removeProduct, saveJournal, saveProduct, submitExhibits } from './catalogue'
import { boothView, boothsOf, cataloguePart, companyName, exhibitsPart, fileRef, participationOf, productCount, scopeOf, type Scope } from './company'
import {
  applyCredentials,
  createInvitation,
  credentialCounts,
  credentialList,
  credentialView,
  findCredential,
  invitationView,
  inviteLanding,
  listInvitations,
  previousCredentials,
  removeCredential,
  revokeInvitation,
  saveCredential,
  staffState,
  submitAsStaff,
} from './credentials'
import { createCompany, decide, listCompanies, listSubmissions, saveSettings, setCaps, settingsView } from './organiser'
import { credentialPrerequisite } from './rules'
import { exhibitorCredentials, exhibitorMembers } from './tables'
import { INITIATIVE_LETTER, PRODUCT_CATEGORIES } from './texts'
import { UPLOAD_KIND_OF } from './uploads'
import { setupRoutes } from './setupRoutes'

const adminParams = z.pick(exhibitionListSchema, { exhibitionId: true })
const companyParams = z.object({ exhibitionId: adminParams.shape.exhibitionId, deptId: z.string().check(z.uuid('validation.invalid')) })

/** Writes a company admin may make a minute: a form saved now and then, a list of products typed in; not a script's thousands. */
const WRITES_PER_MINUTE = 60

/** The exhibitor portal of contract/exhibitors.ts: a company's own data for its members, the organiser's side, and what needs no login. */
export function exhibitorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const member = requireExhibitor(ctx)
    const admin = requireExhibitor(ctx, { admin: true })
    const beforePassword = requireExhibitor(ctx, { beforePasswordSet: true })
    const signedIn = requireUser(ctx)
    const scope = (request: FastifyRequest): Scope => scopeOf(currentExhibition(request), currentExhibitor(request))

    const organiserExhibition = async (request: FastifyRequest) => {
      const params = adminParams.safeParse(request.params)
      if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
    }
    const organiser = [requireAdminKey(ctx), organiserExhibition]

    /* No login. */

    app.get(EXHIBITOR_PATHS.formConfig, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.exhibitorFormConfigSchema) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      const settings = await settingsView(ctx, exhibition)
      const rule = (purpose: keyof typeof UPLOAD_KIND_OF) => {
        const upload = uploadRuleFor(UPLOAD_KIND_OF[purpose])
        return { extensions: [...upload.extensions], minBytes: upload.minBytes ?? null, maxBytes: upload.maxBytes, suggested: purpose === 'exhibitorLogo' ? { ...EXHIBITOR_LOGO_SIZE } : null }
      }
      const config: ExhibitorFormConfig = {
        exhibitionId: exhibition.id,
        defaultProductCap: settings.defaultProductCap,
        defaultCredentialCap: settings.defaultCredentialCap,
        credentialDeadline: settings.credentialDeadline,
        productCategories: PRODUCT_CATEGORIES.map((category) => ({ key: category.key, label: request.language === 'en' ? category.en : category.cn })),
        initiativeLetter: INITIATIVE_LETTER[request.language],
        uploads: { exhibitorLogo: rule('exhibitorLogo'), productImage: rule('productImage'), productVideo: rule('productVideo') },
        productImagesMax: PRODUCT_IMAGES_MAX,
      }
      return ok(request, config)
    })

    // /boothInfo: public by the spec (no token); a company's booths are printed in the fair's floor plan anyway.
    app.get(EXHIBITOR_PATHS.boothInfo, { schema: { querystring: boothInfoQuerySchema, response: okReply(replies.boothInfoViewSchema) }, config: perAddress(60) }, async (request) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      const participation = await participationOf(ctx.db, { tenantId: exhibition.tenantId, exhibitionId: exhibition.id, deptId: request.query.deptId })
      const booths = (await boothsOf(ctx.db, exhibition.id, request.query.deptId)).map(boothView)
      const view: BoothInfoView = {
        exhibitionId: exhibition.id,
        deptId: request.query.deptId,
        companyName: companyName(participation.company, request.language),
        booths,
        totalArea: booths.reduce((sum, booth) => sum + booth.area, 0),
      }
      return ok(request, view)
    })

    // The code is the capability; guessing is bounded per address (31^8 codes).
    app.get(EXHIBITOR_PATHS.inviteLanding, { schema: { querystring: inviteLandingSchema, response: okReply(replies.staffInviteLandingSchema) }, config: perAddress(30) }, async (request) => {
      return ok(request, await inviteLanding(ctx, request.query.code, request.language))
    })

    /* Any signed-in account: the staff invite flow. */

    app.get(EXHIBITOR_PATHS.inviteMine, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.staffInviteStateSchema) }, preValidation: signedIn }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      return ok(request, await staffState(ctx.db, exhibition.tenantId, exhibition.id, user.id, request.language))
    })

    app.post(EXHIBITOR_PATHS.inviteSubmit, { schema: { body: staffInviteSubmitSchema, response: okReply(replies.staffInviteStateSchema) }, preValidation: signedIn, config: perVisitor(20) }, async (request) => {
      const user = currentUser(request)
      const exhibition = currentExhibition(request)
      return ok(request, await submitAsStaff(ctx, exhibition.tenantId, exhibition.id, user.id, request.body.code, request.body.applicant, request.language))
    })

    /* Members of a company. */

    app.get(EXHIBITOR_PATHS.info, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.exhibitorInfoSchema) }, preValidation: beforePassword }, async (request) => {
      const user = currentUser(request)
      // The spec's call names the user: only the caller's own profile is answered.
      if (request.query.userId && request.query.userId !== user.id) throw new AppError(404, 'error.notFound')
      return ok(request, await exhibitorInfo(ctx, request, scope(request)))
    })

    app.post(EXHIBITOR_PATHS.setPassword, { schema: { body: exhibitorSetPasswordSchema, response: okReply(replies.exhibitorInfoSchema.extend(replies.newSessionSchema.shape)) }, preValidation: beforePassword, config: perVisitor(10) }, async (request) => {
      const user = currentUser(request)
      const membership = currentExhibitor(request)
      if (!membership.mustSetPassword) throw new AppError(409, 'error.exhibitor.passwordAlreadySet')
      const session = await replacePassword(ctx, user.id, request.body.newPassword)
      await ctx.db.update(exhibitorMembers).set({ mustSetPassword: false }).where(eq(exhibitorMembers.userId, user.id))
      request.exhibitor = { ...membership, mustSetPassword: false }
      return ok(request, { ...(await exhibitorInfo(ctx, request, scope(request))), ...session })
    })

    app.post(EXHIBITOR_PATHS.changePassword, { schema: { body: exhibitorPasswordChangeSchema, response: okReply(replies.newSessionSchema.extend({ changed: z.literal(true) })) }, preValidation: member, config: perVisitor(10) }, async (request) => {
      const user = currentUser(request)
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1)
      if (!(await passwordMatches(row, request.body.oldPassword))) {
        throw new AppError(400, 'error.exhibitor.oldPasswordWrong', undefined, { fieldErrors: { oldPassword: translate('error.exhibitor.oldPasswordWrong', request.language) } })
      }
      return ok(request, { changed: true as const, ...(await replacePassword(ctx, user.id, request.body.newPassword)) })
    })

    app.get(EXHIBITOR_PATHS.journalDraft, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.journalViewSchema) }, preValidation: member }, async (request) => {
      return ok(request, await journalDraft(ctx.db, scope(request)))
    })

    app.post(EXHIBITOR_PATHS.journalSave, { schema: { body: journalSaveSchema, response: okReply(replies.journalViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await saveJournal(ctx, scope(request), request.body, request.language))
    })

    app.get(EXHIBITOR_PATHS.journalHistory, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.journalHistoryEntrySchema.array()) }, preValidation: member }, async (request) => {
      return ok(request, await journalHistory(ctx.db, scope(request), request.language))
    })

    app.post(EXHIBITOR_PATHS.journalCopy, { schema: { body: exhibitorRefSchema, response: okReply(replies.journalViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await copyJournal(ctx, scope(request), request.body.id))
    })

    app.get(EXHIBITOR_PATHS.products, { schema: { querystring: exhibitorPageSchema, response: okReply(replies.productPageSchema) }, preValidation: member }, async (request) => {
      return ok(request, await productPage(ctx.db, scope(request), request.query.page, request.query.size, request.language))
    })

    app.get(EXHIBITOR_PATHS.product, { schema: { querystring: exhibitorRefSchema, response: okReply(replies.productViewSchema) }, preValidation: member }, async (request) => {
      return ok(request, productView(await findProduct(ctx.db, scope(request), request.query.id), request.language))
    })

    app.post(EXHIBITOR_PATHS.productSave, { schema: { body: productSaveSchema, response: okReply(replies.productViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await saveProduct(ctx, scope(request), request.body.id, request.body.product, request.language))
    })

    app.post(EXHIBITOR_PATHS.productRemove, { schema: { body: exhibitorRefSchema, response: okReply(z.object({ removed: z.literal(true) })) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await removeProduct(ctx, scope(request), request.body.id)
      return ok(request, { removed: true as const })
    })

    app.get(EXHIBITOR_PATHS.productHistory, { schema: { querystring: exhibitorPageSchema, response: okReply(replies.historyProductPageSchema) }, preValidation: member }, async (request) => {
      return ok(request, await productHistory(ctx.db, scope(request), request.query.page, request.query.size, request.language))
    })

    app.post(EXHIBITOR_PATHS.productCopyHistory, { schema: { body: exhibitorIdsSchema, response: okReply(replies.productPageSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await copyProducts(ctx, scope(request), request.body.ids, request.language))
    })

    app.post(EXHIBITOR_PATHS.statusSubmit, { schema: { body: statusSubmitSchema, response: okReply(replies.reviewOverviewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await submitExhibits(ctx, scope(request))
      return ok(request, await reviewOverview(ctx, scope(request)))
    })

    app.get(EXHIBITOR_PATHS.status, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.reviewOverviewSchema) }, preValidation: member }, async (request) => {
      return ok(request, await reviewOverview(ctx, scope(request)))
    })

    app.post(EXHIBITOR_PATHS.inviteCreate, { schema: { body: staffInviteCreateSchema, response: okReply(replies.staffInvitationViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const row = await createInvitation(ctx, scope(request), currentUser(request).id, request.body)
      return ok(request, invitationView(row, request.language, row.tenantId))
    })

    app.get(EXHIBITOR_PATHS.invites, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.staffInvitationViewSchema.array()) }, preValidation: admin }, async (request) => {
      const rows = await listInvitations(ctx.db, scope(request))
      return ok(request, rows.map((row) => invitationView(row, request.language, row.tenantId)))
    })

    app.post(EXHIBITOR_PATHS.inviteRevoke, { schema: { body: exhibitorRefSchema, response: okReply(replies.staffInvitationViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const row = await revokeInvitation(ctx, scope(request), request.body.id)
      return ok(request, invitationView(row, request.language, row.tenantId))
    })

    app.get(EXHIBITOR_PATHS.credentials, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.credentialListSchema) }, preValidation: member }, async (request) => {
      return ok(request, await credentialList(ctx, ctx.db, scope(request)))
    })

    app.get(EXHIBITOR_PATHS.credential, { schema: { querystring: exhibitorRefSchema, response: okReply(replies.credentialViewSchema) }, preValidation: member }, async (request) => {
      return ok(request, credentialView(await findCredential(ctx.db, scope(request), request.query.id)))
    })

    app.post(EXHIBITOR_PATHS.credentialSave, { schema: { body: credentialSaveSchema, response: okReply(replies.credentialViewSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await saveCredential(ctx, scope(request), request.body.id, request.body.applicant))
    })

    app.post(EXHIBITOR_PATHS.credentialApply, { schema: { body: exhibitorIdsSchema, response: okReply(replies.credentialListSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await applyCredentials(ctx, scope(request), request.body.ids)
      return ok(request, await credentialList(ctx, ctx.db, scope(request)))
    })

    app.post(EXHIBITOR_PATHS.credentialRemove, { schema: { body: exhibitorRefSchema, response: okReply(replies.credentialListSchema) }, preValidation: admin, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await removeCredential(ctx, scope(request), request.body.id)
      return ok(request, await credentialList(ctx, ctx.db, scope(request)))
    })

    app.get(EXHIBITOR_PATHS.credentialPrevious, { schema: { querystring: exhibitorQuerySchema, response: okReply(replies.previousCredentialSchema.array()) }, preValidation: member }, async (request) => {
      return ok(request, await previousCredentials(ctx.db, scope(request), request.language))
    })

    /* The organiser (admin key). */

    app.post(EXHIBITOR_PATHS.adminCreateCompany, { schema: { params: adminParams, body: companyCreateSchema, response: okReply(replies.companyCreatedSchema) }, preValidation: organiser }, async (request) => {
      return ok(request, await createCompany(ctx, currentExhibition(request), request.body))
    })

    app.get(EXHIBITOR_PATHS.adminCompanies, { schema: { params: adminParams, response: okReply(replies.adminCompanyViewSchema.array()) }, preValidation: organiser }, async (request) => {
      return ok(request, await listCompanies(ctx, currentExhibition(request)))
    })

    app.put(EXHIBITOR_PATHS.adminSettings, { schema: { params: adminParams, body: exhibitorSettingsSchema, response: okReply(replies.exhibitorSettingsViewSchema) }, preValidation: organiser }, async (request) => {
      return ok(request, await saveSettings(ctx, currentExhibition(request), request.body))
    })

    app.put(EXHIBITOR_PATHS.adminCompanyCaps, { schema: { params: companyParams, body: companyCapsSchema, response: okReply(replies.adminCompanyViewSchema) }, preValidation: organiser }, async (request) => {
      return ok(request, await setCaps(ctx, currentExhibition(request), request.params.deptId, request.body))
    })

    app.get(EXHIBITOR_PATHS.adminSubmissions, { schema: { params: adminParams, querystring: adminSubmissionsQuerySchema, response: okReply(replies.submissionViewSchema.array()) }, preValidation: organiser }, async (request) => {
      return ok(request, await listSubmissions(ctx, currentExhibition(request), request.query.state))
    })

    app.post(EXHIBITOR_PATHS.adminReview, { schema: { params: adminParams, body: reviewDecisionSchema, response: okReply(replies.submissionViewSchema) }, preValidation: organiser }, async (request) => {
      return ok(request, await decide(ctx, currentExhibition(request), request.body))
    })

    await setupRoutes(ctx, app)

  }
}

/** Stores the new password (other sessions end: the token version rises) and answers a fresh token for this one. */
async function replacePassword(ctx: AppContext, userId: string, password: string): Promise<NewSession> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1)
  const updated = await storePassword(ctx, row, password)
  const { token, expiresIn } = await signAccessToken(ctx, { userId: updated.id, tenantId: updated.tenantId, account: updated.account, tokenVersion: updated.tokenVersion })
  return { access_token: token, expires_in: expiresIn }
}

async function reviewOverview(ctx: AppContext, scope: Scope): Promise<ReviewOverview> {
  const participation = await participationOf(ctx.db, scope)
  const rejected = await ctx.db
    .select({ id: exhibitorCredentials.id, name: exhibitorCredentials.name, reason: exhibitorCredentials.reason })
    .from(exhibitorCredentials)
    .where(and(eq(exhibitorCredentials.tenantId, scope.tenantId), eq(exhibitorCredentials.exhibitionId, scope.exhibitionId), eq(exhibitorCredentials.deptId, scope.deptId), eq(exhibitorCredentials.state, 'rejected')))
  return {
    exhibitionId: scope.exhibitionId,
    catalogue: cataloguePart(participation.row),
    exhibits: exhibitsPart(participation.row),
    credentials: await credentialCounts(ctx.db, scope),
    rejectedCredentials: rejected.map((row) => ({ id: row.id, name: row.name, reason: row.reason ?? '' })),
    prerequisite: credentialPrerequisite(participation.row.catalogueState as ReviewState, participation.row.exhibitsState as ReviewState, await productCount(ctx.db, scope)),
  }
}

async function exhibitorInfo(ctx: AppContext, request: FastifyRequest, scope: Scope): Promise<ExhibitorInfo> {
  const user = currentUser(request)
  const membership = currentExhibitor(request)
  const participation = await participationOf(ctx.db, scope)
  const journal = await findJournal(ctx.db, scope)
  const booths = (await boothsOf(ctx.db, scope.exhibitionId, scope.deptId)).map(boothView)
  const company = participation.company
  return {
    userId: user.id,
    account: user.account,
    role: membership.role,
    mustSetPassword: membership.mustSetPassword,
    tenantId: scope.tenantId,
    exhibitionId: scope.exhibitionId,
    deptId: scope.deptId,
    deptName: company.nameCn,
    deptEnName: company.nameEn,
    fullName: company.fullNameCn,
    fullEnName: company.fullNameEn,
    exhibitorJournalId: journal?.id ?? null,
    exhibitorJournalName: journal?.nameCn || null,
    exhibitorJournalEnName: journal?.nameEn || null,
    journalContacts: journal?.contacts || null,
    journalContactInformation: journal?.contactInformation || null,
    journalIntroduction: journal?.introductionCn || null,
    journalEnIntroduction: journal?.introductionEn || null,
    journalLogo: fileRef(journal?.logoFileId ?? null, journal?.logoThumbFileId ?? null),
    companyExhibitionVO: {
      deptId: scope.deptId,
      exhibitionHallNo: [...new Set(booths.map((booth) => booth.hall))].join(','),
      boothNo: booths[0]?.boothNo ?? '',
      boothNos: booths.map((booth) => booth.boothNo).join(','),
    },
    booths,
    catalogue: cataloguePart(participation.row),
    exhibits: exhibitsPart(participation.row),
    prerequisite: credentialPrerequisite(participation.row.catalogueState as ReviewState, participation.row.exhibitsState as ReviewState, await productCount(ctx.db, scope)),
  }
}

