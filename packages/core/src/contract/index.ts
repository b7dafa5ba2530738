/**
 * Response shapes of spec §7 calls that the server writes and the pages read: one definition, so the two sides
 * cannot drift apart. Types only; nothing here reaches a bundle.
 */

/** An entry code as /extractConfirmation and /smsQrCodePage show it (`ticketQrInfo`). */
export interface TicketInfo {
  tenantId: string
  exhibitionId: string
  exhibitionTitle: string
  name: string | null
  company: string | null
  userQr: string
  userCode: string | null
  isOneCode: string
  /** Only on a link token: when the link stops working (epoch ms). */
  expiresAt?: number
}

/** One entry of the exhibition's user center (spec §7 `userCenterConfig/listAll`). */
export interface UserCenterEntry {
  key: string
  title: string
  path: string
  icon?: string
  sort: number
}

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
