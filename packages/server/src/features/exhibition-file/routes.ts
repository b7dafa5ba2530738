import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { EXHIBITION_FILE_PATHS, type ExhibitionImportResult } from '@fairpass/core/contract'
import { exhibitionFileSchema, exhibitionListSchema, type ExhibitionFile } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { validationError } from '../../errors'
import { AppError, adminTenantOf, ok, okReply, requireAdminKey } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { exportExhibition } from './export'
import { importExhibition } from './import'

/** A whole exhibition with its programme in two languages is larger than the default 1 MB body. */
const FILE_BODY_LIMIT = 20 * 1024 * 1024
const params = z.pick(exhibitionListSchema, { exhibitionId: true })

/** The organiser's exhibition file: import (create or update, all or nothing) and export, under the key's tenant. */
export function exhibitionFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * Settled before the body is read: another tenant's exhibition is refused (403) whatever the file says; an
     * exhibition that does not exist yet is the key's to create.
     */
    const ownOrNew = async (request: FastifyRequest) => {
      const parsed = params.safeParse(request.params)
      if (!parsed.success) return
      try {
        await exhibitionForAdmin(ctx, adminTenantOf(request), parsed.data.exhibitionId)
      } catch (error) {
        if (!(error instanceof AppError && error.status === 404)) throw error
      }
    }

    app.put(
      EXHIBITION_FILE_PATHS.file,
      { schema: { params, body: exhibitionFileSchema, response: okReply(replies.exhibitionImportResultSchema) }, preValidation: [requireAdminKey(ctx), ownOrNew], bodyLimit: FILE_BODY_LIMIT },
      async (request) => {
        if (request.body.id !== request.params.exhibitionId)
          throw validationError({ issues: [{ path: ['id'], message: 'validation.exhibitionFile.otherExhibition', params: { file: request.body.id, path: request.params.exhibitionId } }] }, request.language)
        const result: ExhibitionImportResult = await importExhibition(ctx.db, adminTenantOf(request), request.body, request.language)
        // What this process remembers of the exhibition and its ticket types is stale now (other processes hear the notices).
        ctx.changes.forget('exhibitions', `${request.body.tenant}/${request.body.id}`)
        ctx.changes.forget('ticketTypes', `${request.body.tenant}/${request.body.id}`)
        return ok(request, result)
      },
    )

    app.get(EXHIBITION_FILE_PATHS.file, { schema: { params, response: okReply(exhibitionFileSchema) }, preValidation: requireAdminKey(ctx) }, async (request) => {
      const file: ExhibitionFile = await exportExhibition(ctx.db, adminTenantOf(request), request.params.exhibitionId)
      return ok(request, file)
    })
  }
}
