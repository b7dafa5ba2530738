import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context'
import { type Db } from '../../db'
import { dictionaries } from './tables'
import * as replies from '@fairpass/core/contract/schemas'
import { AppError, ok, okReply } from '../../http'
import { translate } from '../../messages'
import type { Language } from '../../language'
import { requireTenant, tenantIdOf } from '../../tenancy'
import { buildDictTree, type DictEntry } from './tree'

const dictQuery = z.object({
  code: z.string('validation.required').trim().min(1, 'validation.required').max(64, 'validation.invalid'),
  tenantId: z.string().trim().max(64).optional(),
  languageType: z.string().optional(),
})

/** The entries of one dictionary of a tenant, in display order, labelled in the caller's language. */
export async function dictionaryEntries(db: Db, tenantId: string, code: string, language: Language): Promise<DictEntry[]> {
  const rows = await db
    .select()
    .from(dictionaries)
    .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.code, code)))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.dictKey))
  return rows.map((row) => ({
    dictKey: row.dictKey,
    dictValue: language === 'en' ? row.valueEn : row.valueCn,
    parentKey: row.parentKey,
    sort: row.sort,
  }))
}

export function dictRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    type DictRequest = Parameters<typeof tenantIdOf>[0] & { query: z.infer<typeof dictQuery>; language: Language }
    const load = async (request: DictRequest) => {
      const { code } = request.query
      const named = tenantIdOf(request)
      // No tenant at all is the caller's omission, not a wrong link: say what to send (an unknown one stays 404).
      if (!named) {
        const message = translate('error.tenantRequired', request.language)
        throw new AppError(400, 'error.tenantRequired', undefined, { fieldErrors: { tenantId: message } })
      }
      const tenantId = await requireTenant(ctx, named)
      return dictionaryEntries(ctx.db, tenantId, code, request.language)
    }

    for (const path of ['/api/blade-system/dict-biz/dictionary', '/api/blade-system/dict/dictionary']) {
      app.get(path, { schema: { querystring: dictQuery, response: okReply(z.object({ dictKey: z.string(), dictValue: z.string() }).array()) } }, async (request) =>
        ok(request, (await load(request)).map(({ dictKey, dictValue }) => ({ dictKey, dictValue }))),
      )
    }
    for (const path of ['/api/blade-system/dict-biz/dictionary-tree', '/api/blade-system/dict-biz/dictionary-tree2']) {
      app.get(path, { schema: { querystring: dictQuery, response: okReply(z.array(replies.dictNodeSchema)) } }, async (request) => ok(request, buildDictTree(await load(request))))
    }
  }
}
