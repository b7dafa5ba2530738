import type { z } from 'zod'
import type * as S from './schemas/channels'
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

export type ChannelView = z.infer<typeof S.channelViewSchema>

export type ChannelRegistrant = z.infer<typeof S.channelRegistrantSchema>

export type ChannelDetail = z.infer<typeof S.channelDetailSchema>

/** The values a share title's %%placeholders%% are filled from (spec §3 "Share titles"). */
export type SharePlaceholderValues = z.infer<typeof S.sharePlaceholderValuesSchema>

export type ShareContext = z.infer<typeof S.shareContextSchema>

export type UserRegisterLinkView = z.infer<typeof S.userRegisterLinkViewSchema>

export type JsSdkSignature = z.infer<typeof S.jsSdkSignatureSchema>

/** The organiser's list (`npm run admin -- channels`). */
export type AdminChannelView = z.infer<typeof S.adminChannelViewSchema>
