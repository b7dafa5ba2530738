import { and, asc, eq, isNull, or } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { userCenterEntries } from './tables'
import { ok, okReply } from '../../http'
import type { Language } from '../../language'
import { requireExhibition, tenantIdOf, type Exhibition } from '../../tenancy'
import type { UserCenterEntry } from '@fairpass/core/contract'

const listQuery = z.object({
  tenantId: z.string().trim().max(64).optional(),
  exhibitionId: z.string().trim().max(64).optional(),
  registerType: z.string().trim().max(64).optional(),
  languageType: z.string().optional(),
})

/** The enabled entries for a register type (rows without one apply to every type), titled in `language`. */
export async function userCenterEntriesFor(
  ctx: AppContext,
  exhibition: Exhibition,
  registerType: string,
  language: Language,
): Promise<UserCenterEntry[]> {
  const rows = await ctx.db
    .select()
    .from(userCenterEntries)
    .where(
      and(
        eq(userCenterEntries.tenantId, exhibition.tenantId),
        eq(userCenterEntries.exhibitionId, exhibition.id),
        eq(userCenterEntries.enabled, true),
        or(isNull(userCenterEntries.registerType), eq(userCenterEntries.registerType, registerType)),
      ),
    )
    .orderBy(asc(userCenterEntries.sort), asc(userCenterEntries.key))
  // A type-specific row replaces the every-type row of the same key.
  const byKey = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const current = byKey.get(row.key)
    if (!current || (current.registerType === null && row.registerType !== null)) byKey.set(row.key, row)
  }
  return [...byKey.values()]
    .sort((a, b) => a.sort - b.sort)
    .map((row) => ({
      key: row.key,
      title: language === 'en' ? row.titleEn : row.titleCn,
      path: row.path,
      ...(row.icon ? { icon: row.icon } : {}),
      sort: row.sort,
    }))
}

/** Spec §7 userCenterConfig/listAll: public like the other config calls (the user center needs no login). */
export function userCenterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/ef-registration-config-client/userCenterConfig/listAll', { schema: { querystring: listQuery, response: okReply(replies.userCenterEntrySchema.array()) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, tenantIdOf(request), request.query.exhibitionId)
      const registerType = request.query.registerType || 'visitor'
      return ok(request, await userCenterEntriesFor(ctx, exhibition, registerType, request.language))
    })
  }
}
