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
import { fetchFile, http } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
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

/** A published document's file, for members of a company at the exhibition only (core/http fetchFile). */
export const fetchDocumentFile = (ref: ExhibitionRef, document: Pick<ExhibitorDocumentView, 'downloadPath'>) =>
  fetchFile(document.downloadPath, { tenantId: ref.tenantId, query: { languageType: $language.get() } })
