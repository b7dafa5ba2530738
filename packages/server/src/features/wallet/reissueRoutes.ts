import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TICKET_PATHS, type ReissueStarted, type ReportLossFee } from '@fairpass/core/contract'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { currentExhibition, currentUser, ok, okReply, perVisitor, requireUser } from '../../http'
import { returnUrlFor } from '../orders'
import type { PaymentProvider } from '../payments'
import { reissueQuote } from './reissue'
import { startReissue } from './reissueOrder'

const uuid = z.string().uuid()
/** As many tickets as an order may have lines; the free call (reportTheLossByIdList) has the same bound. */
const idList = z.array(uuid).min(1).max(50)

const feeQuery = z.object({
  tenantId: z.string().max(64).optional(),
  exhibitionId: z.string().min(1).max(64),
  // A query string carries the list comma-separated (idList=a,b) or repeated (idList=a&idList=b).
  idList: z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), idList),
  languageType: z.string().max(8).optional(),
})

const payBody = z.object({
  tenantId: z.string().max(64).optional(),
  exhibitionId: z.string().min(1).max(64),
  idList,
  returnUrl: z.string().max(2000).optional(),
  languageType: z.string().max(8).optional(),
})

/** Reporting tickets lost for a fee (spec order getPayOfReportLoss): the quote, and the reissue order paid for it. */
export function reissueRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)
    const scopeOf = (request: Parameters<typeof currentUser>[0]) => {
      const user = currentUser(request)
      return { tenantId: user.tenantId, exhibitionId: currentExhibition(request).id, userId: user.id }
    }

    app.get(TICKET_PATHS.reportLossFee, { schema: { querystring: feeQuery, response: okReply(replies.reportLossFeeSchema) }, preValidation: guard }, async (request) => {
      const quote: ReportLossFee = await reissueQuote(ctx, scopeOf(request), request.query.idList)
      return ok(request, quote)
    })

    app.post(TICKET_PATHS.reportLossPay, { schema: { body: payBody, response: okReply(replies.reissueStartedSchema) }, preValidation: guard, config: perVisitor(20) }, async (request) => {
      const { language } = request
      const started: ReissueStarted = await startReissue(
        ctx,
        provider,
        scopeOf(request),
        request.body.idList,
        (order) => returnUrlFor(ctx, request.body.returnUrl, order, language),
        language,
      )
      return ok(request, started)
    })
  }
}
