import type { ExhibitionRef } from '@fairpass/core/area'
import { joinUrl } from '../qrCode/joinUrl'

/**
 * Where a sub-account signs in: the registration page of the exhibition with register type `subordinate` (its login
 * offers "Password"), at the FairPass app's address as the group's join link is (qrCode/joinUrl).
 */
export function signInLink(ref: Pick<ExhibitionRef, 'tenantId' | 'exhibitionId'>, language: 'cn' | 'en'): string {
  const query = new URLSearchParams({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, registerType: 'subordinate', languageType: language })
  return joinUrl({ path: `/registration?${query}` })
}
