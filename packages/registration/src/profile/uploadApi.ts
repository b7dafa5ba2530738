import type { UploadedFile } from '@fairpass/core/contract'
import { http } from '@fairpass/core/http'
import type { ExhibitionRef } from '../api/types'

export type { UploadedFile }

/** The server picks the rule from the field's configuration, so the fields go before the file. */
export function uploadProfileImage(ref: ExhibitionRef, field: string, file: File): Promise<UploadedFile> {
  const form = new FormData()
  form.append('exhibitionId', ref.exhibitionId)
  form.append('registerType', ref.registerType)
  form.append('field', field)
  form.append('file', file, file.name)
  return http.upload<UploadedFile>(`/api/blade-resource/oss/endpoint/put-file?languageType=${ref.languageType}`, form)
}
