/*
 * Channels and sharing (issue 18, `<fair-group-manager>` pages /source…, /share, /regQRcode, /posterDown).
 *
 * A channel is a traceability code (spec §5: at most 4 digits or letters, stored upper-case, unique per exhibition)
 * that a group leader creates; the registration link carrying it (`sourceCode`, spec §2) records it with each
 * registration made through it. Only the leader who created a channel sees it: another leader's code answers 404.
 * A code that is unknown at the exhibition is ignored by registration, never trusted.
 *
 * userRegisterLink/save (spec §7) remembers a link a person made to share (the poster's, a channel's): the server
 * builds the link itself from the caller and the channel named, so nothing the browser sends becomes a link.
 * getJsSdk (spec §7) signs the page address for the messaging app's share card; no login.
 */

const CLIENT = '/api/ef-registration-client/source'
const DATA = '/api/ef-registration-data-client/client'

export const CHANNEL_PATHS = {
  /** GET ?exhibitionId → ChannelView[]: the caller's channels with their registration counts, newest first. */
  list: `${CLIENT}/list`,
  /** POST ChannelSaveRequest → ChannelView; 409 error.channel.taken when the code is used at the exhibition, 409 error.channel.tooMany at the cap. */
  save: `${CLIENT}/save`,
  /** GET ?exhibitionId&code → ChannelDetail: the link and the people registered through it; 404 unless the caller's own. */
  detail: `${CLIENT}/detail`,
  /** GET ?exhibitionId&sourceCode? → ShareContext: what the share poster shows (sourceCode: one of the caller's channels). */
  shareContext: `${DATA}/share/context`,
  /** POST UserRegisterLinkSaveRequest → UserRegisterLinkView: the caller's share link, remembered (once per person, exhibition and channel). */
  saveRegisterLink: `${DATA}/userRegisterLink/save`,
  /** POST JsSdkRequest, no login → JsSdkSignature (spec §7 getJsSdk). */
  jsSdk: '/api/blade-resource/wx/noToken/getJsSdk',
  /** GET (organiser key) → AdminChannelView[]: every channel of the exhibition with its leader and count (`npm run admin -- channels`). */
  admin: '/api/admin/exhibitions/:exhibitionId/channels',
} as const

export interface ChannelView {
  code: string
  name: string
  /** Registrations at the exhibition made through the channel's link. */
  registrations: number
  createdAt: string
}

export interface ChannelRegistrant {
  name: string
  company: string
  registerType: string
  /** 'succ' once the form was submitted. */
  completeResult: string
  registeredAt: string
}

export interface ChannelDetail {
  channel: ChannelView
  /** The hash route of the registration link (visitor registration carrying `sourceCode`); the QR carries it. */
  path: string
  registrants: ChannelRegistrant[]
}

/** The values a share title's %%placeholders%% are filled from (spec §3 "Share titles"). */
export type SharePlaceholderValues = Partial<Record<string, string>>

export interface ShareContext {
  /** The share title of the page language (`shareTitle` / `shareTitleEn`), placeholders not yet filled. */
  title: string
  desc: string
  /** The poster's artwork: the first `globalImage`, else `shareImage`; null when none is configured. */
  artworkUrl: string | null
  /** The share card's image (`shareImage`), else the artwork. */
  shareImageUrl: string | null
  exhibitionTitle: string
  values: SharePlaceholderValues
}

export interface UserRegisterLinkView {
  id: string
  /** The hash route the link opens: visitor registration with `fissionParentBladeUserId` (the sharer) and the channel's `sourceCode` if any. */
  path: string
  sourceCode: string | null
  createdAt: string
}

export interface JsSdkSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** The organiser's list (`npm run admin -- channels`). */
export interface AdminChannelView extends ChannelView {
  leaderAccount: string
}
