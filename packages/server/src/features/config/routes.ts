import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context'
import { SUBORDINATE_REGISTER_TYPE, type PageConfig } from '@fairpass/core/contract'
import * as replies from '@fairpass/core/contract/schemas'
import { ok, okReply } from '../../http'
import { registrationOpen, requireExhibition, tenantIdOf, type Exhibition } from '../../tenancy'
import { profileFieldsFor } from './fields'
import { userCenterRoutes } from './userCenter'

const configQuery = z.object({
  tenantId: z.string().trim().max(64).optional(),
  exhibitionId: z.string().trim().max(64).optional(),
  registerType: z.string().trim().max(64).optional(),
  languageType: z.string().optional(),
})

/** The SysConfig the client themes and routes by: the stored page config plus what the server knows. */

/** Spec §7: functionConfig answers `data.functionConfig`. Described in the API document only (http/schemas.ts okReply). */
const functionConfigAnswer = z.object({
  functionConfig: z
    .record(z.string(), z.unknown())
    .describe("The exhibition's switches for the register type: login modes, registration steps, tickets, invoices, … ('on' or 'off' and their settings)."),
})

export function sysConfigOf(exhibition: Exhibition, now: number): PageConfig {
  return {
    pageTitle: exhibition.titleCn,
    pageTitleEn: exhibition.titleEn,
    ...exhibition.pageConfig,
    tenantId: exhibition.tenantId,
    exhibitionId: exhibition.id,
    timeZone: exhibition.timeZone,
    stopRegistration: registrationOpen(exhibition, now) ? 'off' : 'on',
    registrationOpensAt: exhibition.registrationOpensAt?.getTime() ?? null,
    registrationClosesAt: exhibition.registrationClosesAt?.getTime() ?? null,
  }
}

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/api/ef-registration-config-client'

    app.get(`${prefix}/registerConfig/pageConfig`, { schema: { querystring: configQuery, response: okReply(replies.sysConfigSchema) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, tenantIdOf(request), request.query.exhibitionId)
      return ok(request, sysConfigOf(exhibition, ctx.clock.now()))
    })

    app.get(`${prefix}/reg_config/registerConfig/functionConfig`, { schema: { querystring: configQuery, response: okReply(functionConfigAnswer) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, tenantIdOf(request), request.query.exhibitionId)
      // A group leader's subordinate signs in by the account and password the leader gave (features/subordinates;
      // auth accepts it for that register type), so their login page offers the password tab.
      const functionConfig = request.query.registerType === SUBORDINATE_REGISTER_TYPE ? { ...exhibition.functionConfig, passwordLoginSwitch: 'on' } : exhibition.functionConfig
      return ok(request, { functionConfig })
    })

    app.get(`${prefix}/formConfig/listForUser`, { schema: { querystring: configQuery, response: okReply(z.array(replies.profileFieldSchema)) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, tenantIdOf(request), request.query.exhibitionId)
      const registerType = request.query.registerType || 'visitor'
      return ok(request, await profileFieldsFor(ctx.db, exhibition, registerType, request.language))
    })

    await app.register(userCenterRoutes(ctx))
  }
}
