import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CHANNEL_PATHS } from '@fairpass/core/contract'
import { adminChannelListSchema, channelDetailSchema, channelSaveSchema, channelScopeSchema, jsSdkSchema, shareContextSchema, userRegisterLinkSaveSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, currentExhibition, currentUser, ok, okReply, perAddress, perVisitor, requireAdminKey, requireUser } from '../../http'
import { exhibitionForAdmin, requireTenant } from '../../tenancy'
import { requireGroupLeader } from '../groups'
import { adminChannels, channelDetail, createChannel, listChannels, saveRegisterLink, shareContext, type Caller } from './channels'
import type { JsSdkSigner } from './jsSdk'

/** A leader types a few codes; a script trying codes is stopped long before it learns which are taken. */
const WRITES_PER_MINUTE = 30
/** Every page view inside the messaging app signs once. */
const SIGNATURES_PER_MINUTE = 60

export interface ChannelRouteOptions {
  /** Signs the share card's page address (jsSdk.ts); absent: getJsSdk answers 503 (production without credentials). */
  signer?: JsSdkSigner
}

function callerOf(request: FastifyRequest): Caller {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/** Channels (the leader's traceability codes) and sharing (the poster's context, the remembered link, the JS-SDK signature). */
export function channelRoutes(ctx: AppContext, options: ChannelRouteOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const leader = requireGroupLeader(ctx)
    const signedIn = requireUser(ctx)

    app.get(CHANNEL_PATHS.list, { schema: { querystring: channelScopeSchema, response: okReply(replies.channelViewSchema.array()) }, preValidation: leader }, async (request) => {
      return ok(request, await listChannels(ctx.db, callerOf(request)))
    })

    app.post(CHANNEL_PATHS.save, { schema: { body: channelSaveSchema, response: okReply(replies.channelViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await createChannel(ctx.db, callerOf(request), request.body, new Date(ctx.clock.now())))
    })

    app.get(CHANNEL_PATHS.detail, { schema: { querystring: channelDetailSchema, response: okReply(replies.channelDetailSchema) }, preValidation: leader }, async (request) => {
      return ok(request, await channelDetail(ctx.db, callerOf(request), request.query.code))
    })

    app.get(CHANNEL_PATHS.shareContext, { schema: { querystring: shareContextSchema, response: okReply(replies.shareContextSchema) }, preValidation: signedIn }, async (request) => {
      return ok(request, await shareContext(ctx.db, callerOf(request), request.language, request.query.sourceCode))
    })

    app.post(CHANNEL_PATHS.saveRegisterLink, { schema: { body: userRegisterLinkSaveSchema, response: okReply(replies.userRegisterLinkViewSchema) }, preValidation: signedIn, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await saveRegisterLink(ctx.db, callerOf(request), request.body.sourceCode, new Date(ctx.clock.now())))
    })

    // No login (spec §7 noToken): the page asks before anyone signs in. It signs only an address for a known tenant.
    app.post(CHANNEL_PATHS.jsSdk, { schema: { body: jsSdkSchema, response: okReply(replies.jsSdkSignatureSchema) }, config: perAddress(SIGNATURES_PER_MINUTE) }, async (request) => {
      const tenantId = await requireTenant(ctx, request.body.tenantId)
      if (!options.signer) throw new AppError(503, 'error.share.jsSdkOff')
      return ok(request, await options.signer.sign({ tenantId, url: request.body.url }))
    })

    // Organiser API (`npm run admin -- channels`): every channel of an exhibition of the key's tenant.
    app.get(CHANNEL_PATHS.admin, { schema: { params: adminChannelListSchema, response: okReply(replies.adminChannelViewSchema.array()) }, preValidation: requireAdminKey(ctx) }, async (request) => {
      const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
      return ok(request, await adminChannels(ctx.db, exhibition))
    })
  }
}
