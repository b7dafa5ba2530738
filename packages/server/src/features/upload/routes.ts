import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DEFAULT_IMAGE_UPLOAD, formatValidationMessage, idSchema, languageTypeSchema, registerTypeSchema } from '@fairpass/core/validation'
import type { ExhibitorUpload } from '@fairpass/core/contract'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, KNOWN_REGISTER_TYPES, currentUser, ok, okReply, perVisitor, requireUser, unknownRegisterType } from '../../http'
import { receiveUpload, type ReceivedFile } from '../../files'
import type { Language } from '../../language'
import { requireExhibition, type Exhibition } from '../../tenancy'
import type { UploadKind } from '@fairpass/core/validation'
import { profileFieldsFor } from '../config'
import { findFile, storeFile } from './store'

const fileParams = z.object({ id: z.string().check(z.maxLength(64)) })
/** The upload's own fields travel in the multipart body (read by the handler); the query may name the exhibition. */
const uploadQuery = z.object({ tenantId: z.optional(idSchema), exhibitionId: z.optional(idSchema), languageType: languageTypeSchema })

/**
 * Uploads a signed-in visitor may make a minute: plenty for picking and replacing a photo, and a cap on how
 * fast one account can fill the database. Keyed by the token, not the address: a whole venue shares one.
 */
export const UPLOADS_PER_MINUTE = 20

/** A year: a file id never points at other bytes, so caches may keep it. */
const CACHE_FOREVER = 'private, max-age=31536000, immutable'

function badField(language: Language, field: string, key: 'validation.required' | 'validation.invalid'): AppError {
  return new AppError(400, 'error.badRequest', undefined, {
    fieldErrors: { [field]: formatValidationMessage(key, language) },
  })
}

/**
 * An upload that is not a profile field: the multipart `purpose` names it (the exhibitor portal's logo, product
 * images and video). Another feature owns each purpose and is handed in by app.ts, so this feature imports none of
 * them: `authorize` settles who may upload for it and which rule checks the bytes, `store` keeps the checked file
 * and answers what the caller gets (the portal's ExhibitorUpload).
 */
export interface UploadPurpose {
  authorize(request: FastifyRequest, exhibition: Exhibition): Promise<UploadKind>
  store(request: FastifyRequest, exhibition: Exhibition, received: ReceivedFile): Promise<ExhibitorUpload>
}

/**
 * A profile image's stored file, or for a `purpose` the portal's ExhibitorUpload. The wider one first: zod's union
 * takes the first that parses, and the narrower one would strip the portal's fields.
 */
const putFileAnswer = replies.exhibitorUploadSchema.or(replies.uploadedFileSchema)

export function uploadRoutes(ctx: AppContext, purposes: Readonly<Record<string, UploadPurpose>> = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)

    /*
     * Multipart: `exhibitionId`, `field` (and optionally `registerType`) BEFORE `file`. The upload rule
     * comes from that field's configuration on the server, never from the client; only image fields of
     * the exhibition's profile form take uploads. Or `exhibitionId` and `purpose` (UploadPurpose) before `file`.
     */
    app.post(
      '/api/blade-resource/oss/endpoint/put-file',
      { schema: { querystring: uploadQuery, response: okReply(putFileAnswer) }, preValidation: guard, config: perVisitor(UPLOADS_PER_MINUTE) },
      async (request) => {
        const user = currentUser(request)
        const { language } = request
        let target: { exhibition: Exhibition; field: string } | undefined
        let purpose: { exhibition: Exhibition; handler: UploadPurpose } | undefined
        const received = await receiveUpload(request, async (fields) => {
          if (!fields.exhibitionId) throw badField(language, 'exhibitionId', 'validation.required')
          // The guard checked the token's tenant; the exhibition must belong to it (404 otherwise).
          const exhibition = request.exhibition ?? (await requireExhibition(ctx, user.tenantId, fields.exhibitionId))
          if (exhibition.id !== fields.exhibitionId) throw badField(language, 'exhibitionId', 'validation.invalid')
          if (fields.purpose !== undefined) {
            const handler = Object.hasOwn(purposes, fields.purpose) ? purposes[fields.purpose] : undefined
            if (!handler) throw badField(language, 'purpose', 'validation.invalid')
            purpose = { exhibition, handler }
            return handler.authorize(request, exhibition)
          }
          if (!fields.field) throw badField(language, 'field', 'validation.required')
          const registerType = registerTypeSchema.safeParse(fields.registerType ?? 'visitor')
          if (!registerType.success) throw badField(language, 'registerType', 'validation.invalid')
          // Multipart fields are read here, after the input guards: the same refusal as everywhere else.
          if (!KNOWN_REGISTER_TYPES.includes(registerType.data)) throw unknownRegisterType('registerType', language)
          const formFields = await profileFieldsFor(ctx.db, exhibition, registerType.data, language)
          const config = formFields.find((entry) => entry.field === fields.field && entry.type === 'image')
          if (!config) throw badField(language, 'field', 'validation.invalid')
          target = { exhibition, field: config.field }
          return config.upload ?? DEFAULT_IMAGE_UPLOAD
        })
        const chosen = purpose as { exhibition: Exhibition; handler: UploadPurpose } | undefined
        if (chosen) return ok(request, await chosen.handler.store(request, chosen.exhibition, received))
        if (!target) throw new Error('upload target not resolved')
        const stored = await storeFile(ctx, {
          tenantId: user.tenantId,
          exhibitionId: target.exhibition.id,
          ownerUserId: user.id,
          field: target.field,
          mimeType: received.mimeType,
          name: received.fileName,
          content: received.bytes,
        })
        return ok(request, stored)
      },
    )

    /*
     * Public by design: <img> cannot send the bearer token, and the 192-bit id is the capability. The type
     * is the one sniffed at upload, and nosniff stops a browser from reading the bytes as anything else.
     */
    app.get('/api/blade-resource/oss/file/:id', { schema: { params: fileParams } }, async (request, reply) => {
      const file = await findFile(ctx, request.params.id)
      if (!file) throw new AppError(404, 'error.notFound')
      return reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE_FOREVER)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(file.content)
    })
  }
}
