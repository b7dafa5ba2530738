import { hash, verify } from '@node-rs/argon2'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isEmail, resetPasswordSchema, updatePasswordSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { users } from './tables'
import { AppError, bodyOrEmpty, currentUser, ok, okReply, perAddress, requireUser } from '../../http'
import type { Language } from '../../language'
import { translate } from '../../messages'
import type { Channel } from '../../notifier'
import { requireExhibition } from '../../tenancy'
import { assertActive, findUserByAccount, normaliseRecipient, type UserRow } from './accounts'
import { consumeCode } from './codes'
import { assertLoginModeAllowed } from './policy'
import { signAccessToken } from './tokens'
import { accountSubject, assertNotLocked, clearFailures, recordFailure } from './lockout'

/** A refusal about one field, shown beside it like any other field error (400). */
function fieldRefusal(field: string, key: string, language: Language): AppError {
  return new AppError(400, key, undefined, { fieldErrors: { [field]: translate(key, language) } })
}

/**
 * Stores the new password and raises the token version, so every session signed before it ends (a reset is
 * what someone does who fears their account is known to others).
 */
export async function storePassword(ctx: AppContext, user: UserRow, password: string): Promise<UserRow> {
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash: await hash(password), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date(ctx.clock.now()) })
    .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)))
    .returning()
  // Sessions signed before end now in this process too, not only once the trigger's notice arrives.
  ctx.changes.forget('users', user.id)
  return updated
}

/** Whether the password is the account's; false for an account without one. */
export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  if (!user.passwordHash) return false
  return verify(user.passwordHash, password).catch(() => false)
}

/** Password calls of spec §7 in the BladeX style: update-password (signed in) and reset-password (by code). */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = perAddress(ctx.rateLimits.tokenPerMinute)

    app.post(
      '/api/blade-user/update-password',
      { schema: { body: bodyOrEmpty(updatePasswordSchema), response: okReply(replies.passwordUpdatedSchema) }, config: limit, preValidation: requireUser(ctx) },
      async (request) => {
        const { body: input, language } = request
        const signedIn = currentUser(request)
        const [user] = await ctx.db
          .select()
          .from(users)
          .where(and(eq(users.id, signedIn.id), eq(users.tenantId, signedIn.tenantId)))
          .limit(1)
        if (!user) throw new AppError(401, 'error.notSignedIn')
        // An account that signed up by code has no password yet and sets its first one without an old one.
        if (user.passwordHash) {
          if (!input.oldPassword) throw fieldRefusal('oldPassword', 'error.oldPasswordRequired', language)
          // The current password is guessed against the same per-account count as the login (lockout.ts).
          const who = accountSubject(user.tenantId, user.account)
          await assertNotLocked(ctx, who)
          const matches = await verify(user.passwordHash, input.oldPassword).catch(() => false)
          if (!matches) throw (await recordFailure(ctx, who)) ?? fieldRefusal('oldPassword', 'error.wrongOldPassword', language)
          await clearFailures(ctx, who)
        }
        const updated = await storePassword(ctx, user, input.newPassword)
        // This session goes on with a token of the new version; every other one has ended.
        const { token, expiresIn } = await signAccessToken(ctx, {
          userId: updated.id, tenantId: updated.tenantId, account: updated.account, tokenVersion: updated.tokenVersion,
        })
        return ok(request, { access_token: token, token_type: 'bearer', expires_in: expiresIn })
      },
    )

    app.post('/api/blade-user/reset-password', { schema: { body: bodyOrEmpty(resetPasswordSchema), response: okReply(z.object({ account: z.string() })) }, config: limit }, async (request) => {
      const { body: input, language } = request
      const exhibition = await requireExhibition(ctx, input.tenantId, input.exhibitionId)
      const channel: Channel = isEmail(input.account) ? 'email' : 'sms'
      assertLoginModeAllowed(exhibition, language, channel === 'email' ? 'appemail' : 'appsms')
      const recipient = normaliseRecipient(channel, input.account)
      await consumeCode(ctx, { tenantId: exhibition.tenantId, channel, recipient, purpose: 'resetPassword' }, input.code)
      const user = await findUserByAccount(ctx, exhibition.tenantId, recipient)
      // Only reached with a code, and codes for reset go only to existing accounts.
      if (!user) throw new AppError(409, 'error.codeIncorrect')
      assertActive(user)
      await storePassword(ctx, user, input.newPassword)
      return ok(request, { account: user.account })
    })
  }
}
