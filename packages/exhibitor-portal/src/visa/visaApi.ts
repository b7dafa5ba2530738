import type { ExhibitionRef } from '@fairpass/core/area'
import { EXHIBITOR_SERVICE_PATHS as S, type VisaRequestView } from '@fairpass/core/contract'
import { ApiError, http } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { $apiBase, $language, $session } from '@fairpass/core/session'
import type { VisaApplicantInput } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/* The visa invitation letter calls (company admin only; core/contract/exhibitorServices.ts). */

export const fetchVisaRequests = (ref: ExhibitionRef) => http.get<VisaRequestView[]>(S.visaList, scopeOf(ref))
export const submitVisaRequest = (ref: ExhibitionRef, applicant: VisaApplicantInput, id?: string) => http.post<VisaRequestView>(S.visaSubmit, { ...scopeOf(ref), ...(id ? { id } : {}), applicant })
export const removeVisaRequest = (ref: ExhibitionRef, id: string) => http.post<VisaRequestView[]>(S.visaRemove, { ...scopeOf(ref), id })

/**
 * The issued letter. Not an envelope but the PDF, and it needs the admin's token, so it is fetched with the headers
 * core/http sends rather than opened as a plain link; a refusal still comes as the §7 envelope, in its words.
 */
export async function fetchVisaLetter(ref: ExhibitionRef, id: string, fetcher: typeof fetch = globalThis.fetch): Promise<Blob> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(scopeOf(ref)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')), id })
  const token = $session.get().token
  let response: Response
  try {
    response = await fetcher(`${$apiBase.get().replace(/\/+$/, '')}${S.visaLetter}?${query}`, {
      headers: {
        'User-Type': 'app',
        'Accept-Language': $language.get() === 'en' ? 'en' : 'zh-CN',
        'Tenant-Id': ref.tenantId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    })
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', msg: t('core.networkError'), status: 0 })
  }
  if (response.ok && (response.headers.get('content-type') ?? '').includes('application/pdf')) return response.blob()
  const body = (await response.json().catch(() => null)) as { code?: number | string; msg?: string } | null
  throw new ApiError({ code: body?.code ?? response.status, msg: body?.msg || t('core.unknownError'), status: response.status, body })
}
