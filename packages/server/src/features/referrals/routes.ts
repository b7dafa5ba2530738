import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { REFERRAL_PATHS } from '@fairpass/core/contract'
import { idSchema, referralChannelSchema, referralInviterSchema, referralParentSchema, referralScopeSchema, referralSendSchema, referralShareSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, currentExhibition, currentUser, ok, okReply, perAddress, perVisitor, requireAdminKey, requireUser, requiredTenantId, type Guard } from '../../http'
import { exhibitionForAdmin, requireExhibition } from '../../tenancy'
import { adminInviters, countsOf, invitationOf, inviterOf, noticeTemplate, rankingOf, recordsOf, requireRegistered, saveParent, sendInvitation, type Visitor } from './referrals'

/** A person types each invitation: a few a minute; the day's cap (REFERRAL_DAILY_MAX) is the real limit. */
const SENDS_PER_MINUTE = 30
/** /invite/home is opened without login: a page view, not a crawl of user ids. */
const INVITER_LOOKUPS_PER_MINUTE = 60

function visitorOf(request: FastifyRequest): Visitor {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/** A signed-in visitor with a complete registration at the request's exhibition (403 otherwise): the inviter. */
function requireInviter(ctx: AppContext): Guard {
  const user = requireUser(ctx)
  return async function requireInviterHandler(request) {
    await user(request)
    await requireRegistered(ctx.db, visitorOf(request))
  }
}

const noticeQuery = z.extend(referralChannelSchema, { name: z.optional(z.string().check(z.trim(), z.maxLength(50, 'validation.name.tooLong'))) })

/** The invitation link a send carries: the app's address (the notifier's messages all point there). */
const linkOrigin = (ctx: AppContext) => `${ctx.env.publicBaseUrl.replace(/\/+$/, '')}/`

/** Invitations, referrals and ranking of contract/referrals.ts. */
export function referralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const inviter = requireInviter(ctx)
    const signedIn = requireUser(ctx)

    app.get(REFERRAL_PATHS.invitation, { schema: { querystring: referralScopeSchema, response: okReply(replies.referralInvitationSchema) }, preValidation: inviter }, async (request) => {
      return ok(request, await invitationOf(ctx.db, visitorOf(request), 'visitor', request.language))
    })

    app.get(REFERRAL_PATHS.shareLink, { schema: { querystring: referralShareSchema, response: okReply(replies.referralInvitationSchema) }, preValidation: inviter }, async (request) => {
      return ok(request, await invitationOf(ctx.db, visitorOf(request), request.query.registerType, request.language))
    })

    // No login: the invited person sees who invites before signing in. Only an inviter with an invitation here is shown.
    app.get(REFERRAL_PATHS.inviter, { schema: { querystring: referralInviterSchema, response: okReply(replies.referralInviterSchema) }, config: perAddress(INVITER_LOOKUPS_PER_MINUTE) }, async (request) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      return ok(request, await inviterOf(ctx.db, exhibition, request.query.sourceInviteUserId, request.language))
    })

    app.get(REFERRAL_PATHS.noticeTemplate, { schema: { querystring: noticeQuery, response: okReply(replies.referralNoticeTemplateSchema) }, preValidation: inviter }, async (request) => {
      const who = visitorOf(request)
      const invitation = await invitationOf(ctx.db, who, 'visitor', request.language)
      return ok(request, await noticeTemplate(ctx.db, who, request.query.channel, `${linkOrigin(ctx)}#${invitation.path}`, request.query.name || '…', request.language))
    })

    app.post(REFERRAL_PATHS.send, { schema: { body: referralSendSchema, response: okReply(replies.referralSentSchema) }, preValidation: inviter, config: perVisitor(SENDS_PER_MINUTE) }, async (request) => {
      return ok(request, await sendInvitation(ctx, visitorOf(request), request.body.recipient, linkOrigin(ctx), request.language))
    })

    app.get(REFERRAL_PATHS.records, { schema: { querystring: referralScopeSchema, response: okReply(replies.referralRecordListSchema) }, preValidation: inviter }, async (request) => {
      return ok(request, await recordsOf(ctx.db, visitorOf(request)))
    })

    app.get(REFERRAL_PATHS.count, { schema: { querystring: referralScopeSchema, response: okReply(replies.referralCountsSchema) }, preValidation: inviter }, async (request) => {
      return ok(request, await countsOf(ctx.db, visitorOf(request)))
    })

    app.get(REFERRAL_PATHS.ranking, { schema: { querystring: referralScopeSchema, response: okReply(replies.referralRankingSchema) }, preValidation: inviter }, async (request) => {
      return ok(request, await rankingOf(ctx.db, visitorOf(request)))
    })

    // The invited person, signed in, registering: no complete registration needed yet.
    app.post(REFERRAL_PATHS.saveParent, { schema: { body: referralParentSchema, response: okReply(replies.referralParentSchema) }, preValidation: signedIn, config: perVisitor(SENDS_PER_MINUTE) }, async (request) => {
      return ok(request, await saveParent(ctx.db, visitorOf(request), request.body.fissionParentBladeUserId))
    })

    // Organiser API (`npm run admin -- referrals`): every inviter of an exhibition of the key's tenant, unmasked.
    app.get(
      '/api/admin/exhibitions/:exhibitionId/referrals',
      { schema: { params: z.object({ exhibitionId: idSchema }), response: okReply(replies.adminInviterSchema.array()) }, preValidation: requireAdminKey(ctx) },
      async (request) => {
        const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
        return ok(request, await adminInviters(ctx.db, exhibition))
      },
    )
  }
}
