/**
 * Response shapes of spec §7 calls that the server writes and the pages read: one definition, so the two sides
 * cannot drift apart. Each reply type is the z.infer of its zod schema in ./schemas (`@fairpass/core/contract/schemas`),
 * which the server hands to okReply so the API document describes the reply and the server tests check it; the
 * types here import the schemas as types only, so no schema reaches a page's bundle.
 */
import type { z } from 'zod'
import type * as S from './schemas/index'

/** An entry code as /extractConfirmation and /smsQrCodePage show it (`ticketQrInfo`). */
export type TicketInfo = z.infer<typeof S.ticketInfoSchema>

/** One entry of the exhibition's user center (spec §7 `userCenterConfig/listAll`). */
export type UserCenterEntry = z.infer<typeof S.userCenterEntrySchema>

export * from './tickets'
export * from './invoices'
export * from './conference'
export * from './exhibitors'
export * from './exhibitorServices'
export * from './groups'
export * from './subordinates'
export * from './referrals'
export * from './channels'
export * from './lodging'
export * from './relations'
export * from './customers'
export * from './exhibitionFile'
