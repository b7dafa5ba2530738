import { and, asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  exhibitionQuerySchema,
  ownTicketQuerySchema,
  registerLogSaveSchema,
  specialInviteQuerySchema,
  staticPageQuerySchema,
  ticketLinkQuerySchema,
  upgradeTicketSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { entryLinks, registerLogs, staticPages } from './tables'
import { AppError, currentExhibition, currentUser, ok, okReply, perAddress, perVisitor, requireUser, requiredTenantId, tenantOptional } from '../../http'
import type { Language } from '../../language'
import { requireExhibition, type Exhibition } from '../../tenancy'
import { users } from '../auth'
import { ensureTicketCodes, exhibitionOf, findInvite, findRegistration, issueTicketLink, type RegistrationRow, resolveTicketLink, ticketLinkPath } from '../user'
import type { TicketInfo } from '@fairpass/core/contract'

const CONFIG = '/api/ef-registration-config-client'
const DATA = '/api/ef-registration-data-client'
const REGISTRATION = '/api/ef-registration-client'

/**
 * Link parameters a register log keeps (spec §2). imasterCode is a one-time sign-in ticket and openId a
 * messaging-app identity: neither belongs in a log.
 */
const LOGGED_LINK_PARAMS = new Set([
  'exhibitionId', 'registerType', 'tenantId', 'registerLinkId', 'languageType', 'registrationSource', 'sourceDeptId',
  'sourceTicketTypeId', 'ticketGiveRecordId', 'sourceInviteUserId', 'inviteUserId', 'sourceCode', 'visitingGroupId',
  'inviteUserName', 'fissionParentBladeUserId', 'signCodeId', 'inviteType', 'inviteDeptId', 'upgradeTicket',
  'conferenceTypeId', 'conferenceId', 'from', 'fromUrl', 'targetUrl',
])



function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

async function ticketInfoOf(ctx: AppContext, registration: RegistrationRow, exhibition: Exhibition, language: Language): Promise<TicketInfo> {
  const [user] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, registration.userId), eq(users.tenantId, registration.tenantId)))
    .limit(1)
  return {
    tenantId: registration.tenantId,
    exhibitionId: registration.exhibitionId,
    exhibitionTitle: language === 'en' ? exhibition.titleEn : exhibition.titleCn,
    name: textOf(registration.profile.name) ?? user?.name ?? null,
    company: textOf(registration.profile.company),
    userQr: registration.userQr ?? '',
    userCode: registration.userCode,
    isOneCode: String(exhibition.pageConfig.isOneCode ?? 'off'),
  }
}

/** The signed-in visitor's registration with its entry code, or spec §8 "no usable tickets". */
async function ownTicket(ctx: AppContext, request: FastifyRequest, registerType: string): Promise<RegistrationRow> {
  const user = currentUser(request)
  const exhibition = currentExhibition(request)
  let registration = await findRegistration(ctx, { tenantId: user.tenantId, exhibitionId: exhibition.id, userId: user.id, registerType })
  if (registration?.completeResult === 'succ' && registration.examineResult === 'approve') registration = await ensureTicketCodes(ctx, registration)
  if (!registration?.userQr || registration.completeResult !== 'succ') throw new AppError(409, 'error.noUsableTickets')
  return registration
}

export function entryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    // /geo: the registration links the organiser publishes, no login.
    app.get(`${CONFIG}/registerConfig/entries`, { schema: { querystring: tenantOptional(exhibitionQuerySchema), response: okReply(replies.entryLinksSchema) } }, async (request) => {
      const { language } = request
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      const rows = await ctx.db
        .select()
        .from(entryLinks)
        .where(and(eq(entryLinks.tenantId, exhibition.tenantId), eq(entryLinks.exhibitionId, exhibition.id)))
        .orderBy(asc(entryLinks.sort))
      return ok(request, {
        exhibitionTitle: language === 'en' ? exhibition.titleEn : exhibition.titleCn,
        entries: rows.map((row) => ({
          registerType: row.registerType,
          languageType: row.languageType,
          title: language === 'en' ? row.titleEn : row.titleCn,
          description: language === 'en' ? row.descriptionEn : row.descriptionCn,
          query: {
            ...row.query,
            tenantId: exhibition.tenantId,
            exhibitionId: exhibition.id,
            registerType: row.registerType,
            languageType: row.languageType,
          },
        })),
      })
    })

    // /entrance and other content pages (spec §7 staticPage/detail); the page language, else the other one.
    app.get(`${CONFIG}/staticPage/detail`, { schema: { querystring: tenantOptional(staticPageQuerySchema), response: okReply(replies.staticPageSchema) } }, async (request) => {
      const { query, language } = request
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), query.exhibitionId)
      const rows = await ctx.db
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.tenantId, exhibition.tenantId), eq(staticPages.exhibitionId, exhibition.id), eq(staticPages.type, query.type)))
      const page = rows.find((row) => row.languageType === language) ?? rows[0]
      if (!page) throw new AppError(404, 'error.notFound')
      return ok(request, { type: page.type, languageType: page.languageType, title: page.title, sections: page.sections })
    })

    // /special: the invitation is shown before login; its id is the capability.
    app.get(
      `${REGISTRATION}/specialInvite/detail`,
      { schema: { querystring: tenantOptional(specialInviteQuerySchema), response: okReply(replies.specialInviteSchema) }, config: perAddress(60) },
      async (request) => {
        const invite = await findInvite(ctx, requiredTenantId(request), request.query.id)
        return ok(request, {
          id: invite.id,
          tenantId: invite.tenantId,
          exhibitionId: invite.exhibitionId,
          registerType: invite.registerType,
          guestName: invite.guestName,
          company: invite.company,
          title: invite.title,
          inviterName: invite.inviterName,
          used: Boolean(invite.usedAt),
        })
      },
    )

    // /extractConfirmation: the signed-in visitor's own entry code.
    app.get(`${REGISTRATION}/ticketQrInfo/self`, { schema: { querystring: ownTicketQuerySchema, response: okReply(replies.ticketInfoSchema) }, preValidation: guard }, async (request) => {
      const registration = await ownTicket(ctx, request, request.query.registerType)
      return ok(request, await ticketInfoOf(ctx, registration, currentExhibition(request), request.language))
    })

    // The SMS link to the entry code, issued for the signed-in visitor's registration.
    app.get(
      `${REGISTRATION}/ticketQrInfo/link`,
      { schema: { querystring: ownTicketQuerySchema, response: okReply(replies.ticketLinkSchema) }, preValidation: guard, config: perVisitor(30) },
      async (request) => {
        const registration = await ownTicket(ctx, request, request.query.registerType)
        const { token, expiresAt } = issueTicketLink(ctx, registration)
        return ok(request, { token, expiresAt, path: ticketLinkPath(registration, request.language, token) })
      },
    )

    // /smsQrCodePage: resolves a link token without login.
    app.get(
      `${REGISTRATION}/ticketQrInfo`,
      { schema: { querystring: ticketLinkQuerySchema, response: okReply(replies.ticketInfoSchema.required({ expiresAt: true })) }, config: perAddress(60) },
      async (request) => {
        const { registration, expiresAt } = await resolveTicketLink(ctx, request.query.token)
        const exhibition = await exhibitionOf(ctx, registration)
        return ok(request, { ...(await ticketInfoOf(ctx, registration, exhibition, request.language)), expiresAt })
      },
    )

    app.post(
      `${DATA}/register-log/registerLog/save`,
      { schema: { body: registerLogSaveSchema, response: okReply(z.object({ id: z.string() })) }, preValidation: guard, config: perVisitor(30) },
      async (request) => {
        const { body } = request
        const user = currentUser(request)
        const exhibition = currentExhibition(request)
        const linkParams = Object.fromEntries(Object.entries(body.linkParams).filter(([name]) => LOGGED_LINK_PARAMS.has(name)))
        const [row] = await ctx.db
          .insert(registerLogs)
          .values({
            tenantId: user.tenantId,
            exhibitionId: exhibition.id,
            userId: user.id,
            kind: 'entry',
            registerType: body.registerType,
            registrationSource: body.registrationSource ?? null,
            linkParams,
            createdAt: new Date(ctx.clock.now()),
          })
          .returning({ id: registerLogs.id })
        return ok(request, { id: row.id })
      },
    )

    // Spec §4: the upgrade request is recorded once per visitor and exhibition; the ticket side is issue 4.
    app.post(
      `${DATA}/register-log/registerLog/upgradeTicket`,
      { schema: { body: upgradeTicketSchema, response: okReply(z.object({ requested: z.literal(true), requestedAt: z.number() })) }, preValidation: guard, config: perVisitor(30) },
      async (request) => {
        const { body } = request
        const user = currentUser(request)
        const exhibition = currentExhibition(request)
        const registration = await findRegistration(ctx, { tenantId: user.tenantId, exhibitionId: exhibition.id, userId: user.id, registerType: body.registerType })
        if (!registration) throw new AppError(409, 'error.noUsableTickets')
        const mine = and(
          eq(registerLogs.tenantId, user.tenantId),
          eq(registerLogs.exhibitionId, exhibition.id),
          eq(registerLogs.userId, user.id),
          eq(registerLogs.kind, 'upgradeTicket'),
        )
        const [existing] = await ctx.db.select().from(registerLogs).where(mine).limit(1)
        const row =
          existing ??
          (
            await ctx.db
              .insert(registerLogs)
              .values({
                tenantId: user.tenantId,
                exhibitionId: exhibition.id,
                userId: user.id,
                kind: 'upgradeTicket',
                registerType: body.registerType,
                registrationSource: registration.registrationSource,
                linkParams: body.registerLinkId ? { registerLinkId: body.registerLinkId, upgradeTicket: 'yes' } : { upgradeTicket: 'yes' },
                createdAt: new Date(ctx.clock.now()),
              })
              .returning()
          )[0]
        return ok(request, { requested: true as const, requestedAt: row.createdAt.getTime() })
      },
    )
  }
}
