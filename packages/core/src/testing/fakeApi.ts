import { vi } from 'vitest'

export interface FakeCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}

export interface FakeAnswer {
  status?: number
  body: unknown
}

/**
 * How a fake route answers a call: the status (200 by default) and the JSON body; a promise holds the answer back
 * until the test settles it, so a test decides in which order overlapping calls come back (heldAnswers).
 */
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>
type Handler = FakeHandler

/**
 * Stands in for the API server at the fetch level, so the real HTTP client and its envelope handling run.
 * Routes are matched by "METHOD /path"; unmatched calls answer 404 in the envelope.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://fair.test')
    const method = (init?.method ?? 'GET').toUpperCase()
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    const handler = routes[`${method} ${url.pathname}`]
    const { status = 200, body } = handler
      ? await handler(call)
      : { status: 404, body: { code: 404, success: false, msg: 'Not found', data: null } }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export const ok = (data: unknown) => ({ body: { code: 200, success: true, msg: 'Success', data } })

export const fail = (status: number, msg: string, data: unknown = null) => ({
  status,
  body: { code: status, success: false, msg, data },
})

/**
 * Calls whose answers wait until the test releases them, one by one in any order: the handler to route them to and
 * the ways to see what is waiting and let it through.
 */
export function heldAnswers() {
  const waiting: Array<{ call: FakeCall; answer: (answer: FakeAnswer) => void }> = []
  return {
    handler: ((call) => new Promise<FakeAnswer>((answer) => waiting.push({ call, answer }))) satisfies FakeHandler,
    /** The calls still waiting, oldest first. */
    waiting: () => waiting.map((held) => held.call),
    /** Answers the oldest waiting call that `matches`; throws when none waits (the test expected one). */
    release(matches: (call: FakeCall) => boolean, answer: FakeAnswer): void {
      const index = waiting.findIndex((held) => matches(held.call))
      if (index < 0) throw new Error(`no held call matches; waiting: ${waiting.map((held) => `${held.call.path}?${held.call.query}`).join(', ') || 'none'}`)
      const [held] = waiting.splice(index, 1)
      held.answer(answer)
    },
  }
}
