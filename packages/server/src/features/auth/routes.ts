import { hash, verify } from '@node-rs/argon2'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { codeLoginSchema, idCardLoginSchema, passwordLoginSchema, sendCodeSchema } from '@fairpass/core/validation'
import { translate } from '../../messages'
import type { AppContext } from '../../context'
import { ok } from '../../envelope'
import { AppError, parseInput } from '../../errors'
import { requestLanguage, type Language } from '../../language'
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
  return merged
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sendCode = (channel: Channel) => async (request: FastifyRequest) => {
      const language = requestLanguage(request)
      const input = parseInput(sendCodeSchema, { ...(request.query as object), channel }, language)
      const exhibition = await requireExhibition(ctx.db, input.tenantId, input.exhibitionId)
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

    const sendLimit = { rateLimit: { max: ctx.rateLimits.sendCodePerMinute, timeWindow: '1 minute' } }
    app.get('/api/blade-auth/validate-code/sms', { config: sendLimit }, sendCode('sms'))
    app.get('/api/blade-auth/validate-code/email', { config: sendLimit }, sendCode('email'))

    const providers = new Map<string, ExternalGrantProvider>(externalProviders.map((provider) => [provider.grantType, provider]))

    async function codeLogin(fields: Record<string, unknown>, language: Language): Promise<UserRow> {
      const input = parseInput(codeLoginSchema, fields, language)
      const exhibition = await requireExhibition(ctx.db, input.tenantId, input.exhibitionId)
      assertLoginModeAllowed(exhibition, language, input.grant_type)
      assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      const channel: Channel = input.grant_type === 'appsms' ? 'sms' : 'email'
      const recipient = normaliseRecipient(channel, input.account)
      await consumeCode(ctx, { tenantId: exhibition.tenantId, channel, recipient }, input.code)
      return assertActive(await findOrCreateUser(ctx, exhibition.tenantId, channel, recipient))
    }

    async function passwordLogin(fields: Record<string, unknown>, language: Language): Promise<UserRow> {
      const input = parseInput(passwordLoginSchema, fields, language)
      const exhibition = await requireExhibition(ctx.db, input.tenantId, input.exhibitionId)
      assertLoginModeAllowed(exhibition, language, 'password')
      assertWithinRegistrationWindow(exhibition, ctx.clock.now())
      return checkPassword(accountSubject(exhibition.tenantId, input.account), () => findUserByAccount(ctx, exhibition.tenantId, input.account), input.password)
    }

    async function idCardLogin(fields: Record<string, unknown>, language: Language): Promise<UserRow> {
      const input = parseInput(idCardLoginSchema, { ...fields, idNumber: fields.idNumber ?? fields.account }, language)
      const exhibition = await requireExhibition(ctx.db, input.tenantId, input.exhibitionId)
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

    async function externalLogin(provider: ExternalGrantProvider, fields: Record<string, unknown>): Promise<UserRow> {
      const tenantId = await requireTenant(ctx.db, optionalString(fields.tenantId))
      const exhibitionId = optionalString(fields.exhibitionId)
      if (exhibitionId) assertWithinRegistrationWindow(await requireExhibition(ctx.db, tenantId, exhibitionId), ctx.clock.now())
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
      { config: { rateLimit: { max: ctx.rateLimits.tokenPerMinute, timeWindow: '1 minute' } } },
      async (request) => {
        const language = requestLanguage(request)
        const fields = loginFields(request)
        const grantType = fields.grant_type
        let user: UserRow
        if (grantType === 'appsms' || grantType === 'appemail') user = await codeLogin(fields, language)
        else if (grantType === 'password') user = await passwordLogin(fields, language)
        else if (grantType === 'idcard') user = await idCardLogin(fields, language)
        else if (typeof grantType === 'string' && providers.has(grantType)) user = await externalLogin(providers.get(grantType)!, fields)
        else throw new AppError(400, 'error.unsupportedGrantType', undefined, { fieldErrors: { grant_type: translate('error.unsupportedGrantType', language) } })

        // Signed in another way inside the messaging app: bind its open id, so next time auto-login works.
        const openId = optionalString(fields.openid) ?? optionalString(fields.openId)
        if (grantType !== 'appopenid' && openId && verifyOpenIdTicket(ctx, user.tenantId, openId, optionalString(fields.openIdTicket))) {
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
