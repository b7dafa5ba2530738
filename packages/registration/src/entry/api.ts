import { createHttp, http } from '@fairpass/core/http'
import type { LanguageType } from '@fairpass/core/link'
import type { ExhibitionRef } from '../api/types'
import type { TicketInfo } from '@fairpass/core/contract'

export type { TicketInfo }

/*
 * The calls of the entry pages (docs/architecture.md). Pages that show a refusal in place (an invalid link, no
 * usable tickets) use the quiet client, so the message is not also raised as a toast.
 */

const CONFIG = '/api/ef-registration-config-client'
const REGISTRATION = '/api/ef-registration-client'

// createHttp rather than createStrictHttp: the latter is code the login route would carry too.
const quiet = createHttp({ strict: true })

export interface EntryLink {
  registerType: string
  languageType: LanguageType
  title: string
  description: string
  query: Record<string, string>
}

export interface EntryList {
  exhibitionTitle: string
  entries: EntryLink[]
}

export const fetchEntries = (tenantId: string, exhibitionId: string, languageType: LanguageType) =>
  quiet.get<EntryList>(`${CONFIG}/registerConfig/entries`, { tenantId, exhibitionId, languageType })

export interface StaticPage {
  type: string
  languageType: LanguageType
  title: string
  sections: { heading: string; lines: string[] }[]
}

export const fetchStaticPage = (tenantId: string, exhibitionId: string, type: string, languageType: LanguageType) =>
  quiet.get<StaticPage>(`${CONFIG}/staticPage/detail`, { tenantId, exhibitionId, type, languageType })

export interface SpecialInvite {
  id: string
  tenantId: string
  exhibitionId: string
  registerType: string
  guestName: string
  company: string
  title: string
  inviterName: string
  used: boolean
}

export const fetchSpecialInvite = (id: string, tenantId: string, languageType: LanguageType) =>
  quiet.get<SpecialInvite>(`${REGISTRATION}/specialInvite/detail`, { id, tenantId, languageType })

export const fetchOwnTicket = (ref: ExhibitionRef) =>
  quiet.get<TicketInfo>(`${REGISTRATION}/ticketQrInfo/self`, {
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    registerType: ref.registerType,
    languageType: ref.languageType,
  })

export const fetchTicketByLink = (token: string, languageType: LanguageType) =>
  quiet.get<TicketInfo>(`${REGISTRATION}/ticketQrInfo`, { token, languageType })

export const requestTicketLink = (ref: ExhibitionRef) =>
  http.get<{ token: string; expiresAt: number; path: string }>(`${REGISTRATION}/ticketQrInfo/link`, {
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    registerType: ref.registerType,
    languageType: ref.languageType,
  })
