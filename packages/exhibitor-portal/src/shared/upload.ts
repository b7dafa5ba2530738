import type { ExhibitionRef } from '@fairpass/core/area'
import type { ExhibitorFormConfig, ExhibitorUpload, ExhibitorUploadPurpose } from '@fairpass/core/contract'
import { t } from '@fairpass/core/i18n'
import { uploadFile } from './api'
import { refusalFields } from './form'
import { withdrawNotice } from '@fairpass/core/http'

/** The limits shown beside an upload, from the exhibition's form configuration (spec §5). */
export function uploadHint(config: ExhibitorFormConfig | null, purpose: ExhibitorUploadPurpose): string {
  const rule = config?.uploads[purpose]
  if (!rule) return ''
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`)
  const parts = [rule.extensions.join(' / '), rule.minBytes ? `${size(rule.minBytes)} – ${size(rule.maxBytes)}` : `≤ ${size(rule.maxBytes)}`]
  if (rule.suggested) parts.push(t('exh.upload.suggested', { width: rule.suggested.width, height: rule.suggested.height }))
  return parts.join(' · ')
}

export function acceptOf(config: ExhibitorFormConfig | null, purpose: ExhibitorUploadPurpose): string {
  return config?.uploads[purpose]?.extensions.map((extension) => `.${extension.replace(/^\./, '')}`).join(',') ?? ''
}

/** Sends one file; a refusal answers the server's words (not a thrown error), so the page shows them under the picker. */
export async function upload(ref: ExhibitionRef, purpose: ExhibitorUploadPurpose, file: File): Promise<{ file: ExhibitorUpload } | { error: string }> {
  try {
    return { file: await uploadFile(ref, purpose, file) }
  } catch (error) {
    const fields = refusalFields(error)
    if (!fields) return { error: t('exh.upload.failed') }
    withdrawNotice(error)
    return { error: fields.file ?? fields._form ?? Object.values(fields)[0] ?? t('exh.upload.failed') }
  }
}
