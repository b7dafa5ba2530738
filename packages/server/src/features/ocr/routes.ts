import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idSchema, languageTypeSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, currentUser, ok, okReply, requireUser } from '../../http'
import { receiveUpload } from '../../files'
import { translate } from '../../messages'
import { requireExhibition, type Exhibition } from '../../tenancy'
import { perKeyLimiter } from './limiter'
import { parseCard } from './parse'
import { limitRecognizer, RecognizerBusyError, RecognizerImageError, RecognizerTimeoutError, type CardRecognizer } from './recognizer'
import { TesseractCardRecognizer } from './tesseract'

export const RECOGNIZE_PATH = '/api/ef-registration-client/businessCard/recognize'

const recognizeQuery = z.object({
  exhibitionId: z.optional(idSchema),
  tenantId: z.optional(idSchema),
  languageType: z.optional(languageTypeSchema),
})

/** The engine env CARD_OCR names, behind the concurrency, queue and time limits; null when recognition is off. */
export function createCardRecognizer(ctx: AppContext): CardRecognizer | null {
  const options = ctx.env.cardOcr
  if (options.engine === 'off') return null
  const engine = new TesseractCardRecognizer()
  return limitRecognizer(engine, {
    // One tesseract worker: it recognises one image at a time, and one warm worker is what memory allows.
    concurrency: 1,
    maxQueue: options.maxQueue,
    timeoutMs: options.timeoutMs,
    onTimeout: () => engine.close(),
  })
}

function cardSwitchOn(exhibition: Exhibition): boolean {
  return exhibition.pageConfig.businessCardSwitch === 'on'
}

/**
 * POST businessCard/recognize (multipart, field `file`, rule image5m): the signed-in visitor's card photo →
 * `{ fields, lines }` for /photo to pre-fill the profile. The exhibition comes from the query (or a form field
 * before the file) and must be the token's tenant's and have businessCardSwitch on.
 */
export function ocrRoutes(ctx: AppContext, recognizer: CardRecognizer | null = createCardRecognizer(ctx)): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)
    const limiter = perKeyLimiter(ctx.clock, ctx.env.cardOcr.perUserPerMinute, 60_000)
    app.addHook('onClose', async () => {
      await recognizer?.close()
    })

    app.post(RECOGNIZE_PATH, { schema: { querystring: recognizeQuery, response: okReply(replies.cardRecognitionSchema) }, preValidation: guard }, async (request) => {
      const user = currentUser(request)
      // Refuse before reading the upload whenever the query already names the exhibition.
      if (request.exhibition && !cardSwitchOn(request.exhibition)) throw new AppError(409, 'error.businessCardOff')
      if (!recognizer) throw new AppError(503, 'error.cardOcrUnavailable')
      const retryAfter = limiter.hit(`${user.tenantId}:${user.id}`)
      if (retryAfter > 0) throw new AppError(429, 'error.tooManyRequests', { n: retryAfter })

      const file = await receiveUpload(request, 'image5m')
      const exhibition = request.exhibition ?? (await requireExhibition(ctx, user.tenantId, file.fields.exhibitionId))
      if (!cardSwitchOn(exhibition)) throw new AppError(409, 'error.businessCardOff')

      let lines: string[]
      try {
        ;({ lines } = await recognizer.recognize(file.bytes))
      } catch (error) {
        if (error instanceof RecognizerBusyError) throw new AppError(503, 'error.cardOcrBusy')
        if (error instanceof RecognizerTimeoutError) throw new AppError(503, 'error.cardOcrFailed')
        if (error instanceof RecognizerImageError) {
          const message = translate('error.cardImageUnreadable', request.language)
          throw new AppError(400, 'error.badRequest', undefined, { fieldErrors: { [file.fieldName]: message } })
        }
        throw error
      }
      const fields = parseCard(lines, { language: request.language })
      return ok(request, { fields, lines })
    })
  }
}
