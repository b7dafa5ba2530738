import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $notices, dismissNotice } from '../notice'
import { $route, startRouter, stopRouter } from '../router'
import { $apiBase, $link, $session, configureSession, setLanguage } from '../session'
import { ApiError, createHttp, createStrictHttp, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS, UPLOAD_TIMEOUT_MS } from './index'

interface FakeAnswer {
  status?: number
  body?: unknown
}

/** A fetch that records each call and answers with a JSON body (or raw text). */
function fakeFetch(answer: FakeAnswer | ((url: string, init: RequestInit) => Promise<Response>)) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (typeof answer === 'function') return answer(String(input), init)
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
}

function notices() {
  return $notices.get().map((notice) => notice.message)
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => {
  $session.set({})
  $link.set({})
  $apiBase.set('')
  setLanguage('en')
})

afterEach(() => {
  for (const notice of $notices.get()) dismissNotice(notice.id)
  stopRouter()
  vi.useRealTimers()
})

describe('success envelopes', () => {
  it.each([200, 1000, '0000', 1005, '200', '1000', '1005'])('code %s resolves with data', async (code) => {
    const http = createHttp({ fetch: fakeFetch({ body: { code, success: true, msg: 'ok', data: { id: 7 } } }) })
    await expect(http.get('/api/x')).resolves.toEqual({ id: 7 })
    expect(notices()).toEqual([])
  })

  it('numeric 0 is not the string code 0000', async () => {
    const http = createHttp({ fetch: fakeFetch({ body: { code: 0, msg: 'zero', data: 1 } }) })
    await rejection(http.get('/api/x'))
    expect(notices()).toEqual(['zero'])
  })

  it('resolves a raw OAuth answer (no code, access_token) with the whole body', async () => {
    const body = { access_token: 'tk', user_id: 'u1', dept_id: 'd1', user_name: 'Ann' }
    const http = createHttp({ fetch: fakeFetch({ body }) })
    await expect(http.post('/api/blade-auth/oauth/token', { grant_type: 'appsms' })).resolves.toEqual(body)
  })
})

describe('per-call headers', () => {
  it("are sent beside the session's, which they cannot override", async () => {
    configureSession({ token: 'tk', tenantId: '000000' })
    const fetch = fakeFetch({ body: { code: 200, msg: 'ok', data: null } })
    const http = createHttp({ fetch })
    await http.request({ method: 'POST', url: '/api/x', body: {}, headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'forged' } })
    const headers = new Headers(fetch.mock.calls[0][1]?.headers)
    expect(headers.get('Idempotency-Key')).toBe('key-12345678')
    expect(headers.get('Authorization')).toBe('Bearer tk')
  })
})

describe('error envelopes', () => {
  it.each([400, 3001, '400', '3001'])('code %s rejects with the body and shows nothing', async (code) => {
    const body = { code, msg: 'Invalid', data: { fieldErrors: { phone: 'validation.phone' } } }
    const http = createHttp({ fetch: fakeFetch({ status: 200, body }) })
    const error = await rejection(http.post('/api/x', {}))
    expect(error).toMatchObject({ code, msg: 'Invalid', data: { fieldErrors: { phone: 'validation.phone' } }, status: 200, body })
    expect(notices()).toEqual([])
  })

  it('code 400 on an HTTP 400 answer is silent too', async () => {
    const http = createHttp({ fetch: fakeFetch({ status: 400, body: { code: 400, msg: 'Bad', data: { fieldErrors: {} } } }) })
    const error = await rejection(http.post('/api/x'))
    expect(error.status).toBe(400)
    expect(notices()).toEqual([])
  })

  it('another code shows msg and rejects', async () => {
    const http = createHttp({ fetch: fakeFetch({ status: 409, body: { code: 409, msg: 'Already registered', data: null } }) })
    const error = await rejection(http.post('/api/x'))
    expect(error).toMatchObject({ code: 409, msg: 'Already registered', status: 409 })
    expect(notices()).toEqual(['Already registered'])
  })

  it('falls back to error_description, then to the translated unknown error', async () => {
    let http = createHttp({ fetch: fakeFetch({ status: 200, body: { code: 500, error_description: 'Bad credentials' } }) })
    await rejection(http.get('/api/x'))
    expect(notices()).toEqual(['Bad credentials'])

    for (const notice of $notices.get()) dismissNotice(notice.id)
    setLanguage('cn')
    http = createHttp({ fetch: fakeFetch({ status: 500, body: '<html>Bad gateway</html>' }) })
    const error = await rejection(http.get('/api/x'))
    expect(error).toMatchObject({ code: 500, msg: '未知错误', status: 500 })
    expect(notices()).toEqual(['未知错误'])
  })

  it('a 2xx body without an envelope is an unknown error', async () => {
    const http = createHttp({ fetch: fakeFetch({ body: { hello: 'world' } }) })
    await rejection(http.get('/api/x'))
    expect(notices()).toEqual(['Unknown error'])
  })

  it('shows identical failures of parallel requests once', async () => {
    const http = createHttp({ fetch: fakeFetch({ status: 500, body: { code: 500, msg: 'Down' } }) })
    await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')])
    expect(notices()).toEqual(['Down'])
  })
})

describe('401', () => {
  it('HTTP 401 clears the token, re-enters /jump with the saved link and rejects silently', async () => {
    startRouter({ mode: 'memory', initialPath: '/wallet' })
    configureSession({ token: 'old', userId: 'u1', tenantId: 't1', linkQuery: 'tenantId=t1&exhibitionId=e1' })
    const http = createHttp({ fetch: fakeFetch({ status: 401, body: { code: 401, msg: 'Token expired' } }) })
    const error = await rejection(http.get('/api/x'))
    expect(error.status).toBe(401)
    expect($session.get().token).toBeUndefined()
    expect($session.get().userId).toBe('u1')
    expect($route.get()).toMatchObject({ path: '/jump', query: { tenantId: 't1', exhibitionId: 'e1' } })
    expect(notices()).toEqual([])
  })

  it('code 401 in a 200 answer does the same through an injected handler', async () => {
    configureSession({ token: 'old' })
    const onUnauthorized = vi.fn()
    const http = createHttp({ onUnauthorized, fetch: fakeFetch({ body: { code: '401', msg: 'Login again' } }) })
    await rejection(http.get('/api/x'))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect($session.get().token).toBeUndefined()
  })
})

describe('transport failures', () => {
  it('a network failure shows the translated network error, once, when the retries did not help', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    const http = createHttp({ fetch })
    const pending = rejection(http.get('/api/x'))
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0))
    const error = await pending
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, msg: 'Network error, please try again' })
    expect(notices()).toEqual(['Network error, please try again'])
    expect(fetch).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length)
  })

  it('does not ask again when the browser says it has no network: the failure shows at once', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const fetch = fakeFetch(async () => {
        throw new TypeError('Failed to fetch')
      })
      const error = await rejection(createHttp({ fetch }).get('/api/x'))
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(notices()).toEqual(['Network error, please try again'])
    } finally {
      onLine.mockRestore()
    }
  })

  it('asks a GET again while the server restarts or its database is away (no answer, 502, 503, 504); the visitor sees nothing', async () => {
    vi.useFakeTimers()
    const answers: Array<FakeAnswer | 'unreachable'> = ['unreachable', { status: 502, body: 'Bad Gateway' }, { status: 503, body: { code: 503, success: false, msg: 'busy', data: null } }, { body: { code: 200, success: true, msg: 'ok', data: 'done' } }]
    const fetch = fakeFetch(async () => {
      const next = answers.shift()!
      if (next === 'unreachable') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json' } })
    })
    const pending = createHttp({ fetch }).get('/api/wallet')
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0))
    expect(await pending).toBe('done')
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(notices()).toEqual([])
  })

  it('asks an order (it carries an Idempotency-Key) again, honouring Retry-After; never a POST without one', async () => {
    vi.useFakeTimers()
    const busy = () => new Response(JSON.stringify({ code: 503, success: false, msg: 'Please try again', data: null }), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } })
    const ok = () => new Response(JSON.stringify({ code: 200, success: true, msg: 'ok', data: { id: 'o1' } }), { headers: { 'content-type': 'application/json' } })
    const orderFetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok())
    const order = createHttp({ fetch: orderFetch }).request({ method: 'POST', url: '/api/order', body: {}, headers: { 'Idempotency-Key': 'k-1' } })
    await vi.advanceTimersByTimeAsync(1999)
    expect(orderFetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await order).toEqual({ id: 'o1' })
    expect((orderFetch.mock.calls[1][1] as RequestInit).headers).toMatchObject({ 'idempotency-key': 'k-1' })

    const loginFetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok())
    const login = rejection(createHttp({ fetch: loginFetch }).post('/api/login', {}))
    expect((await login).code).toBe(503)
    expect(loginFetch).toHaveBeenCalledTimes(1)
    expect(notices()).toEqual(['Please try again'])
  })

  function hangingFetch() {
    return fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
  }

  it('aborts a request after 300000 ms', async () => {
    vi.useFakeTimers()
    const http = createHttp({ fetch: hangingFetch() })
    const pending = rejection(http.get('/api/slow'))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(notices()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error.code).toBe('TIMEOUT')
    expect(notices()).toEqual(['Network error, please try again'])
  })

  it('gives uploads 6000000 ms', async () => {
    vi.useFakeTimers()
    const fetch = hangingFetch()
    const http = createHttp({ fetch })
    const form = new FormData()
    form.append('file', new Blob(['x']), 'card.jpg')
    const pending = rejection(http.upload('/api/blade-resource/oss/endpoint/put-file', form))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1)
    expect(notices()).toEqual([])
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS)
    expect((await pending).code).toBe('TIMEOUT')
    const init = fetch.mock.calls[0][1] as RequestInit
    expect(init.method).toBe('POST')
    expect(init.body).toBe(form)
  })
})

describe('requests', () => {
  it('sends the auth, user-type, tenant and language headers', async () => {
    configureSession({ token: 'tk', tenantId: '000000' })
    const fetch = fakeFetch({ body: { code: 200, data: null } })
    await createHttp({ fetch }).get('/api/x')
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers).toMatchObject({
      authorization: 'Bearer tk',
      'user-type': 'app',
      'tenant-id': '000000',
      'accept-language': 'en',
    })
  })

  it('names the tenant the call names (an element of another tenant\'s exhibition), else the session\'s', async () => {
    configureSession({ token: 'tk', tenantId: '000000' })
    const fetch = fakeFetch({ body: { code: 200, data: null } })
    const http = createHttp({ fetch })
    await http.get('/api/x', { tenantId: '100001', exhibitionId: 'e9' })
    await http.post('/api/y', { tenantId: '100002' })
    await http.get('/api/z')
    const tenants = fetch.mock.calls.map((call) => (call[1]?.headers as Record<string, string>)['tenant-id'])
    expect(tenants).toEqual(['100001', '100002', '000000'])
  })

  it('leaves out auth and tenant when unknown', async () => {
    const fetch = fakeFetch({ body: { code: 200, data: null } })
    await createHttp({ fetch }).get('/api/x')
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers.authorization).toBeUndefined()
    expect(headers['tenant-id']).toBeUndefined()
    expect(headers['user-type']).toBe('app')
  })

  it('builds the URL from $apiBase and params, skipping empty params', async () => {
    $apiBase.set('https://api.fair.example/')
    const fetch = fakeFetch({ body: { code: 200, data: [] } })
    await createHttp({ fetch }).get('/api/blade-system/dict-biz/dictionary', { code: 'order_status', page: 2, skip: undefined, none: null })
    expect(fetch.mock.calls[0][0]).toBe('https://api.fair.example/api/blade-system/dict-biz/dictionary?code=order_status&page=2')
  })

  it('posts JSON with query params', async () => {
    const fetch = fakeFetch({ body: { code: 200, data: { ok: true } } })
    await createHttp({ fetch, baseURL: '' }).post('/api/y', { a: 1 }, { languageType: 'en' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/y?languageType=en')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json')
  })
})

describe('createStrictHttp', () => {
  it('resolves code 200 with data', async () => {
    const http = createStrictHttp({ fetch: fakeFetch({ body: { code: 200, data: 'x' } }) })
    await expect(http.get('/api/x')).resolves.toBe('x')
  })

  it.each([1000, '0000', 1005, 409])('rejects code %s with the whole response and no notice', async (code) => {
    const body = { code, msg: 'nope', data: { n: 1 } }
    const http = createStrictHttp({ fetch: fakeFetch({ body }) })
    const error = await rejection(http.get('/api/x'))
    expect(error.body).toEqual(body)
    expect(error.code).toBe(code)
    expect(notices()).toEqual([])
  })
})

describe('idempotency keys', () => {
  it('are fresh and well formed, from Web Crypto or, without randomUUID (a plain-http page), its random bytes', async () => {
    const { newIdempotencyKey } = await import('./index')
    const { IDEMPOTENCY_KEY } = await import('../validation')
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY)
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(7) })
    try {
      expect(newIdempotencyKey()).toBe(`k${'07'.repeat(16)}`)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
