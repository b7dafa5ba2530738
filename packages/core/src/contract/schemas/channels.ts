import { z } from 'zod'

export const channelViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Registrations at the exhibition made through the channel's link. */
  registrations: z.number(),
  createdAt: z.string()
})

export const channelRegistrantSchema = z.object({
  name: z.string(),
  company: z.string(),
  registerType: z.string(),
  /** 'succ' once the form was submitted. */
  completeResult: z.string(),
  registeredAt: z.string()
})

export const channelDetailSchema = z.object({
  channel: channelViewSchema,
  /** The hash route of the registration link (visitor registration carrying `sourceCode`); the QR carries it. */
  path: z.string(),
  registrants: z.array(channelRegistrantSchema)
})

/** The values a share title's %%placeholders%% are filled from (spec §3 "Share titles"). */
export const sharePlaceholderValuesSchema = z.partialRecord(z.string(), z.string())

export const shareContextSchema = z.object({
  /** The share title of the page language (`shareTitle` / `shareTitleEn`), placeholders not yet filled. */
  title: z.string(),
  desc: z.string(),
  /** The poster's artwork: the first `globalImage`, else `shareImage`; null when none is configured. */
  artworkUrl: z.string().nullable(),
  /** The share card's image (`shareImage`), else the artwork. */
  shareImageUrl: z.string().nullable(),
  exhibitionTitle: z.string(),
  values: sharePlaceholderValuesSchema
})

export const userRegisterLinkViewSchema = z.object({
  id: z.string(),
  /** The hash route the link opens: visitor registration with `fissionParentBladeUserId` (the sharer) and the channel's `sourceCode` if any. */
  path: z.string(),
  sourceCode: z.string().nullable(),
  createdAt: z.string()
})

export const jsSdkSignatureSchema = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string()
})

/** The organiser's list (`npm run admin -- channels`). */
export const adminChannelViewSchema = channelViewSchema.extend({
  leaderAccount: z.string()
})
