import { z } from 'zod'

/*
 * The zod schemas of the contract's replies (../index.ts infers its types from them). The server imports them at
 * run time (okReply); pages import only the types, so these stay out of their bundles.
 */

/** An entry code as /extractConfirmation and /smsQrCodePage show it (`ticketQrInfo`). */
export const ticketInfoSchema = z.object({
  tenantId: z.string(),
  exhibitionId: z.string(),
  exhibitionTitle: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  userQr: z.string(),
  userCode: z.string().nullable(),
  isOneCode: z.string(),
  /** Only on a link token: when the link stops working (epoch ms). */
  expiresAt: z.number().optional()
})

/** One entry of the exhibition's user center (spec §7 `userCenterConfig/listAll`). */
export const userCenterEntrySchema = z.object({
  key: z.string(),
  title: z.string(),
  path: z.string(),
  icon: z.string().optional(),
  sort: z.number()
})

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
export * from './general'
export * from './config'
export * from './organiser'
