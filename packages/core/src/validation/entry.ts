import * as z from 'zod/mini'
import { requiredOr } from './rules'
import { idSchema, languageTypeSchema, registerTypeSchema } from './requests'

/*
 * The entry pages' requests (spec §2 /geo, /special, /smsQrCodePage, /entrance; §7 register-log), checked by the
 * browser before sending and by the server on arrival.
 */

/** A special invitation id: the unguessable capability in the invitation link. */
export const SPECIAL_INVITE_ID = /^[A-Za-z0-9_-]{16,64}$/
/** A signed entry-code link token: payload and signature, both base64url. */
export const TICKET_LINK_TOKEN = /^[A-Za-z0-9_-]{8,400}\.[A-Za-z0-9_-]{20,100}$/
/** Link parameters kept with a register log: at most this many, each at most LINK_PARAM_MAX characters. */
export const LINK_PARAMS_MAX = 40
export const LINK_PARAM_MAX = 512

const text = (max: number) => z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.maxLength(max, 'validation.invalid'))

export const exhibitionQuerySchema = z.object({
  tenantId: idSchema,
  exhibitionId: idSchema,
  languageType: languageTypeSchema,
})

export const specialInviteIdSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.regex(SPECIAL_INVITE_ID, 'validation.invalid'),
)

export const specialInviteQuerySchema = z.object({ id: specialInviteIdSchema, tenantId: idSchema, languageType: languageTypeSchema })

export const ticketLinkTokenSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.regex(TICKET_LINK_TOKEN, 'validation.invalid'),
)

export const ticketLinkQuerySchema = z.object({ token: ticketLinkTokenSchema, languageType: languageTypeSchema })

/** The signed-in visitor's own registration for an exhibition (entry code, SMS link). */
export const ownTicketQuerySchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
})

export const staticPageQuerySchema = z.object({
  tenantId: idSchema,
  exhibitionId: idSchema,
  type: z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'validation.invalid')),
  languageType: languageTypeSchema,
})

const linkParamsSchema = z
  .record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.invalid')), text(LINK_PARAM_MAX), 'validation.invalid')
  .check(z.refine((params) => Object.keys(params).length <= LINK_PARAMS_MAX, 'validation.invalid'))

export const registerLogSaveSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
  registrationSource: z.optional(text(64)),
  linkParams: z._default(linkParamsSchema, {}),
})
export type RegisterLogSave = z.infer<typeof registerLogSaveSchema>

export const upgradeTicketSchema = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
  /** Spec §4: an upgrade is requested only when the link says upgradeTicket=yes. */
  upgradeTicket: z.literal('yes', 'validation.invalid'),
  registerLinkId: z.optional(text(64)),
})
export type UpgradeTicketRequest = z.infer<typeof upgradeTicketSchema>
