import * as z from 'zod/mini'
import { PASSWORD_MAX, emailSchema, phoneOrEmailSchema, phoneSchema, requiredOr, verificationCodeSchema } from './rules'

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

export const sendCodeSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('sms'), account: phoneSchema, ...exhibitionContext }),
    z.object({ channel: z.literal('email'), account: emailSchema, ...exhibitionContext }),
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

/** No strength rule here: it applies when a password is chosen, and older passwords must still sign in. */
export const passwordLoginSchema = z.object({
  grant_type: z.literal('password', 'validation.invalid'),
  account: phoneOrEmailSchema,
  password: z.string({ error: requiredOr('validation.password.required') }).check(
    z.minLength(1, 'validation.password.required'),
    z.maxLength(PASSWORD_MAX, 'validation.password.tooLong'),
  ),
  ...loginContext,
})
export type PasswordLoginRequest = z.infer<typeof passwordLoginSchema>
