/** Codes for failures that never reached a server answer. */
export type TransportErrorCode = 'NETWORK_ERROR' | 'TIMEOUT'

/** Every rejection of the HTTP client. */
export class ApiError extends Error {
  /** The envelope's `code`; the HTTP status when the body has none; a transport code otherwise. */
  readonly code: string | number
  /** What the visitor was (or would have been) shown. */
  readonly msg: string
  /** The envelope's `data` (for code 400: `{ fieldErrors }`). */
  readonly data: unknown
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** The whole parsed response body. */
  readonly body: unknown
  /** The notice the client showed for this failure (core/notice), if it showed one: see `withdrawNotice`. */
  readonly noticeId?: string

  constructor(init: { code: string | number; msg: string; data?: unknown; status: number; body?: unknown; noticeId?: string }) {
    super(init.msg)
    this.name = 'ApiError'
    this.code = init.code
    this.msg = init.msg
    this.data = init.data
    this.status = init.status
    this.body = init.body
    if (init.noticeId) this.noticeId = init.noticeId
  }
}
