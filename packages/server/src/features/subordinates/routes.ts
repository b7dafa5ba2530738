import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SUBORDINATE_PATHS, type SubordinateView } from '@fairpass/core/contract'
import {
  exhibitionListSchema,
  subordinateCreateSchema,
  subordinateDetailSchema,
  subordinateRefSchema,
  subordinateResetSchema,
  subordinateScopeSchema,
  subordinateStatusSchema,
  subordinateUpdateSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, currentExhibition, currentUser, ok, okReply, perVisitor, requireAdminKey } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { requireGroupLeader } from '../groups'
import { subordinateMaxOf } from './rules'
import {
  adminSubordinates,
  createSubordinate,
  findSubordinate,
  isSubordinateAt,
  listSubordinates,
  removeSubordinate,
  resetSubordinatePassword,
  setSubordinateEnabled,
  subordinateViews,
  updateSubordinate,
  type Leader,
} from './subordinates'

/** A leader opens a few accounts and fixes a typo or two: well above that, far below a script. */
const WRITES_PER_MINUTE = 60
/** Each creation and reset hashes a password (argon2, deliberately slow): a handful a minute is what a person does. */
const PASSWORDS_PER_MINUTE = 20

function leaderOf(request: FastifyRequest): Leader {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/**
 * The subordinate accounts of contract/subordinates.ts. Every call is the group leader's (groups' requireGroupLeader:
 * a visitingGroup registration at the request's exhibition, 403 otherwise) and acts on the leader's own subordinates.
 */
export function subordinateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const groupLeader = requireGroupLeader(ctx)
    // A sub-account that registered itself as a group leader too still opens no sub-accounts of its own.
    const leader = async (request: FastifyRequest) => {
      await groupLeader(request)
      const who = leaderOf(request)
      if (await isSubordinateAt(ctx, who.tenantId, who.userId, who.exhibition.id)) throw new AppError(403, 'error.group.notLeader')
    }
    const one = async (request: FastifyRequest, row: Parameters<typeof subordinateViews>[2][number]): Promise<SubordinateView> => {
      const [view] = await subordinateViews(ctx, leaderOf(request), [row])
      return view
    }

    app.get(SUBORDINATE_PATHS.list, { schema: { querystring: subordinateScopeSchema, response: okReply(replies.subordinateListSchema) }, preValidation: leader }, async (request) => {
      const who = leaderOf(request)
      return ok(request, { items: await subordinateViews(ctx, who, await listSubordinates(ctx, who)), max: subordinateMaxOf(who.exhibition.functionConfig) })
    })

    app.get(SUBORDINATE_PATHS.detail, { schema: { querystring: subordinateDetailSchema, response: okReply(replies.subordinateViewSchema) }, preValidation: leader }, async (request) => {
      return ok(request, await one(request, await findSubordinate(ctx, leaderOf(request), { id: request.query.id })))
    })

    app.post(SUBORDINATE_PATHS.create, { schema: { body: subordinateCreateSchema, response: okReply(replies.subordinateViewSchema) }, preValidation: leader, config: perVisitor(PASSWORDS_PER_MINUTE) }, async (request) => {
      return ok(request, await one(request, await createSubordinate(ctx, leaderOf(request), request.body, request.language)))
    })

    app.post(SUBORDINATE_PATHS.update, { schema: { body: subordinateUpdateSchema, response: okReply(replies.subordinateViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await one(request, await updateSubordinate(ctx, leaderOf(request), request.body.id, request.body.person)))
    })

    app.post(SUBORDINATE_PATHS.resetPassword, { schema: { body: subordinateResetSchema, response: okReply(z.object({ reset: z.literal(true) })) }, preValidation: leader, config: perVisitor(PASSWORDS_PER_MINUTE) }, async (request) => {
      await resetSubordinatePassword(ctx, leaderOf(request), request.body.userId, request.body.newPassword)
      return ok(request, { reset: true as const })
    })

    app.post(SUBORDINATE_PATHS.status, { schema: { body: subordinateStatusSchema, response: okReply(replies.subordinateViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await one(request, await setSubordinateEnabled(ctx, leaderOf(request), request.body.id, request.body.enabled)))
    })

    app.post(SUBORDINATE_PATHS.remove, { schema: { body: subordinateRefSchema, response: okReply(z.object({ removed: z.literal(true) })) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      await removeSubordinate(ctx, leaderOf(request), request.body.id)
      return ok(request, { removed: true as const })
    })

    // Organiser API (`npm run admin -- subordinates`): every sub-account of an exhibition of the key's tenant.
    app.get(
      '/api/admin/exhibitions/:exhibitionId/subordinates',
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), response: okReply(replies.adminSubordinateViewSchema.array()) }, preValidation: requireAdminKey(ctx) },
      async (request) => ok(request, await adminSubordinates(ctx, await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId))),
    )
  }
}
