import type { ExhibitionRef } from '@fairpass/core/area'
import { EXHIBITOR_SERVICE_PATHS as S, type VisaRequestView } from '@fairpass/core/contract'
import { fetchFile, http } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
import type { VisaApplicantInput } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/* The visa invitation letter calls (company admin only; core/contract/exhibitorServices.ts). */

export const fetchVisaRequests = (ref: ExhibitionRef) => http.get<VisaRequestView[]>(S.visaList, scopeOf(ref))
export const submitVisaRequest = (ref: ExhibitionRef, applicant: VisaApplicantInput, id?: string) => http.post<VisaRequestView>(S.visaSubmit, { ...scopeOf(ref), ...(id ? { id } : {}), applicant })
export const removeVisaRequest = (ref: ExhibitionRef, id: string) => http.post<VisaRequestView[]>(S.visaRemove, { ...scopeOf(ref), id })

/** The issued letter: a PDF for the admin's eyes only (core/http fetchFile). */
export const fetchVisaLetter = (ref: ExhibitionRef, id: string) =>
  fetchFile(S.visaLetter, { tenantId: ref.tenantId, query: { exhibitionId: ref.exhibitionId, languageType: $language.get(), id }, accepts: (type) => type.includes('application/pdf') })
