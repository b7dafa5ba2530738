import * as z from 'zod/mini'
import { idSchema, languageTypeSchema } from './requests'
import { requiredOr } from './rules'

/*
 * Channels and sharing (issue 18, contract/channels.ts): checked by the pages before sending and by the server on
 * arrival. A traceability code is at most 4 digits or letters (spec §5); it is kept upper-case, so `ab12` and `AB12`
 * are the same code.
 */

export const CHANNEL_CODE = /^[A-Za-z0-9]{1,4}$/
export const CHANNEL_NAME_MAX = 40
/** Channels one leader may keep at one exhibition. */
export const CHANNELS_PER_LEADER_MAX = 20
/** A page address the share card is signed for (getJsSdk). */
export const JS_SDK_URL_MAX = 1024

/** The code as stored and compared: trimmed, upper-case; null when it is not a traceability code. */
export function normaliseChannelCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim()
  return CHANNEL_CODE.test(code) ? code.toUpperCase() : null
}

export const channelCodeSchema = z.pipe(
  z.string({ error: requiredOr('validation.channel.code') }).check(z.trim(), z.regex(CHANNEL_CODE, 'validation.channel.code')),
  z.transform((code) => code.toUpperCase()),
)

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }

export const channelScopeSchema = z.object(scope)

export const channelSaveSchema = z.object({
  ...scope,
  code: channelCodeSchema,
  name: z.string({ error: requiredOr('validation.channel.name') }).check(z.trim(), z.minLength(1, 'validation.channel.name'), z.maxLength(CHANNEL_NAME_MAX, 'validation.text.tooLong')),
})
export type ChannelSaveRequest = z.infer<typeof channelSaveSchema>

export const channelDetailSchema = z.object({ ...scope, code: channelCodeSchema })

export const shareContextSchema = z.object({ ...scope, sourceCode: z.optional(channelCodeSchema) })

export const userRegisterLinkSaveSchema = z.object({ ...scope, sourceCode: z.optional(channelCodeSchema) })
export type UserRegisterLinkSaveRequest = z.infer<typeof userRegisterLinkSaveSchema>

export const jsSdkSchema = z.object({
  tenantId: idSchema,
  url: z.string({ error: requiredOr('validation.invalid') }).check(
    z.trim(),
    z.maxLength(JS_SDK_URL_MAX, 'validation.invalid'),
    z.regex(/^https?:\/\/[^\s]+$/, 'validation.invalid'),
  ),
})
export type JsSdkRequest = z.infer<typeof jsSdkSchema>

/** The organiser's list: the exhibition in the path. */
export const adminChannelListSchema = z.object({ exhibitionId: idSchema })
