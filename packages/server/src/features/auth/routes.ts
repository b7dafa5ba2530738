import { hash, verify } from '@node-rs/argon2'
import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  codeLoginSchema,
  idCardLoginSchema,
  idempotencyKeySchema,
  passwordLoginSchema,
  sendCodeSchema,
  type CodeLoginRequest,
  type IdCardLoginRequest,
  type PasswordLoginRequest,
} from '@fairpass/core/validation'
import { translate } from '../../messages'
import type { AppContext } from '../../context'
import { AppError, headersWith, ok, okReply, perAddress, type CredentialChecks } from '../../http'
import { isExhibitorRegisterType, SUBORDINATE_REGISTER_TYPE } from '@fairpass/core/contract'
import { registerTypeGroup } from '@fairpass/core/journey'
import type { Language } from '../../language'
import type { Channel } from '../../notifier'
import { requireExhibition, requireTenant } from '../../tenancy'
import { assertActive, findOrCreateUser, findUserByAccount, findUserByIdNumber, normaliseRecipient, type UserRow } from './accounts'
import { CODE_TTL_SECONDS, consumeCode, issueCode, RESEND_AFTER_SECONDS, withdrawCode } from './codes'
import { assertLoginModeAllowed, assertWithinRegistrationWindow } from './policy'
import { bindOpenId, externalProviders, type ExternalGrantProvider } from './providers'
import { verifyOpenIdTicket } from './openIdTicket'
import { accountSubject, assertNotLocked, clearFailures, idNumberSubject, recordFailure, type LoginSubject } from './lockout'
import { logoutRoutes } from './logout'
import { passwordRoutes } from './passwords'
import { signAccessToken } from './tokens'

const grantOfChannel = { sms: 'appsms', email: 'appemail' } as const

// A real hash of a random password: verifying against it when the account does not exist costs the
// same time as a real check, so response timing does not reveal which accounts exist.
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hash(`decoy-${Math.random()}`))

/** The send-code query with the channel its path names, checked as one request (the shared schema's union). */
const sendCodeQuery = (channel: Channel) => z.pipe(z.transform((query: unknown) => ({ ...(query as object), channel })), sendCodeSchema)

const externalText = z.optional(z.string().check(z.maxLength(2048, 'validation.invalid')))
const externalGrant = (grantType: ExternalGrantProvider['grantType']) =>
  z.object({
    grant_type: z.literal(grantType),
    tenantId: externalText,
    exhibitionId: externalText,
    account: externalText,
    imasterCode: externalText,
    ticket: externalText,
    password: externalText,
  })

/** Any grant may bring the messaging app's open id to bind (with the ticket the exchange issued for it). */
const openIdBinding = z.object({ openid: externalText, openId: externalText, openIdTicket: externalText })

const supportedGrants = new Set<unknown>(['appsms', 'appemail', 'password', 'idcard', ...externalProviders.map((provider) => provider.grantType)])

/** The token request, query and body merged (loginFields): one of the grants, each with its own shared schema. */
const tokenRequest = z.intersection(
  z.discriminatedUnion(
    'grant_type',
    [codeLoginSchema, passwordLoginSchema, idCardLoginSchema, ...externalProviders.map((provider) => externalGrant(provider.grantType))],
    'validation.invalid',
  ),
  openIdBinding,
)
type ExternalLoginRequest = z.infer<ReturnType<typeof externalGrant>> & z.infer<typeof openIdBinding>

/** Query and body fields of the token request, merged, with the legacy lowercase aliases folded in. */
function loginFields(request: FastifyRequest): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    ...(request.query as Record<string, unknown> | undefined),
    ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}),
  }
  merged.exhibitionId ??= merged.exhibitionid
  merged.languageType ??= merged.languatetype
  merged.registerType ??= merged.type
  merged.tenantId ??= request.headers['tenant-id']
  for (const key of ['exhibitionId', 'tenantId'] as const) {
    if (typeof merged[key] === 'number') merged[key] = String(merged[key])
  }
  // ID-card login names the ID number `account` in older clients.
  if (merged.grant_type === 'idcard') merged.idNumber ??= merged.account
  return merged
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}


/**
 * The token answer (spec §7: access_token, user_id, dept_id, user_name). Only the API document reads this schema
 * (http/schemas.ts okReply); the type check keeps it and the handler's answer the same.
 */
const tokenAnswer = z.object({
  access_token: z.string().check(z.describe('The bearer token of the following calls (Authorization: Bearer <token>).')),
  token_type: z.literal('bearer'),
  expires_in: z.number().check(z.describe('Seconds until the token expires.')),
  user_id: z.string(),
  dept_id: z.nullable(z.string()).check(z.describe("The visitor's company, when they have one.")),
  user_name: z.string(),
  account: z.string().check(z.describe('The phone, e-mail or account the visitor signed in with.')),
  tenant_id: z.string(),
})

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sendCode = (channel: Channel) => async (request: FastifyRequest & { query: z.infer<typeof sendCodeSchema> }) => {
      const { query: input, language } = request
      const exhibition = await requireExhibition(ctx, input.tenantId, input.exhibitionId)
      // The reset code travels the same channels the exhibition signs in by, so the same refusals apply.
      assertLoginModeAllowed(exhibition, language, grantOfChannel[channel])
      const purpose = input.purpose ?? 'login'
      if (purpose === 'login') assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      const target = { tenantId: exhibition.tenantId, channel, recipient: normaliseRecipient(channel, input.account), purpose }
      const holder = await findUserByAccount(ctx, exhibition.tenantId, target.recipient)
      if (holder) assertActive(holder)
      // No account, nothing to reset: the answer is the same as for a sent code, so it tells nobody who has one.
      if (purpose === 'resetPassword' && !holder) return ok(request, { expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS })

      const issued = await issueCode(ctx, target, request.ip)
      const minutes = CODE_TTL_SECONDS / 60
      try {
        await ctx.notifier.send({
          channel,
          to: target.recipient,
          subject: translate(purpose === 'login' ? 'notify.codeSubject' : 'notify.resetSubject', language),
          text: translate(purpose === 'login' ? 'notify.codeText' : 'notify.resetText', language, { code: issued.code, minutes }),
          code: issued.code,
        })
      } catch (error) {
        await withdrawCode(ctx, issued.id)
        request.log.error({ err: error, channel }, 'verification code delivery failed')
        throw new AppError(502, 'error.deliveryFailed')
      }
      return ok(request, { expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS })
    }

    const sendLimit = perAddress(ctx.rateLimits.sendCodePerMinute)
    const codeSent = okReply(z.object({ expiresIn: z.number(), resendAfter: z.number() }))
    app.get('/api/blade-auth/validate-code/sms', { schema: { querystring: sendCodeQuery('sms'), response: codeSent }, config: sendLimit }, sendCode('sms'))
    app.get('/api/blade-auth/validate-code/email', { schema: { querystring: sendCodeQuery('email'), response: codeSent }, config: sendLimit }, sendCode('email'))

    const providers = new Map<string, ExternalGrantProvider>(externalProviders.map((provider) => [provider.grantType, provider]))

    async function codeLogin(input: CodeLoginRequest, language: Language, attemptKey: string | undefined): Promise<UserRow> {
      const exhibition = await requireExhibition(ctx, input.tenantId, input.exhibitionId)
      assertLoginModeAllowed(exhibition, language, input.grant_type)
      assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      const channel: Channel = input.grant_type === 'appsms' ? 'sms' : 'email'
      const recipient = normaliseRecipient(channel, input.account)
      await consumeCode(ctx, { tenantId: exhibition.tenantId, channel, recipient }, input.code, attemptKey)
      return assertActive(await findOrCreateUser(ctx, exhibition.tenantId, channel, recipient))
    }

    async function passwordLogin(input: PasswordLoginRequest, language: Language, checks: CredentialChecks): Promise<UserRow> {
      const exhibition = await requireExhibition(ctx, input.tenantId, input.exhibitionId)
      /*
       * /exhibitorRegist/login: the visitors' login modes and registration window do not apply to an exhibitor
       * account (its admin signs in by the password the organiser gave, whatever visitors may use). Whether the
       * account acts for a company of this exhibition is settled before its password is tried: anyone else goes the
       * visitors' way, so naming an exhibitor type never lets a password be tried where visitors may not use one.
       */
      // A trade-fair-system account (commerceExhibition, spec §6) is an exhibitor company's account signing in to the customer tool.
      if (isExhibitorRegisterType(input.registerType) || registerTypeGroup(input.registerType) === 'commerce') {
        const account = await findUserByAccount(ctx, exhibition.tenantId, input.account)
        if (account && (await checks.exhibitorMember(exhibition.tenantId, account.id, exhibition.id))) {
          return checkPassword(accountSubject(exhibition.tenantId, input.account), async () => account, input.password)
        }
      }
      /*
       * A group leader's subordinate (features/subordinates) signs in by the account name and password the leader
       * gave, wherever visitors may not use passwords; only an account that is a subordinate at this exhibition.
       */
      if (input.registerType === SUBORDINATE_REGISTER_TYPE) {
        const account = await findUserByAccount(ctx, exhibition.tenantId, input.account)
        if (account && (await checks.subordinateAt(exhibition.tenantId, account.id, exhibition.id))) {
          assertWithinRegistrationWindow(exhibition, ctx.clock.now())
          return checkPassword(accountSubject(exhibition.tenantId, input.account), async () => account, input.password)
        }
      }
      assertLoginModeAllowed(exhibition, language, 'password')
      assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      return checkPassword(accountSubject(exhibition.tenantId, input.account), () => findUserByAccount(ctx, exhibition.tenantId, input.account), input.password)
    }

    async function idCardLogin(input: IdCardLoginRequest, language: Language): Promise<UserRow> {
      const exhibition = await requireExhibition(ctx, input.tenantId, input.exhibitionId)
      assertLoginModeAllowed(exhibition, language, 'idCard')
      assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      return checkPassword(idNumberSubject(exhibition.tenantId, input.idNumber), () => findUserByIdNumber(ctx, exhibition.tenantId, input.idNumber), input.password)
    }

    /**
     * One refusal for an unknown account and a wrong password, in the same time; per identifier, failures lock it
     * for a growing time (lockout.ts), checked before the password so a locked account cannot be guessed further.
     */
    async function checkPassword(who: LoginSubject, find: () => Promise<UserRow | undefined>, password: string): Promise<UserRow> {
      await assertNotLocked(ctx, who)
      const user = await find()
      const matches = await verify(user?.passwordHash ?? (await decoyHash()), password).catch(() => false)
      if (!user?.passwordHash || !matches) throw (await recordFailure(ctx, who)) ?? new AppError(409, 'error.wrongCredentials')
      await clearFailures(ctx, who)
      return assertActive(user)
    }

    async function externalLogin(provider: ExternalGrantProvider, fields: ExternalLoginRequest): Promise<UserRow> {
      const tenantId = await requireTenant(ctx, optionalString(fields.tenantId))
      const exhibitionId = optionalString(fields.exhibitionId)
      if (exhibitionId) assertWithinRegistrationWindow(await requireExhibition(ctx, tenantId, exhibitionId), ctx.clock.now())
      return provider.authenticate(ctx, {
        tenantId,
        account: optionalString(fields.account),
        openid: optionalString(fields.openid) ?? optionalString(fields.openId),
        imasterCode: optionalString(fields.imasterCode),
        openIdTicket: optionalString(fields.openIdTicket),
        ticket: optionalString(fields.ticket) ?? optionalString(fields.password),
      })
    }

    await app.register(passwordRoutes(ctx))
    await app.register(logoutRoutes(ctx))

    app.post(
      '/api/blade-auth/oauth/token',
      {
        // An Idempotency-Key makes a code login safe to send again (core/http does after a lost answer).
        schema: { body: tokenRequest, headers: headersWith({ 'idempotency-key': z.optional(idempotencyKeySchema) }), response: okReply(tokenAnswer) },
        config: perAddress(ctx.rateLimits.tokenPerMinute),
        // OAuth clients send the fields in the query, the form or JSON: merged into the body before it is validated,
        // and a grant nobody offers is refused by name before its fields are checked.
        preValidation: async (request) => {
          const fields = loginFields(request)
          if (!supportedGrants.has(fields.grant_type)) {
            const message = translate('error.unsupportedGrantType', request.language)
            throw new AppError(400, 'error.unsupportedGrantType', undefined, { fieldErrors: { grant_type: message } })
          }
          // Validated next, against tokenRequest: until then the merged fields are as untrusted as the request.
          ;(request as { body: unknown }).body = fields
        },
      },
      async (request) => {
        const { body: fields, language } = request
        let user: UserRow
        if (fields.grant_type === 'appsms' || fields.grant_type === 'appemail') user = await codeLogin(fields, language, request.headers['idempotency-key'])
        else if (fields.grant_type === 'password') user = await passwordLogin(fields, language, request.server.credentialChecks)
        else if (fields.grant_type === 'idcard') user = await idCardLogin(fields, language)
        else user = await externalLogin(providers.get(fields.grant_type)!, fields)

        // Signed in another way inside the messaging app: bind its open id, so next time auto-login works.
        const openId = optionalString(fields.openid) ?? optionalString(fields.openId)
        if (fields.grant_type !== 'appopenid' && openId && verifyOpenIdTicket(ctx, user.tenantId, openId, optionalString(fields.openIdTicket))) {
          await bindOpenId(ctx, user.tenantId, openId, user.id)
        }
        const { token, expiresIn } = await signAccessToken(ctx, {
          userId: user.id, tenantId: user.tenantId, account: user.account, tokenVersion: user.tokenVersion,
        })
        return ok(request, {
          access_token: token,
          token_type: 'bearer',
          expires_in: expiresIn,
          user_id: user.id,
          dept_id: user.deptId,
          user_name: user.name ?? user.account,
          account: user.account,
          tenant_id: user.tenantId,
        })
      },
    )
  }
}
