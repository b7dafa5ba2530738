import * as z from 'zod/mini'
import { idNumberSchema } from './idNumber'
import { PASSWORD_MAX, emailSchema, loginAccountSchema, passwordSchema, phoneOrEmailSchema, phoneSchema, requiredOr, verificationCodeSchema } from './rules'

/*
 * Request bodies both sides validate: the browser before sending, the server on arrival, so a field error
 * reads the same wherever it is caught. Ids arrive from link query parameters, hence strings.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/
const REGISTER_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

export const idSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.minLength(1, 'validation.required'),
  z.regex(ID, 'validation.invalid'),
)

export const registerTypeSchema = z.string({ error: requiredOr('validation.invalid') }).check(
  z.trim(),
  z.minLength(1, 'validation.required'),
  z.regex(REGISTER_TYPE, 'validation.invalid'),
)

/** Optional because the server falls back to Accept-Language, then cn (docs/architecture.md). */
export const languageTypeSchema = z.optional(z.enum(['cn', 'en'], 'validation.invalid'))

/**
 * Must be ticked. A form-encoded login body carries the string "true", so that is accepted and
 * normalised; anything else (false, missing, "false") is the privacy message.
 */
export const privacyMarkSchema = z.pipe(
  z.literal([true, 'true'], 'validation.privacy.required'),
  z.transform((): true => true),
)

const exhibitionContext = {
  tenantId: idSchema,
  exhibitionId: idSchema,
  languageType: languageTypeSchema,
}

/**
 * What a verification code is for: a code sent for one purpose is refused for every other. 'receiveGift' proves
 * the phone a gift is addressed to; it is sent only by the gift's own call (which checks the gift link), never by
 * the public send-code calls, hence the shorter list those accept.
 */
export const CODE_PURPOSES = ['login', 'resetPassword', 'receiveGift'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]
export const SEND_CODE_PURPOSES = ['login', 'resetPassword'] as const
const codePurposeSchema = z.optional(z.enum(SEND_CODE_PURPOSES, 'validation.invalid'))

export const sendCodeSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('sms'), account: phoneSchema, purpose: codePurposeSchema, ...exhibitionContext }),
    z.object({ channel: z.literal('email'), account: emailSchema, purpose: codePurposeSchema, ...exhibitionContext }),
  ],
  'validation.invalid',
)
export type SendCodeRequest = z.infer<typeof sendCodeSchema>

const loginContext = {
  ...exhibitionContext,
  registerType: registerTypeSchema,
  privacyMark: privacyMarkSchema,
}

export const codeLoginSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({ grant_type: z.literal('appsms'), account: phoneSchema, code: verificationCodeSchema, ...loginContext }),
    z.object({ grant_type: z.literal('appemail'), account: emailSchema, code: verificationCodeSchema, ...loginContext }),
  ],
  'validation.invalid',
)
export type CodeLoginRequest = z.infer<typeof codeLoginSchema>

/** A password typed to sign in or to prove who one is: no strength rule, older passwords must still work. */
const currentPasswordSchema = z.string({ error: requiredOr('validation.password.required') }).check(
  z.minLength(1, 'validation.password.required'),
  z.maxLength(PASSWORD_MAX, 'validation.password.tooLong'),
)

export const passwordLoginSchema = z.object({
  grant_type: z.literal('password', 'validation.invalid'),
  account: loginAccountSchema,
  password: currentPasswordSchema,
  ...loginContext,
})
export type PasswordLoginRequest = z.infer<typeof passwordLoginSchema>

/** ID-card login (where the exhibition switches it on): the resident ID number and the account's password. */
export const idCardLoginSchema = z.object({
  grant_type: z.literal('idcard', 'validation.invalid'),
  idNumber: idNumberSchema,
  password: currentPasswordSchema,
  ...loginContext,
})
export type IdCardLoginRequest = z.infer<typeof idCardLoginSchema>

/** The chosen password (spec §5 strength rule) and its confirmation, which must match. */
const newPasswordFields = {
  newPassword: passwordSchema,
  newPassword1: z.string({ error: requiredOr('validation.password.required') }),
}
type NewPasswordPair = { newPassword?: unknown; newPassword1?: unknown }
const confirmationMatches = z.refine((value: unknown) => (value as NewPasswordPair).newPassword === (value as NewPasswordPair).newPassword1, {
  message: 'validation.password.mismatch',
  path: ['newPassword1'],
  // Checked even when the new password itself is refused, so both messages show at once.
  when: (payload) => typeof (payload.value as NewPasswordPair | undefined)?.newPassword1 === 'string',
})

/**
 * `POST /api/blade-user/update-password` (signed in). `oldPassword` may be left out only by an account that
 * never had a password (it signed up by code); the server decides.
 */
export const updatePasswordSchema = z
  .object({ oldPassword: z.optional(currentPasswordSchema), ...newPasswordFields, languageType: languageTypeSchema })
  .check(confirmationMatches)
export type UpdatePasswordRequest = z.infer<typeof updatePasswordSchema>

/** `POST /api/blade-user/reset-password`: the account (phone or e-mail), a reset code sent to it, the new password. */
export const resetPasswordSchema = z
  .object({ account: phoneOrEmailSchema, code: verificationCodeSchema, ...newPasswordFields, ...exhibitionContext })
  .check(confirmationMatches)
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>
