import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GROUP_PATHS } from '@fairpass/core/contract'
import {
  adminGroupListSchema,
  GROUP_IMPORT_BASE64_MAX,
  exhibitionListSchema,
  groupCopySchema,
  groupImportSchema,
  groupJoinInfoSchema,
  groupJoinSchema,
  groupMemberRefSchema,
  groupMemberSaveSchema,
  groupMemberUpdateSchema,
  groupSaveSchema,
  groupScopeSchema,
  groupTemplateSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, currentExhibition, currentUser, ok, okReply, perVisitor, requireAdminKey, requireUser, requiredTenantId, type Guard } from '../../http'
import { exhibitionForAdmin, requireExhibition, wrongLink } from '../../tenancy'
import { findRegistration } from '../user'
import {
  addMember,
  addMembers,
  adminGroups,
  copyPrevious,
  existingContacts,
  findLeaderGroup,
  groupByJoinCode,
  groupView,
  joinGroup,
  LEADER_REGISTER_TYPE,
  listMembers,
  memberCodes,
  memberCount,
  memberViews,
  previousGroups,
  removeMember,
  requireLeaderGroup,
  saveGroup,
  updateMember,
  type Leader,
} from './groups'
import { renderCodeSheet } from './printCodes'
import { checkRows, memberMaxOf } from './rules'
import { memberTemplate, readMemberSheet } from './spreadsheet'

/** A leader types members in one by one, or fixes a list: well above that, far below a script. */
const WRITES_PER_MINUTE = 120
/** An import reads a whole file: a few tries after fixing rows, not a loop. */
const IMPORTS_PER_MINUTE = 10
/** A sheet or template is rendered on each call (a PDF with an embedded font, a workbook): a leader needs a few. */
const FILES_PER_MINUTE = 10

/** The file as base64 plus the request's few other fields. */
const IMPORT_BODY_LIMIT = GROUP_IMPORT_BASE64_MAX + 64 * 1024

const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const

/**
 * Only a group leader manages: a signed-in visitor of the request's tenant with a visitingGroup registration at the
 * request's exhibition (403 otherwise). The group is then the caller's own, never one the request names.
 */
export function requireGroupLeader(ctx: AppContext): Guard {
  const user = requireUser(ctx)
  return async function requireGroupLeaderHandler(request) {
    await user(request)
    const exhibition = request.exhibition
    if (!exhibition) throw wrongLink()
    const authUser = currentUser(request)
    const registration = await findRegistration(ctx, { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id, registerType: LEADER_REGISTER_TYPE })
    if (!registration) throw new AppError(403, 'error.group.notLeader')
  }
}

function leaderOf(request: FastifyRequest): Leader {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/** The hash route a member opens: the visitor registration of the exhibition, carrying the group's code. */
export function joinPath(tenantId: string, exhibitionId: string, code: string): string {
  return `/registration?${new URLSearchParams({ tenantId, exhibitionId, registerType: 'visitor', visitingGroupId: code })}`
}

/** The group manager of contract/groups.ts: the leader's group and members, joining by the group link, the organiser's list. */
export function groupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const leader = requireGroupLeader(ctx)
    const signedIn = requireUser(ctx)

    app.get(GROUP_PATHS.detail, { schema: { querystring: groupScopeSchema, response: okReply(replies.groupViewSchema.nullable()) }, preValidation: leader }, async (request) => {
      const who = leaderOf(request)
      const group = await findLeaderGroup(ctx.db, who)
      return ok(request, group ? await groupView(ctx.db, group, who.exhibition) : null)
    })

    app.post(GROUP_PATHS.save, { schema: { body: groupSaveSchema, response: okReply(replies.groupViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const who = leaderOf(request)
      return ok(request, await groupView(ctx.db, await saveGroup(ctx, who, request.body), who.exhibition))
    })

    app.get(GROUP_PATHS.members, { schema: { querystring: groupScopeSchema, response: okReply(replies.groupMemberViewSchema.array()) }, preValidation: leader }, async (request) => {
      const group = await requireLeaderGroup(ctx.db, leaderOf(request))
      return ok(request, await memberViews(ctx, group, await listMembers(ctx.db, group.id)))
    })

    app.post(GROUP_PATHS.addMember, { schema: { body: groupMemberSaveSchema, response: okReply(replies.groupMemberViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const who = leaderOf(request)
      const group = await requireLeaderGroup(ctx.db, who)
      const row = await addMember(ctx, group, who.exhibition, request.body.member)
      const [view] = await memberViews(ctx, group, [row])
      return ok(request, view)
    })

    app.post(GROUP_PATHS.updateMember, { schema: { body: groupMemberUpdateSchema, response: okReply(replies.groupMemberViewSchema) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const group = await requireLeaderGroup(ctx.db, leaderOf(request))
      const row = await updateMember(ctx, group, request.body.id, request.body.member)
      const [view] = await memberViews(ctx, group, [row])
      return ok(request, view)
    })

    app.post(GROUP_PATHS.removeMember, { schema: { body: groupMemberRefSchema, response: okReply(z.object({ removed: z.literal(true) })) }, preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      const group = await requireLeaderGroup(ctx.db, leaderOf(request))
      await removeMember(ctx, group, request.body.id)
      return ok(request, { removed: true as const })
    })

    app.post(GROUP_PATHS.importMembers, { schema: { body: groupImportSchema, response: okReply(replies.groupImportResultSchema) }, preValidation: leader, config: perVisitor(IMPORTS_PER_MINUTE), bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      const who = leaderOf(request)
      const group = await requireLeaderGroup(ctx.db, who)
      const rows = await readMemberSheet(request.body.format, Buffer.from(request.body.content, 'base64'))
      const { good, errors } = checkRows(rows, await existingContacts(ctx.db, group.id), request.language)
      const count = await addMembers(ctx, group, who.exhibition, good.map((row) => row.member), 'import')
      return ok(request, { imported: good.length, rows: rows.length, errors, memberCount: count, memberMax: memberMaxOf(who.exhibition.functionConfig) })
    })

    app.get(GROUP_PATHS.template, { schema: { querystring: groupTemplateSchema }, preValidation: leader, config: perVisitor(FILES_PER_MINUTE) }, async (request, reply) => {
      const { format } = request.query
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="group-members-template.${format}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await memberTemplate(format))
    })

    app.get(GROUP_PATHS.previous, { schema: { querystring: groupScopeSchema, response: okReply(replies.previousGroupViewSchema.array()) }, preValidation: leader }, async (request) => {
      return ok(request, await previousGroups(ctx.db, leaderOf(request), request.language))
    })

    app.post(GROUP_PATHS.copyPrevious, { schema: { body: groupCopySchema, response: okReply(replies.groupCopyResultSchema) }, preValidation: leader, config: perVisitor(IMPORTS_PER_MINUTE) }, async (request) => {
      const who = leaderOf(request)
      const group = await requireLeaderGroup(ctx.db, who)
      return ok(request, await copyPrevious(ctx, who, group, request.body.fromExhibitionId, request.body.memberIds))
    })

    app.get(GROUP_PATHS.qrCode, { schema: { querystring: groupScopeSchema, response: okReply(replies.groupJoinLinkSchema) }, preValidation: leader }, async (request) => {
      const who = leaderOf(request)
      const group = await requireLeaderGroup(ctx.db, who)
      return ok(request, { visitingGroupId: group.joinCode, path: joinPath(who.tenantId, who.exhibition.id, group.joinCode) })
    })

    app.get(GROUP_PATHS.printCode, { schema: { querystring: groupScopeSchema }, preValidation: leader, config: perVisitor(FILES_PER_MINUTE) }, async (request, reply) => {
      const who = leaderOf(request)
      const group = await requireLeaderGroup(ctx.db, who)
      const pdf = await renderCodeSheet(who.exhibition, group, await memberCodes(ctx, group), request.language, new Date(ctx.clock.now()))
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="group-entry-codes.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf)
    })

    // No login: a member opening the link sees whose group it is before signing in. The code is the capability.
    app.get(GROUP_PATHS.joinInfo, { schema: { querystring: groupJoinInfoSchema, response: okReply(replies.groupJoinInfoSchema) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      const group = await groupByJoinCode(ctx.db, exhibition.tenantId, exhibition.id, request.query.visitingGroupId)
      return ok(request, { name: group.name, company: group.company, full: (await memberCount(ctx.db, group.id)) >= memberMaxOf(exhibition.functionConfig) })
    })

    app.post(GROUP_PATHS.join, { schema: { body: groupJoinSchema, response: okReply(replies.groupJoinedSchema) }, preValidation: signedIn, config: perVisitor(WRITES_PER_MINUTE) }, async (request) => {
      return ok(request, await joinGroup(ctx, currentExhibition(request), currentUser(request), request.body.visitingGroupId))
    })

    // Organiser API (`npm run admin -- groups`): every group of an exhibition of the key's tenant.
    app.get(
      '/api/admin/exhibitions/:exhibitionId/groups',
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), querystring: adminGroupListSchema, response: okReply(replies.adminGroupViewSchema.array()) }, preValidation: requireAdminKey(ctx) },
      async (request) => {
        const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
        return ok(request, await adminGroups(ctx, exhibition, request.query.withMembers === 'true'))
      },
    )
  }
}
