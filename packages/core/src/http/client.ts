import redaxios, { type Options as RedaxiosOptions, type Response as RedaxiosResponse } from 'redaxios'
import { t } from '../i18n'
import { parseQuery } from '../link'
import { dismissNotice, notify } from '../notice'
import { navigate } from '../router'
import { $apiBase, $language, $session, clearToken } from '../session'
import { ApiError } from './api-error'
import { REQUEST_TIMEOUT_MS, SUCCESS_CODES } from './envelope'
import { takePrefetched } from './prefetch'

export { REQUEST_TIMEOUT_MS }
/** Spec §9. */
export const UPLOAD_TIMEOUT_MS = 6_000_000

/**
 * "Not now" rather than "no": the server restarting behind its proxy (502, 504) or its database gone mid-request (503,
 * the server kept nothing). Such an answer, or no answer at all, is asked again after these pauses (a Retry-After the
 * server sends is honoured up to RETRY_AFTER_MAX_MS), but only for a call that means the same when sent twice: a GET,
 * a call carrying an Idempotency-Key (an order), or one that says it is `idempotent`. A visitor sees the failure only when the retries did not help.
 */
export const RETRY_DELAYS_MS = [300, 1000, 3000] as const
const RETRY_AFTER_MAX_MS = 5000
const RETRY_STATUSES = new Set([502, 503, 504])

type Attempt = { kind: 'answered'; response: RedaxiosResponse<unknown> } | { kind: 'unreachable' } | { kind: 'timedOut' }

/** Spec §7: rejected without a notice; the caller shows the problem (form field errors). */
const SILENT_CODES = new Set(['400', '3001'])

export type QueryParams = Record<string, string | number | boolean | null | undefined>

export interface HttpOptions {
  /** API origin; defaults to `$apiBase` read at request time ('' = same origin). */
  baseURL?: string | (() => string)
  /** Defaults to the global fetch, looked up per request. */
  fetch?: typeof fetch
  /** Spec §7 variant: anything but code 200 rejects, silently, with the whole response. */
  strict?: boolean
  /** Runs after a 401 has cleared the token; defaults to re-entering /jump with the saved link. */
  onUnauthorized?: () => void
  timeout?: number
  uploadTimeout?: number
}

export interface RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  params?: QueryParams
  body?: unknown
  timeout?: number
  /** Extra request headers for this call (an order's Idempotency-Key); the session's headers still apply. */
  headers?: Record<string, string>
  /**
   * Sending it twice means the same as once (an upsert, starting the payment of an order): it is asked again, as a GET
   * is, when the server could not answer. A call without an Idempotency-Key is not, unless it says so here.
   */
  idempotent?: boolean
}

export interface HttpClient {
  get<T = unknown>(url: string, params?: QueryParams): Promise<T>
  post<T = unknown>(url: string, body?: unknown, params?: QueryParams): Promise<T>
  upload<T = unknown>(url: string, formData: FormData): Promise<T>
  request<T = unknown>(config: RequestConfig): Promise<T>
}

/** Spec §8: after a 401 the visitor re-enters through /jump with the link they came in by. */
export function reenterThroughJump(): void {
  navigate('/jump', parseQuery($session.get().linkQuery ?? ''), { replace: true })
}

/**
 * Creates a client that unwraps the `{ code, msg, data }` envelope by the rules of spec §7:
 * success codes resolve with `data`, 400/3001 reject silently, other codes show the server's
 * message and reject, 401 clears the token and re-enters /jump, transport failures show the
 * translated network error. Every rejection is an `ApiError`.
 */
export function createHttp(options: HttpOptions = {}): HttpClient {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS
  const uploadTimeout = options.uploadTimeout ?? UPLOAD_TIMEOUT_MS
  const onUnauthorized = options.onUnauthorized ?? reenterThroughJump

  async function request<T>(config: RequestConfig): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      const outcome = await attempt(config)
      // A timeout is not asked again: the visitor has waited long enough.
      const notNow = outcome.kind === 'unreachable' || (outcome.kind === 'answered' && RETRY_STATUSES.has(outcome.response.status))
      const again = notNow && retry < RETRY_DELAYS_MS.length && mayRetry(config) && !browserOffline(outcome)
      if (again) {
        await sleep(outcome.kind === 'answered' ? retryAfterMs(outcome.response) ?? RETRY_DELAYS_MS[retry] : RETRY_DELAYS_MS[retry])
        continue
      }
      if (outcome.kind === 'answered') return settle<T>(outcome.response)
      throw transportError(outcome.kind === 'timedOut')
    }
  }

  async function attempt(config: RequestConfig): Promise<Attempt> {
    // redaxios has no timeout and does not forward a signal, so the signal goes in via its fetch hook.
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, config.timeout ?? timeout)
    const baseFetch = options.fetch ?? globalThis.fetch
    try {
      const response = await send(config, {
        baseURL: resolveBaseURL(options.baseURL),
        params: config.params ? withoutEmpty(config.params) : undefined,
        headers: { ...config.headers, ...requestHeaders(namedTenant(config)) },
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
          const withSignal = { ...init, signal: controller.signal }
          // A GET the page's HTML already started (the exhibition's configuration) is taken rather than asked again.
          return takePrefetched(input, withSignal) ?? baseFetch(input, withSignal)
        }) as typeof fetch,
      })
      return { kind: 'answered', response }
    } catch (failure) {
      if (isHttpResponse(failure)) return { kind: 'answered', response: failure }
      return { kind: timedOut ? 'timedOut' : 'unreachable' }
    } finally {
      clearTimeout(timer)
    }
  }

  function settle<T>(response: RedaxiosResponse<unknown>): T {
    const body = response.data
    const envelope = isRecord(body) ? body : {}
    const code = envelope.code ?? (response.status >= 200 && response.status < 300 ? undefined : response.status)
    const codeText = code === undefined || code === null ? '' : String(code)
    const reject = (msg: string, noticeId?: string) =>
      new ApiError({ code: (code as string | number | undefined) ?? response.status, msg, data: envelope.data, status: response.status, body, noticeId })

    if (response.status === 401 || codeText === '401') {
      clearToken('unauthorized')
      onUnauthorized()
      throw reject(serverMessage(envelope))
    }
    if (options.strict) {
      if (codeText === '200') return envelope.data as T
      throw reject(serverMessage(envelope))
    }
    if (envelope.code === undefined && response.status < 300 && typeof envelope.access_token === 'string') {
      // A raw OAuth answer from /oauth/token carries no envelope.
      return body as T
    }
    if (SUCCESS_CODES.has(codeText)) return envelope.data as T
    if (SILENT_CODES.has(codeText)) throw reject(serverMessage(envelope))
    const message = serverMessage(envelope)
    throw reject(message, notify(message, 'error'))
  }

  return {
    request,
    get: (url, params) => request({ method: 'GET', url, params }),
    post: (url, body, params) => request({ method: 'POST', url, body, params }),
    upload: (url, formData) => request({ method: 'POST', url, body: formData, timeout: uploadTimeout }),
  }
}

/** Spec §7: the client variant that accepts only code 200 and shows nothing. */
export function createStrictHttp(options: Omit<HttpOptions, 'strict'> = {}): HttpClient {
  return createHttp({ ...options, strict: true })
}

/** The client every widget shares. */
export const http: HttpClient = createHttp()

function send(config: RequestConfig, options: RedaxiosOptions): Promise<RedaxiosResponse<unknown>> {
  switch (config.method) {
    case 'GET':
      return redaxios.get(config.url, options)
    case 'DELETE':
      return redaxios.delete(config.url, options)
    case 'PUT':
      return redaxios.put(config.url, config.body, options)
    case 'POST':
      return redaxios.post(config.url, config.body, options)
  }
}

/** The tenant a call names in its query or body: an element of another tenant's exhibition asks as that tenant. */
function namedTenant(config: RequestConfig): string | undefined {
  const fromQuery = config.params?.tenantId
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery
  const body = config.body
  if (body && typeof body === 'object' && !(body instanceof FormData) && typeof (body as { tenantId?: unknown }).tenantId === 'string') {
    return (body as { tenantId: string }).tenantId || undefined
  }
  return undefined
}

function requestHeaders(tenantId?: string): Record<string, string> {
  const session = $session.get()
  const headers: Record<string, string> = {
    'User-Type': 'app',
    // The server answers `msg` in the caller's language (docs/architecture.md).
    'Accept-Language': $language.get() === 'en' ? 'en' : 'zh-CN',
  }
  if (session.token) headers.Authorization = `Bearer ${session.token}`
  const tenant = tenantId ?? session.tenantId
  if (tenant) headers['Tenant-Id'] = tenant
  return headers
}

function serverMessage(envelope: Record<string, unknown>): string {
  for (const candidate of [envelope.msg, envelope.error_description]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate
  }
  return t('core.unknownError')
}

function transportError(timedOut: boolean): ApiError {
  const msg = t('core.networkError')
  return new ApiError({ code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', msg, status: 0, noticeId: notify(msg, 'error') })
}

/**
 * For a page that shows a failure itself (a list that could not load, with its retry; a form's refusal beside the
 * button): the notice the client raised for the same failure goes, so the visitor is told once, in the page's words.
 */
export function withdrawNotice(error: unknown): void {
  if (error instanceof ApiError && error.noticeId) dismissNotice(error.noticeId)
}

function resolveBaseURL(baseURL: HttpOptions['baseURL']): string | undefined {
  const base = typeof baseURL === 'function' ? baseURL() : (baseURL ?? $apiBase.get())
  return base ? base.replace(/\/+$/, '') : undefined
}

function withoutEmpty(params: QueryParams): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) kept[key] = String(value)
  }
  return kept
}

function mayRetry(config: RequestConfig): boolean {
  return config.method === 'GET' || config.idempotent === true || Object.keys(config.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key')
}

function retryAfterMs(response: RedaxiosResponse<unknown>): number | undefined {
  const seconds = Number(response.headers?.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(RETRY_AFTER_MAX_MS, seconds * 1000) : undefined
}

/**
 * No answer, and the browser says it has no network at all: asking again within seconds cannot help, and a page
 * opened offline (the app's service worker serves it) would wait out every pause before showing what it has. The
 * pages that keep work for later send it on the browser's `online` event (the customer tool's scan queue).
 */
function browserOffline(outcome: Attempt): boolean {
  return outcome.kind === 'unreachable' && typeof navigator !== 'undefined' && navigator.onLine === false
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** redaxios rejects a non-2xx answer with the response object itself. */
function isHttpResponse(value: unknown): value is RedaxiosResponse<unknown> {
  return isRecord(value) && typeof value.status === 'number' && 'config' in value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
