import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $apiBase, $session, setLanguage } from '../session'
import { ApiError } from './api-error'
import { fetchFile } from './file'

const answer = (body: BodyInit, type: string, status = 200) => new Response(body, { status, headers: { 'content-type': type } })

describe('fetchFile', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    $apiBase.set('https://api.example/')
    setLanguage('cn')
    $session.setKey('token', 'tok')
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    $session.setKey('token', undefined)
  })

  it('asks with the session token, tenant and language, the query after any the path has, and answers the file', async () => {
    fetchMock.mockResolvedValue(answer('%PDF-1.4', 'application/pdf'))
    const file = await fetchFile('/api/letter?x=1', { tenantId: '000000', query: { id: 'a b' }, accepts: (type) => type.includes('application/pdf') })
    expect(await file.text()).toBe('%PDF-1.4')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('https://api.example/api/letter?x=1&id=a+b')
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Tenant-Id': '000000', 'Accept-Language': 'zh-CN' })
  })

  it("fails in the server's words when the envelope comes instead of the file", async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ code: 404, success: false, msg: '邀请函不存在', data: null }), 'application/json', 404))
    const failure = await fetchFile('/api/letter', { accepts: (type) => type.includes('application/pdf') }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toContain('邀请函不存在')
  })

  it('reads a 200 envelope as a refusal too, and a lost connection as a network error', async () => {
    fetchMock.mockResolvedValueOnce(answer(JSON.stringify({ code: 403, success: false, msg: 'no', data: null }), 'application/json'))
    await expect(fetchFile('/api/file')).rejects.toBeInstanceOf(ApiError)
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const lost = (await fetchFile('/api/file').catch((error: unknown) => error)) as ApiError
    expect(lost.code).toBe('NETWORK_ERROR')
  })
})
