import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buildProfileSchema, idSchema, joinCodeSchema, languageTypeSchema, registerTypeSchema, specialInviteIdSchema } from '@fairpass/core/validation'
import { topRegisterTypeFor } from '@fairpass/core/journey'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import type { Exhibition } from '../../tenancy'
import { currentExhibition, currentUser, ok, okReply, requireUser } from '../../http'
import { profileFieldsFor } from '../config'
import { assertOwnFiles } from '../upload'
import { applySpecialInvite } from './invites'
import { refuseRepeatedMediaRegistration } from './media'
import {
  ensureRegistration,
  ensureTicketCodes,
  findRegistration,
  loadUser,
  saveDraft,
  submitProfile,
  userInfoFor,
  type GroupLeaderState,
} from './registrations'

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(128, 'validation.invalid')))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const addAndGetAllBody = z.object({
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  topRegisterType: z.optional(registerTypeSchema),
  languageType: languageTypeSchema,
  tenantId: z.optional(idSchema),
  registerLinkId: optionalText,
  registrationSource: optionalText,
  /** A special invitation (/special) to apply to this registration: fills the draft, used once. */
  specialInviteId: z.optional(specialInviteIdSchema),
  /**
   * The group link's code (spec §2 link parameter visitingGroupId): recorded with the registration when it has a join
   * code's form; anything else (a mangled link) is ignored, never refused, as the registration does not depend on it.
   */
  visitingGroupId: z.optional(z.string().check(z.maxLength(64, 'validation.invalid'))),
  /**
   * An invitation link's inviter (spec §2 link parameters fissionParentBladeUserId, else sourceInviteUserId): handed to
   * the referrals feature, which records it once and ignores one that cannot be a parent.
   */
  fissionParentBladeUserId: optionalText,
  sourceInviteUserId: optionalText,
  /**
   * The channel link's code (spec §2 link parameter sourceCode): kept with a new registration when it is a channel of
   * this exhibition (UserRouteOptions.channelCode); anything else is ignored, never refused.
   */
  sourceCode: z.optional(z.string().check(z.maxLength(64, 'validation.invalid'))),
})

const infoQuery = z.object({
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
  tenantId: z.optional(idSchema),
})

const saveBody = z.object({
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
  tenantId: z.optional(idSchema),
  // Form-encoded clients send the flag as a string.
  isDraft: z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])], 'validation.invalid'),
      z.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
  data: z.record(z.string(), z.unknown(), 'validation.invalid'),
})

/** Records the invitation link's inviter of a registration (the referrals feature; app.ts hands it in). */
export type ReferralRecorder = (who: { tenantId: string; exhibition: Exhibition; userId: string }, parentUserId: string | undefined) => Promise<void>

/**
 * Adds a visitor who registered through a group's link (`visitingGroupId`) to that group once their profile is
 * submitted (the groups feature; app.ts hands it in). It never stops the registration: a full group, or a leader
 * following their own link, leaves the visitor registered and not in the group.
 */
export type GroupJoiner = (who: { tenantId: string; exhibition: Exhibition; userId: string }, visitingGroupId: string) => Promise<void>

export interface UserRouteOptions {
  /** The groups feature's answer for visitingGroupLeaderVO (app.ts hands it in). */
  groupLeaderState?: GroupLeaderState
  recordReferral?: ReferralRecorder
  joinGroup?: GroupJoiner
  /** The channels feature's check of a link's sourceCode: the stored code when it is one of the exhibition's, else null. */
  channelCode?: (scope: { tenantId: string; exhibitionId: string }, code: string) => Promise<string | null>
}

export function userRoutes(ctx: AppContext, options: UserRouteOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/api/ef-registration-data-client/reg-user-data/user'
    const guard = requireUser(ctx)

    app.post(`${prefix}/registerType/addAndGetAll`, { schema: { body: addAndGetAllBody, response: okReply(replies.userInfoSchema) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const body = request.body
      const key = { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id, registerType: body.registerType }
      const sourceCode = body.sourceCode && options.channelCode ? await options.channelCode({ tenantId: authUser.tenantId, exhibitionId: exhibition.id }, body.sourceCode) : null
      let registration = await ensureRegistration(ctx, exhibition, key, {
        topRegisterType: topRegisterTypeFor(authUser.tenantId, body.topRegisterType ?? body.registerType),
        registerLinkId: body.registerLinkId,
        registrationSource: body.registrationSource,
        visitingGroupId: joinCodeSchema.safeParse(body.visitingGroupId).success ? body.visitingGroupId : undefined,
        sourceCode: sourceCode ?? undefined,
      })
      if (body.specialInviteId) registration = await applySpecialInvite(ctx, registration, body.specialInviteId)
      // A link parameter that is no user id (an old or a company's link) is not an inviter; it never stops the registration.
      const inviter = [body.fissionParentBladeUserId, body.sourceInviteUserId].find((value) => value && UUID.test(value))
      await options.recordReferral?.({ tenantId: authUser.tenantId, exhibition, userId: authUser.id }, inviter)
      const user = await loadUser(ctx, authUser.tenantId, authUser.id)
      return ok(request, await userInfoFor(ctx, user, registration, body.registerType, exhibition, options.groupLeaderState))
    })

    app.get(`${prefix}/info`, { schema: { querystring: infoQuery, response: okReply(replies.userInfoSchema) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const { registerType } = request.query
      let registration = await findRegistration(ctx, { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id, registerType })
      // An approval recorded without its codes (e.g. a crash between the two writes) heals on read.
      if (registration?.examineResult === 'approve') registration = await ensureTicketCodes(ctx, registration)
      const user = await loadUser(ctx, authUser.tenantId, authUser.id)
      return ok(request, await userInfoFor(ctx, user, registration, registerType, exhibition, options.groupLeaderState))
    })

    app.post(`${prefix}/saveOrUpdate`, { schema: { body: saveBody, response: okReply(replies.userInfoSchema) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const { language } = request
      const { registerType, isDraft, data } = request.body

      const fields = await profileFieldsFor(ctx.db, exhibition, registerType, language)
      // The exhibition's form, known only now: its refusal is the route schema's 400 (errors/).
      const values = buildProfileSchema(fields, { draft: isDraft }).parse(data) as Record<string, unknown>
      await assertOwnFiles(ctx, fields, values, { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id }, language)

      const key = { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id, registerType }
      const registration = await ensureRegistration(ctx, exhibition, key, {
        topRegisterType: topRegisterTypeFor(authUser.tenantId, registerType),
      })
      refuseRepeatedMediaRegistration(registration, isDraft)
      const saved = isDraft ? await saveDraft(ctx, registration, values) : await submitProfile(ctx, exhibition, registration, values, language)
      // Joined now, not at addAndGetAll: the member row takes the name and company the profile has just given.
      if (!isDraft && saved.visitingGroupId) await options.joinGroup?.({ tenantId: authUser.tenantId, exhibition, userId: authUser.id }, saved.visitingGroupId)
      const user = await loadUser(ctx, authUser.tenantId, authUser.id)
      return ok(request, await userInfoFor(ctx, user, saved, registerType, exhibition, options.groupLeaderState))
    })
  }
}
