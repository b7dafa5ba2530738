export { createHttp, createStrictHttp, http, reenterThroughJump, withdrawNotice, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS, UPLOAD_TIMEOUT_MS } from './client'
export type { HttpClient, HttpOptions, RequestConfig, QueryParams } from './client'
export { ApiError } from './api-error'
export type { TransportErrorCode } from './api-error'
