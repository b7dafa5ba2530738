import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RELATION_PATHS } from '@fairpass/core/contract'
import { exhibitionListSchema, relationRefSchema, relationSaveSchema, relationScopeSchema, relationSubmitSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, currentExhibition, currentUser, ok, okReply, perVisitor, requireAdminKey, requireUser } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { personnelFor } from '../wallet'
import {
  adminRelations,
  peopleOf,
  relationDetail,
  relationFormData,
  relationsAbout,
  relationViews,
  removeRelation,
  saveRelations,
  selfSubmit,
  submitRelations,
  type Registrant,
} from './relations'

/** A visitor types people in one by one or fixes a form: well above that, far below a script. */
const WRITES_PER_MINUTE = 60

/** The caller, always from the token: the records read and changed are theirs (or, for self, about them). */
function callerOf(request: FastifyRequest): Registrant {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/** Registering other people (contract/relations.ts); `userRelation/list` is also the wallet's personnel. */
export function relationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    app.get(RELATION_PATHS.list, { schema: { querystring: relationScopeSchema, response: okReply(replies.ticketPersonSchema.array()) }, preValidation: guard }, async (request) => {
      const who = callerOf(request)
      return ok(request, await peopleOf(ctx, who, await personnelFor(ctx.db, { tenantId: who.tenantId, exhibitionId: who.exhibition.id, userId: who.userId })))
    })

    app.get(RELATION_PATHS.detail, { schema: { querystring: relationRefSchema, response: okReply(replies.relationDetailSchema) }, preValidation: guard }, async (request) => {
      return ok(request, await relationDetail(ctx, callerOf(request), request.query.id))
    })

    app.get(RELATION_PATHS.formData, { schema: { querystring: relationRefSchema, response: okReply(replies.relationFormDataSchema) }, preValidation: guard }, async (request) => {
      return ok(request, await relationFormData(ctx, callerOf(request), request.query.id))
    })

    app.post(RELATION_PATHS.save, { schema: { body: relationSaveSchema, response: okReply(replies.relationViewSchema.array()) }, preValidation: guard, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const who = callerOf(request)
      return ok(request, await relationViews(ctx, who, await saveRelations(ctx, who, request.body, request.language)))
    })

    app.post(RELATION_PATHS.submit, { schema: { body: relationSubmitSchema, response: okReply(replies.relationViewSchema.array()) }, preValidation: guard, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const who = callerOf(request)
      return ok(request, await relationViews(ctx, who, await submitRelations(ctx, who, request.body.idList, request.language)))
    })

    app.post(RELATION_PATHS.remove, { schema: { body: relationRefSchema, response: okReply(z.object({ removed: z.literal(true) })) }, preValidation: guard, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await removeRelation(ctx, callerOf(request), request.body.id)
      return ok(request, { removed: true as const })
    })

    app.get(RELATION_PATHS.self, { schema: { querystring: relationScopeSchema, response: okReply(replies.selfRelationViewSchema.array()) }, preValidation: guard }, async (request) => {
      return ok(request, await relationsAbout(ctx, callerOf(request)))
    })

    app.post(RELATION_PATHS.selfSubmit, { schema: { body: relationRefSchema, response: okReply(replies.selfRelationViewSchema) }, preValidation: guard, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await selfSubmit(ctx, callerOf(request), request.body.id, request.language))
    })

    // Organiser API (`npm run admin -- relations`): who registered whom at an exhibition of the key's tenant.
    app.get(
      '/api/admin/exhibitions/:exhibitionId/relations',
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), response: okReply(replies.adminRelationViewSchema.array()) }, preValidation: requireAdminKey(ctx) },
      async (request) => ok(request, await adminRelations(ctx, await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId))),
    )
  }
}
