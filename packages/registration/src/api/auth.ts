import { http, newIdempotencyKey } from '@fairpass/core/http'
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

/**
 * A code login carries an Idempotency-Key: after a lost answer core/http sends it again and the server signs the
 * visitor in with the code it already used for this very attempt (other logins cannot: the code is spent).
 */
export const requestToken = (request: TokenRequest, ref: ExhibitionRef) =>
  http.request<TokenAnswer>({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    body: {
      ...request,
      tenantId: ref.tenantId,
      exhibitionId: ref.exhibitionId,
      type: ref.registerType,
      registerType: ref.registerType,
      languageType: ref.languageType,
    },
    headers: request.grant_type === 'appsms' || request.grant_type === 'appemail' ? { 'Idempotency-Key': newIdempotencyKey() } : undefined,
  })
