import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { EXPORT_KINDS, idSchema, type ExportKind } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import type { Language } from '../../language'
import { exhibitionForAdmin, type Exhibition } from '../../tenancy'
import { adminTenantOf, currentExhibition, requireAdminKey } from '../../http'
import { leadSheets } from './leads'
import { registrationSheets } from './registrations'
import { invoiceSheets, orderSheets } from './sales'
import { signInSheets } from './signins'
import { streamWorkbook, type SheetSource } from './workbook'

const exhibitionParams = z.object({ exhibitionId: idSchema })

const SHEETS: Record<ExportKind, (ctx: AppContext, exhibition: Exhibition, language: Language) => Promise<SheetSource[]> | SheetSource[] | AsyncIterable<SheetSource>> = {
  registrations: registrationSheets,
  orders: orderSheets,
  invoices: invoiceSheets,
  signins: signInSheets,
  leads: leadSheets,
}

/**
 * The organiser's xlsx exports (issue 20), under the organiser key like the rest of /api/admin: the exhibition must be
 * the key's tenant's, settled before anything is read. The file is streamed as it is written (workbook.ts); headers
 * and sheet names follow the request's language (Accept-Language, the CLI's --lang).
 */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireAdminKey(ctx)
    const organiserExhibition = async (request: FastifyRequest) => {
      const params = exhibitionParams.safeParse(request.params)
      if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
    }
    for (const kind of EXPORT_KINDS) {
      app.get(`/api/admin/exhibitions/:exhibitionId/exports/${kind}`, { schema: { params: exhibitionParams }, preValidation: [guard, organiserExhibition] }, async (request, reply) => {
        const exhibition = currentExhibition(request)
        const sheets = await SHEETS[kind](ctx, exhibition, request.language)
        const name = `${exhibition.id}-${kind}.xlsx`
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(streamWorkbook(sheets))
      })
    }
  }
}
