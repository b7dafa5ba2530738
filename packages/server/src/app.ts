import { CUSTOMER_MEMBERSHIP_ORDER_KIND, EXHIBITOR_SERVICE_ORDER_KIND } from '@fairpass/core/contract'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { systemClock, type Clock } from './clock'
import { defaultRateLimits, type AppContext, type RateLimits } from './context'
import type { ChangeFeed, Db } from './db'
import { createChangeCache } from './changes'
import type { Env } from './env'
import { registerErrorHandling } from './errors'
import { failureEnvelope } from './envelope'
import { requestLanguage } from './language'
import { translate } from './messages'
import { registerMultipart } from './files'
import { corsDelegator } from './http/cors'
import { registerInputGuards } from './http/inputGuards'
import { databaseRateLimitStore, forgetEndedWindows, registerCredentialChecks, registerRequestLanguage, tooManyRequests } from './http'
import { registerPageHeaders } from './http/pageHeaders'
import { ACCESS } from './http/accessMatrix'
import { envelopeSerializerCompiler } from './http/schemas'
import { adminRoutes, organiserKeyTenant } from './features/admin'
import { exportRoutes } from './features/exports'
import { apiDocsRoutes, registerApiDocument } from './features/api-docs'
import { authRoutes, findVisitor, verifyAccessToken } from './features/auth'
import { configRoutes } from './features/config'
import { devOutboxRoutes } from './features/dev-outbox'
import { devToolsRoutes } from './features/dev-tools'
import { dictRoutes } from './features/dict'
import { entryRoutes } from './features/entry'
import { healthRoutes } from './features/health'
import { openIdRoutes } from './features/openid'
import { registerFavicon, registerLibrary, registerStatic } from './features/static'
import { systemRoutes } from './features/system'
import { userRoutes, type GroupJoiner, type GroupLeaderState, type ReferralRecorder } from './features/user'
import { unusedUploadsJob, uploadRoutes } from './features/upload'
import { questionnaireRoutes } from './features/questionnaire'
import { applyPaymentEvent, cashierPayment, latePaymentReturnJob, orderRoutes, sendLatePaymentReturns, startOrderSweeper, type PaidOrderKinds } from './features/orders'
import { startJobs } from './jobs'
import { createPaymentProvider, paymentRoutes } from './features/payments'
import { completeReissue, giftExpiryJob, reissueRoutes, walletRoutes } from './features/wallet'
import { invoiceIssuing, invoiceRoutes, PdfInvoiceIssuer, voidOnRefund, type InvoiceIssuer } from './features/invoices'
import { conferenceRoutes } from './features/conferences'
import { exhibitionFileRoutes } from './features/exhibition-file'
import { completeServiceOrder, exhibitorRoutes, exhibitorUploadPurposes, findMembership } from './features/exhibitors'
import { completeMembershipOrder, customerRoutes } from './features/customers'
import { groupRoutes, joinGroupQuietly, leaderState } from './features/groups'
import { isSubordinateAt, subordinateRoutes } from './features/subordinates'
import { recordParentQuietly, referralRoutes } from './features/referrals'
import { channelCodeAt, channelRoutes, ticketSigner } from './features/channels'
import { lodgingRoutes } from './features/lodging'
import { relationRoutes } from './features/relations'
import { webhookDeliveryJob, webhookPruneJob, webhookRoutes } from './features/webhooks'
import { DevOutbox, type Notifier } from './notifier'
import { createSecrets } from './secrets'

export interface RouteEntry {
  method: string
  url: string
  /**
   * The route's declared zod schemas, if any: the hostile-input property test generates from them, and
   * http/routeStyle.test.ts checks every route declares what it reads.
   */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown; response?: Record<string, unknown> }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of the app, as registered. */
    routeList: RouteEntry[]
  }
}

export interface BuildAppOptions {
  env: Env
  db: Db
  notifier: Notifier
  clock?: Clock
  rateLimits?: Partial<RateLimits>
  logger?: FastifyServerOptions['logger']
  /** Largest accepted request body in bytes. */
  bodyLimit?: number
  /**
   * The database's change notices (db/ `Database.listen`): with them the process remembers shared configuration and
   * credentials between requests (changes/); without them every request reads them from the database.
   */
  changes?: ChangeFeed
  /**
   * Tests: wait before each request until the notices of everything committed before it have arrived (changes/
   * `settle`), so configuration changed by hand in a test is read back at once, as on one machine in production.
   */
  settleChangesBeforeEachRequest?: boolean
  /** Who issues invoices: the shipped PDF renderer unless a provider is given (docs/invoice.md). */
  invoiceIssuer?: InvoiceIssuer
}

function parseFormBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body))
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Rate limits key on the client address: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(options.env.trustProxy),
    // Errors Fastify raises before routing (a bad percent escape in the path, a path parameter past its length
    // limit): the envelope like every other refusal, not Fastify's own `{ error, code, message }`.
    frameworkErrors: (error, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
      const key = status === 414 ? 'error.urlTooLong' : 'error.malformedBody'
      // Before routing no hook has run, so request.language is not decided yet: read it here.
      void (reply as unknown as FastifyReply).code(status).send(failureEnvelope(status, translate(key, requestLanguage(request)), null))
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(envelopeSerializerCompiler(serializerCompiler))
  // First: every later hook, refusal and envelope reads request.language.
  registerRequestLanguage(app)
  registerErrorHandling(app)
  registerInputGuards(app)
  // Every route as registered (method, path): the authorisation matrix test walks it (http/authorization.test.ts).
  const routeList: RouteEntry[] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routeList.push({ method, url: route.url, schema: route.schema as RouteEntry['schema'] })
  })

  // The token endpoint accepts OAuth-style form bodies as well as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(body as string))
  })

  const changes = createChangeCache(options.changes)
  await changes.start()
  app.addHook('onClose', () => changes.stop())
  if (options.settleChangesBeforeEachRequest) app.addHook('onRequest', () => changes.settle())
  const ctx: AppContext = {
    env: options.env,
    db: options.db,
    notifier: options.notifier,
    outbox: options.env.demo && options.notifier instanceof DevOutbox ? options.notifier : undefined,
    clock: options.clock ?? systemClock,
    secrets: createSecrets(options.env.jwtSecret),
    rateLimits: { ...defaultRateLimits, ...definedOnly(options.env.rateLimits), ...options.rateLimits },
    changes,
  }
  // The guards of http/ check credentials with what only the features know (http/auth.ts).
  registerCredentialChecks(app, {
    visitorToken: (token) => verifyAccessToken(ctx, token),
    visitor: (claims, exhibitionId) => findVisitor(ctx, claims, exhibitionId),
    organiserKeyTenant: (key) => organiserKeyTenant(ctx, key),
    exhibitorMember: (tenantId, userId, exhibitionId) => findMembership(ctx.db, tenantId, userId, exhibitionId),
    subordinateAt: (tenantId, userId, exhibitionId) => isSubordinateAt(ctx, tenantId, userId, exhibitionId),
  })

  registerPageHeaders(app, ctx, options.env.staticDir)
  // An allow-list (http/cors.ts): our origin, PAYMENT_RETURN_ORIGINS, the named tenant's embedding origins.
  await app.register(cors, { delegator: corsDelegator(ctx) })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(rateLimit, {
    global: false,
    // Several processes on one PostgreSQL must share the counts (http/rateLimitStore.ts).
    ...(options.env.rateLimitStore === 'database' ? { store: databaseRateLimitStore(options.db) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  })

  await registerMultipart(app)
  // Before the features: the OpenAPI document is made of the routes registered after this (features/api-docs).
  await registerApiDocument(app, { access: ACCESS })

  await app.register(healthRoutes(ctx))
  await app.register(systemRoutes(ctx))
  await app.register(authRoutes(ctx))
  await app.register(openIdRoutes(ctx))
  await app.register(dictRoutes(ctx))
  await app.register(configRoutes(ctx))
  const groupLeaderState: GroupLeaderState = (scope) => leaderState(ctx.db, scope)
  // An invitation link's inviter is recorded with the registration it leads to (features/referrals).
  const recordReferral: ReferralRecorder = (who, parentUserId) => recordParentQuietly(ctx, who, parentUserId)
  // A visitor registered through a group's link joins that group when the profile is submitted (features/groups).
  const joinGroup: GroupJoiner = (who, code) => joinGroupQuietly(ctx, who, code)
  await app.register(userRoutes(ctx, { groupLeaderState, recordReferral, joinGroup, channelCode: (scope, code) => channelCodeAt(ctx.db, scope, code) }))
  // The exhibitor portal's files come through put-file with a `purpose` (features/exhibitors checks and keeps them).
  await app.register(uploadRoutes(ctx, exhibitorUploadPurposes(ctx)))
  await app.register(questionnaireRoutes(ctx, groupLeaderState))
  await app.register((await import('./features/ocr')).ocrRoutes(ctx))
  await app.register(adminRoutes(ctx))
  await app.register(exportRoutes(ctx))
  await app.register(entryRoutes(ctx))
  const payments = createPaymentProvider(ctx, app)
  // A refund completed voids the order's invoice in the same transaction (the invoices feature depends on orders).
  await app.register(orderRoutes(ctx, payments.provider, voidOnRefund))
  // Orders of other kinds than tickets are completed by the feature that sells them (the wallet's reissue fee, an exhibitor's services).
  const paidOrderKinds: PaidOrderKinds = { reissue: completeReissue, [EXHIBITOR_SERVICE_ORDER_KIND]: completeServiceOrder, [CUSTOMER_MEMBERSHIP_ORDER_KIND]: completeMembershipOrder }
  const paidOrderEvents: typeof applyPaymentEvent = (context, provider, event) => applyPaymentEvent(context, provider, event, paidOrderKinds, voidOnRefund)
  await app.register(reissueRoutes(ctx, payments.provider))
  await app.register(paymentRoutes(ctx, payments.provider, payments.sandbox, { applyPaymentEvent: paidOrderEvents, cashierPayment, sendLatePaymentReturns }))
  const stopSweeper = startOrderSweeper(ctx, app.log)
  const rateLimitCleanup = { name: 'rateLimitWindows', everySeconds: options.env.rateLimitStore === 'database' ? options.env.background.sweepSeconds : 0, run: () => forgetEndedWindows(ctx.db) }
  const invoicing = invoiceIssuing(ctx, options.invoiceIssuer ?? new PdfInvoiceIssuer(), app.log)
  await app.register(invoiceRoutes(ctx, invoicing))
  const stopJobs = startJobs([latePaymentReturnJob(ctx, payments.provider, app.log), giftExpiryJob(ctx), unusedUploadsJob(ctx), rateLimitCleanup, invoicing.job, webhookDeliveryJob(ctx), webhookPruneJob(ctx)], app.log)
  app.addHook('onClose', async () => {
    await stopSweeper()
    await stopJobs()
    await invoicing.stop()
    await payments.provider.close?.()
  })
  await app.register(walletRoutes(ctx))
  await app.register(conferenceRoutes(ctx))
  await app.register(exhibitorRoutes(ctx))
  await app.register(groupRoutes(ctx))
  await app.register(subordinateRoutes(ctx))
  await app.register(referralRoutes(ctx))
  await app.register(channelRoutes(ctx, { signer: ctx.env.jsSdk ? ticketSigner(ctx.env.jsSdk, () => ctx.clock.now()) : undefined }))
  await app.register(lodgingRoutes(ctx))
  await app.register(relationRoutes(ctx))
  await app.register(customerRoutes(ctx))
  await app.register(webhookRoutes(ctx))
  await app.register(exhibitionFileRoutes(ctx))
  if (ctx.outbox) await app.register(devOutboxRoutes(ctx.outbox))
  if (ctx.outbox) await app.register(devToolsRoutes(ctx))
  await app.register(apiDocsRoutes())
  await registerFavicon(app, options.env.staticDir)
  await registerStatic(app, options.env.staticDir)
  await registerLibrary(app, options.env.libDir)

  return app
}

/**
 * Fastify 5 ignores a bare hop count (fails closed), so a count becomes Express's rule: trust the `n` nearest hops
 * (the socket peer first). Only safe when every request passes those proxies; otherwise name their addresses.
 */
function trustProxyOption(setting: Env['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address: string, hop: number) => hop < setting
  return setting
}

function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>
}
