import * as z from 'zod/mini'
import { idSchema, languageTypeSchema, registerTypeSchema } from './requests'
import { isEmail, isPhone, NAME_MAX, NAME_MIN, requiredOr } from './rules'

/*
 * Invitations and referrals (issue 18, contract/referrals.ts), checked by the invitation form before sending and by
 * the server on arrival.
 */

/** Invitations one visitor may send by SMS and e-mail in a day at one exhibition. */
export const REFERRAL_DAILY_MAX = 20
/** How many inviters the ranking lists. */
export const REFERRAL_RANKING_TOP = 20

export const REFERRAL_CHANNELS = ['sms', 'email'] as const
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number]

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const userId = z.string({ error: requiredOr('validation.referral.link') }).check(z.trim(), z.uuid('validation.referral.link'))

export const referralScopeSchema = z.object(scope)
export type ReferralScopeRequest = z.infer<typeof referralScopeSchema>

export const referralShareSchema = z.object({ ...scope, registerType: registerTypeSchema })

export const referralInviterSchema = z.object({ ...scope, sourceInviteUserId: userId })

export const referralChannelSchema = z.object({ ...scope, channel: z.enum(REFERRAL_CHANNELS, 'validation.invalid') })

/** The name and address of one person invited; the address is a mobile for SMS, an e-mail address for e-mail. */
export const referralRecipientFields = z
  .object({
    channel: z.enum(REFERRAL_CHANNELS, 'validation.invalid'),
    name: z.string({ error: requiredOr('validation.name.tooShort') }).check(
      z.trim(),
      z.minLength(NAME_MIN, 'validation.name.tooShort'),
      z.maxLength(NAME_MAX, 'validation.name.tooLong'),
      z.regex(/^[^<>{}\\\u0000-\u001f]+$/u, 'validation.name.invalid'),
    ),
    address: z.string({ error: requiredOr('validation.referral.address') }).check(z.trim(), z.minLength(1, 'validation.referral.address'), z.maxLength(254, 'validation.email.invalid')),
  })
  .check(
    z.refine((input) => input.channel !== 'sms' || !input.address || isPhone(input.address), { path: ['address'], message: 'validation.phone.invalid' }),
    z.refine((input) => input.channel !== 'email' || !input.address || isEmail(input.address), { path: ['address'], message: 'validation.email.invalid' }),
  )

export const referralSendSchema = z.object({ ...scope, recipient: referralRecipientFields })
export type ReferralSendRequest = z.infer<typeof referralSendSchema>
export type ReferralRecipientInput = z.infer<typeof referralRecipientFields>

export const referralParentSchema = z.object({
  ...scope,
  /** The link's `fissionParentBladeUserId` (else its `sourceInviteUserId`): the inviter's user id. */
  fissionParentBladeUserId: userId,
})
export type ReferralParentRequest = z.infer<typeof referralParentSchema>

/** Spec §9: a phone mask keeps the first 3 and last 2 characters; a shorter text keeps its first character. */
export function maskName(value: string): string {
  const chars = [...value.trim()]
  if (chars.length === 0) return '*'
  if (chars.length <= 5) return `${chars[0]}${'*'.repeat(Math.max(chars.length - 1, 1))}`
  return `${chars.slice(0, 3).join('')}${'*'.repeat(Math.min(chars.length - 5, 4))}${chars.slice(-2).join('')}`
}
