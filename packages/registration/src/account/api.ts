import { http } from '@fairpass/core/http'
import type { ExhibitionRef } from '../api/types'
import type { CodeSent } from '../api/auth'

/** `POST /api/blade-user/update-password` (signed in): answers a token for this session; older ones have ended. */
export const updatePassword = (body: { oldPassword?: string; newPassword: string; newPassword1: string; languageType: string }) =>
  http.post<{ access_token: string; expires_in: number }>('/api/blade-user/update-password', body)

/** `POST /api/blade-user/reset-password` with a code sent for the purpose `resetPassword`. */
export const resetPassword = (
  body: { account: string; code: string; newPassword: string; newPassword1: string },
  ref: ExhibitionRef,
) =>
  http.post<{ account: string }>('/api/blade-user/reset-password', {
    ...body,
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    languageType: ref.languageType,
  })

export const sendResetCode = (channel: 'sms' | 'email', account: string, ref: ExhibitionRef) =>
  http.get<CodeSent>(`/api/blade-auth/validate-code/${channel}`, {
    account,
    purpose: 'resetPassword',
    tenantId: ref.tenantId,
    exhibitionId: ref.exhibitionId,
    languageType: ref.languageType,
  })
