import { http } from '@fairpass/core/http'
import type { LoginMode } from '@fairpass/core/session'
import type { ExhibitionRef } from './types'

export interface CodeSent {
  expiresIn: number
  resendAfter: number
}

export const sendVerificationCode = (channel: 'sms' | 'email', account: string, ref: ExhibitionRef) =>
  http.get<CodeSent>(`/api/blade-auth/validate-code/${channel}`, {
    account,
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    languageType: ref.languageType,
  })

export interface TokenAnswer {
  access_token: string
  token_type: string
  expires_in: number
  user_id: string
  dept_id?: string
  user_name?: string
  account?: string
  tenant_id?: string
}

export interface TokenRequest {
  grant_type: LoginMode
  account?: string
  idNumber?: string
  code?: string
  password?: string
  /** The messaging-app open id and its ticket: a login carrying them binds the open id for auto-login. */
  openid?: string
  openIdTicket?: string
  privacyMark?: true
}

export const requestToken = (request: TokenRequest, ref: ExhibitionRef) =>
  http.post<TokenAnswer>('/api/blade-auth/oauth/token', {
    ...request,
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    type: ref.registerType,
    registerType: ref.registerType,
    languageType: ref.languageType,
  })
