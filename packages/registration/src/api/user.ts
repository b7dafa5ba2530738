import { http } from '@fairpass/core/http'
import type { UserInfo } from '@fairpass/core/session'
import type { ProfileField, ProfileValues } from '@fairpass/core/validation'
import type { ExhibitionRef } from './types'

const CONFIG = '/api/ef-registration-config-client'
const DATA = '/api/ef-registration-data-client'

export const fetchProfileFields = (ref: ExhibitionRef) =>
  http.get<ProfileField[]>(`${CONFIG}/formConfig/listForUser`, { ...ref })

export interface RegistrationEntry extends ExhibitionRef {
  topRegisterType: string
  registerLinkId?: string
  registrationSource?: string
  /** A special invitation kept from /special, applied once by the server. */
  specialInviteId?: string
  /** An invitation link's inviter (spec §2): the server records him as the visitor's fission parent, once. */
  fissionParentBladeUserId?: string
  sourceInviteUserId?: string
  /** The channel code of the link (spec §2 sourceCode): the server keeps it with a new registration if it is the exhibition's. */
  sourceCode?: string
  /** The group link's join code (spec §2 visitingGroupId): the visitor joins that group once the profile is submitted. */
  visitingGroupId?: string
}

// Both are upserts (the registration is made once; the same profile saved twice is saved once), so the client may
// ask them again when the server could not answer.
export const addAndGetAll = (entry: RegistrationEntry) =>
  http.request<UserInfo>({ method: 'POST', url: `${DATA}/reg-user-data/user/registerType/addAndGetAll`, body: entry, idempotent: true })

export const saveProfile = (ref: ExhibitionRef, data: ProfileValues, isDraft: boolean) =>
  http.request<UserInfo>({
    method: 'POST',
    url: `${DATA}/reg-user-data/user/saveOrUpdate`,
    body: { exhibitionId: ref.exhibitionId, registerType: ref.registerType, languageType: ref.languageType, isDraft, data },
    idempotent: true,
  })
