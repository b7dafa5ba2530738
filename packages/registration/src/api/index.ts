import { http } from '@fairpass/core/http'
import type { FunctionConfig, LoginMode, SysConfig, UserInfo } from '@fairpass/core/session'
import type { LanguageType } from '@fairpass/core/link'
import type { ProfileField, ProfileValues } from '@fairpass/core/validation'

/** The calls `<fair-registration>` makes; paths are the contract of docs/architecture.md (spec §7). */

const CONFIG = '/api/ef-registration-config-client'
const DATA = '/api/ef-registration-data-client'

export interface ExhibitionRef {
  tenantId: string
  exhibitionId: string
  registerType: string
  languageType: LanguageType
}

export const fetchPageConfig = (ref: ExhibitionRef) =>
  http.get<SysConfig>(`${CONFIG}/registerConfig/pageConfig`, { ...ref })

export const fetchFunctionConfig = (ref: ExhibitionRef) =>
  http
    .get<{ functionConfig: FunctionConfig | null }>(`${CONFIG}/reg_config/registerConfig/functionConfig`, {
      tenantId: ref.tenantId,
      exhibitionId: ref.exhibitionId,
      registerType: ref.registerType,
    })
    .then((data) => data?.functionConfig ?? {})

export const fetchProfileFields = (ref: ExhibitionRef) =>
  http.get<ProfileField[]>(`${CONFIG}/formConfig/listForUser`, { ...ref })

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
  account: string
  code?: string
  password?: string
  privacyMark: true
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

export interface RegistrationEntry extends ExhibitionRef {
  topRegisterType: string
  registerLinkId?: string
  registrationSource?: string
}

export const addAndGetAll = (entry: RegistrationEntry) =>
  http.post<UserInfo>(`${DATA}/reg-user-data/user/registerType/addAndGetAll`, entry)

export const saveProfile = (ref: ExhibitionRef, data: ProfileValues, isDraft: boolean) =>
  http.post<UserInfo>(`${DATA}/reg-user-data/user/saveOrUpdate`, {
    exhibitionId: ref.exhibitionId,
    registerType: ref.registerType,
    languageType: ref.languageType,
    isDraft,
    data,
  })
