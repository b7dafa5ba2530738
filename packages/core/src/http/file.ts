import { t } from '../i18n'
import { $apiBase, $language, $session } from '../session'
import { ApiError } from './api-error'

export interface FileRequest {
  /** The exhibition's tenant (the `Tenant-Id` header), as every call sends it. */
  tenantId?: string
  query?: Record<string, string>
  /** Whether the answer's content type is the file looked for; anything else is read as the §7 envelope. */
  accepts?: (contentType: string) => boolean
}

const notEnvelope = (contentType: string) => !contentType.includes('application/json')

/**
 * A file the API answers for the signed-in caller (a PDF, a spreadsheet, a calendar). A plain link cannot carry the
 * session's token, so it is fetched with the headers core/http sends; a refusal still comes as the §7 envelope and
 * fails as an ApiError in the server's words (the page's language).
 */
export async function fetchFile(path: string, { tenantId, query = {}, accepts = notEnvelope }: FileRequest = {}): Promise<Blob> {
  const token = $session.get().token
  const search = new URLSearchParams(query).toString()
  const url = `${$apiBase.get().replace(/\/+$/, '')}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: {
        'User-Type': 'app',
        'Accept-Language': $language.get() === 'en' ? 'en' : 'zh-CN',
        ...(tenantId ? { 'Tenant-Id': tenantId } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    })
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', msg: t('core.networkError'), status: 0 })
  }
  if (response.ok && accepts(response.headers.get('content-type') ?? '')) return response.blob()
  const body = (await response.json().catch(() => null)) as { code?: number | string; msg?: string } | null
  throw new ApiError({ code: body?.code ?? response.status, msg: body?.msg || t('core.unknownError'), status: response.status, body })
}
