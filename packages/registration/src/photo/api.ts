import { reenterThroughJump } from '@fairpass/core/http'
import { $apiBase, $language, $session, clearToken } from '@fairpass/core/session'
import type { ExhibitionRef } from '../api/types'

export const RECOGNIZE_PATH = '/api/ef-registration-client/businessCard/recognize'

export interface RecognizedCard {
  fields: Record<string, string>
  lines: string[]
}

/** Why an upload failed: the server's words (already in the caller's language) or a network failure. */
export type UploadFailure = { kind: 'server'; message: string; retryable: boolean } | { kind: 'network' }

export class CardUploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind === 'server' ? failure.message : 'network')
    this.name = 'CardUploadError'
  }
}

/**
 * POST the card with upload progress. XMLHttpRequest rather than the shared client because only it reports how
 * much of a photo has left the phone, which is what a visitor on a crowded fair network wants to see. It sends
 * the shared client's headers and treats a 401 the same way.
 */
export function uploadCard(ref: ExhibitionRef, image: Blob, fileName: string, onProgress: (sent: number) => void): Promise<RecognizedCard> {
  const session = $session.get()
  const query = new URLSearchParams({ exhibitionId: ref.exhibitionId, tenantId: ref.tenantId, languageType: ref.languageType })
  const base = $apiBase.get().replace(/\/+$/, '')
  const form = new FormData()
  form.append('file', image, fileName)

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${base}${RECOGNIZE_PATH}?${query}`)
    // Sending a photo over a crowded fair network can take a while; the server's own limit covers recognition.
    xhr.timeout = 120_000
    xhr.setRequestHeader('User-Type', 'app')
    xhr.setRequestHeader('Accept-Language', $language.get() === 'en' ? 'en' : 'zh-CN')
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`)
    if (session.tenantId) xhr.setRequestHeader('Tenant-Id', session.tenantId)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.upload.onload = () => onProgress(1)
    xhr.onerror = () => reject(new CardUploadError({ kind: 'network' }))
    xhr.ontimeout = () => reject(new CardUploadError({ kind: 'network' }))
    xhr.onload = () => {
      let body: { code?: number | string; msg?: string; data?: unknown } = {}
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        // Not an envelope (a proxy's error page): reported as a network failure below.
      }
      if (xhr.status === 401) {
        clearToken()
        reenterThroughJump()
      }
      if (xhr.status === 200 && String(body.code) === '200') {
        resolve(body.data as RecognizedCard)
        return
      }
      const fieldErrors = (body.data as { fieldErrors?: Record<string, unknown> } | null | undefined)?.fieldErrors
      const fieldMessage = fieldErrors && typeof fieldErrors.file === 'string' ? fieldErrors.file : undefined
      const message = fieldMessage ?? (typeof body.msg === 'string' && body.msg ? body.msg : undefined)
      // A refused file (400) or exhibition (403/404/409) fails the same way again; a busy or slow server may not.
      const retryable = xhr.status === 429 || xhr.status >= 500
      reject(new CardUploadError(message ? { kind: 'server', message, retryable } : { kind: 'network' }))
    }
    xhr.send(form)
  })
}
