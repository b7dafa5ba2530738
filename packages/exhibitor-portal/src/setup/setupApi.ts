import type { ExhibitionRef } from '@fairpass/core/area'
import {
  EXHIBITOR_SERVICE_PATHS as S,
  type BoardView,
  type ExhibitorDocumentPage,
  type ExhibitorDocumentView,
  type ExhibitorServiceUploadPurpose,
  type ExhibitorUpload,
  type MaterialType,
  type MaterialTypeView,
  type SetupStatusView,
} from '@fairpass/core/contract'
import { ApiError, http } from '@fairpass/core/http'
import { t } from '@fairpass/core/i18n'
import { $apiBase, $language, $session } from '@fairpass/core/session'
import type { BoardSubmitRequest, SpecialBuildRequest } from '@fairpass/core/validation'
import { scopeOf } from '../shared/api'

/*
 * The calls of the booth setup, the organiser's documents and the final submission (issue 17,
 * core/contract/exhibitorServices.ts). As everywhere in the portal, the company comes from the token, never the request.
 */

type Scoped<R> = Omit<R, 'tenantId' | 'exhibitionId' | 'languageType'>

export const fetchBoard = (ref: ExhibitionRef) => http.get<BoardView>(S.board, scopeOf(ref))
export const sendBoard = (ref: ExhibitionRef, board: Scoped<BoardSubmitRequest>) => http.post<BoardView>(S.boardSubmit, { ...scopeOf(ref), ...board })
export const sendSpecialBuild = (ref: ExhibitionRef, build: Scoped<SpecialBuildRequest>) => http.post<BoardView>(S.specialBuildSubmit, { ...scopeOf(ref), ...build })

export const fetchSetupStatus = (ref: ExhibitionRef) => http.get<SetupStatusView>(S.setupStatus, scopeOf(ref))
export const sendFinalSubmit = (ref: ExhibitionRef) => http.post<SetupStatusView>(S.finalSubmit, scopeOf(ref))

export const fetchMaterialTypes = (ref: ExhibitionRef) => http.get<MaterialTypeView[]>(S.materialTypes, scopeOf(ref))
export const fetchDocuments = (ref: ExhibitionRef, materialTypeV2?: MaterialType) =>
  http.get<ExhibitorDocumentView[]>(S.manualAll, { ...scopeOf(ref), ...(materialTypeV2 ? { materialTypeV2 } : {}) })
export const fetchDocumentPage = (ref: ExhibitionRef, materialTypeV2: MaterialType, page: number, size: number) =>
  http.get<ExhibitorDocumentPage>(S.manualPart, { ...scopeOf(ref), materialTypeV2, page: String(page), size: String(size) })
export const fetchDocument = (ref: ExhibitionRef, id: string) => http.get<ExhibitorDocumentView>(S.document, { ...scopeOf(ref), id })

/** Part 2's upload purposes (drawings here); the server picks the content rule by `purpose`, so it goes before the file. */
export function uploadSetupFile(ref: ExhibitionRef, purpose: ExhibitorServiceUploadPurpose, file: File): Promise<ExhibitorUpload> {
  const form = new FormData()
  form.append('exhibitionId', ref.exhibitionId)
  form.append('purpose', purpose)
  form.append('file', file, file.name)
  return http.upload<ExhibitorUpload>(`/api/blade-resource/oss/endpoint/put-file?languageType=${$language.get()}`, form)
}

/**
 * A published document's file. It needs the member's token, so it is fetched with the headers core/http sends
 * rather than opened as a plain link; a refusal still comes as the §7 envelope, in the page language.
 */
export async function fetchDocumentFile(ref: ExhibitionRef, document: Pick<ExhibitorDocumentView, 'downloadPath'>, fetcher: typeof fetch = globalThis.fetch): Promise<Blob> {
  const base = $apiBase.get().replace(/\/+$/, '')
  const token = $session.get().token
  const separator = document.downloadPath.includes('?') ? '&' : '?'
  let response: Response
  try {
    response = await fetcher(`${base}${document.downloadPath}${separator}languageType=${$language.get()}`, {
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
  const type = response.headers.get('content-type') ?? ''
  if (response.ok && !type.includes('application/json')) return response.blob()
  const body = (await response.json().catch(() => null)) as { code?: number | string; msg?: string } | null
  throw new ApiError({ code: body?.code ?? response.status, msg: body?.msg || t('core.unknownError'), status: response.status, body })
}
