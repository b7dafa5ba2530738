import { beforeEach, describe, expect, it, test, vi } from 'vitest'
import { configureSession, signOut } from '../session'
import { invalidateTopic, keyed, perExhibition, resource } from '.'

/** A fetcher whose answers the test releases one by one, in any order. */
function deferred<T>() {
  const pending: { args: unknown[]; resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const fetcher = (...args: unknown[]) => new Promise<T>((resolve, reject) => pending.push({ args, resolve, reject }))
  return { fetcher, pending }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const FAIR = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const OTHER = { tenantId: '000000', exhibitionId: '2030', registerType: 'visitor' }

beforeEach(() => {
  signOut()
  configureSession({ token: 't' })
})

describe('a resource', () => {
  test('is loading, then ready with the data; an empty list is empty', async () => {
    const list = resource(async (items: string[]) => items)
    const asking = list.load(['a'])
    expect(list.$store.get().status).toBe('loading')
    expect(await asking).toEqual(['a'])
    expect(list.$store.get()).toEqual({ status: 'ready', data: ['a'], error: null })
    await list.load([])
    expect(list.$store.get()).toMatchObject({ status: 'empty', data: [] })
  })

  test('a failure keeps what was shown and says why; retry repeats the last call', async () => {
    let answer: () => Promise<string[]> = async () => ['one']
    const list = resource((id: string) => answer().then((items) => items.map((item) => `${id}:${item}`)))
    await list.load('x')
    const refusal = new Error('offline')
    answer = () => Promise.reject(refusal)
    expect(await list.load('x')).toBeNull()
    expect(list.$store.get()).toEqual({ status: 'failed', data: ['x:one'], error: refusal })
    answer = async () => ['two']
    expect(await list.retry()).toEqual(['x:two'])
    expect(list.$store.get().status).toBe('ready')
  })

  test('the newest call wins, whatever order the answers come in', async () => {
    const { fetcher, pending } = deferred<string>()
    const one = resource(fetcher as (id: string) => Promise<string>)
    const first = one.load('old')
    const second = one.load('new')
    pending[1].resolve('new answer')
    pending[0].resolve('old answer')
    expect(await second).toBe('new answer')
    // The older caller still gets its own answer; the store keeps the newer one.
    expect(await first).toBe('old answer')
    expect(one.$store.get().data).toBe('new answer')
    // A failure of an older call does not overwrite the newer answer either.
    const third = one.load('later')
    const fourth = one.load('latest')
    pending[3].resolve('latest answer')
    pending[2].reject(new Error('late failure'))
    await Promise.all([third, fourth])
    expect(one.$store.get()).toMatchObject({ status: 'ready', data: 'latest answer' })
  })

  test('set and reset end a call under way', async () => {
    const { fetcher, pending } = deferred<string>()
    const one = resource(fetcher)
    void one.load()
    one.set('from an action')
    pending[0].resolve('stale answer')
    await settle()
    expect(one.$store.get()).toMatchObject({ status: 'ready', data: 'from an action' })
    void one.load()
    one.reset()
    pending[1].resolve('stale answer')
    await settle()
    expect(one.$store.get()).toEqual({ status: 'idle', data: null, error: null })
  })

  test('a quiet refresh keeps the status while it asks', async () => {
    const { fetcher, pending } = deferred<string>()
    const one = resource(fetcher)
    void one.load()
    pending[0].resolve('first')
    await settle()
    void one.refresh()
    expect(one.$store.get()).toMatchObject({ status: 'ready', data: 'first' })
    pending[1].resolve('second')
    await settle()
    expect(one.$store.get().data).toBe('second')
  })

  test('a placeholder shows while the first answer is on its way, and stays when it fails', async () => {
    const { fetcher, pending } = deferred<string>()
    const one = resource(fetcher as (id: string) => Promise<string>, { placeholder: (id) => `summary of ${id}` })
    void one.load('a')
    expect(one.$store.get()).toMatchObject({ status: 'loading', data: 'summary of a' })
    pending[0].reject(new Error('offline'))
    await settle()
    expect(one.$store.get()).toMatchObject({ status: 'failed', data: 'summary of a' })
  })

  test('invalidate loads again while a page shows it, and forgets it otherwise', async () => {
    let n = 0
    const list = resource(async () => [`v${++n}`])
    await list.load()
    const stop = list.$store.listen(() => {})
    list.invalidate()
    await settle()
    expect(list.$store.get().data).toEqual(['v2'])
    stop()
    list.invalidate()
    expect(list.$store.get()).toEqual({ status: 'idle', data: null, error: null })
    expect(n).toBe(2)
  })

  test('a token change (sign-out, another visitor) drops what was loaded and any answer still under way', async () => {
    const { fetcher, pending } = deferred<string>()
    const mine = resource(fetcher)
    const offer = resource(async () => 'a gift anyone with the link may see', { public: true })
    void mine.load()
    pending[0].resolve('my tickets')
    await offer.load()
    await settle()
    void mine.load()
    signOut()
    pending[1].resolve('my tickets again')
    await settle()
    expect(mine.$store.get()).toEqual({ status: 'idle', data: null, error: null })
    expect(offer.$store.get().status).toBe('ready')
    // Another language or id keeps the data: only the token counts.
    configureSession({ token: 'u' })
    const theirs = mine.load()
    pending[2].resolve('their tickets')
    await theirs
    configureSession({ languageType: 'en' })
    expect(mine.$store.get().data).toBe('their tickets')
  })
})

describe('stores per key', () => {
  test('one per exhibition (and id): two exhibitions never share, the same exhibition does', () => {
    const lists = perExhibition((ref: typeof FAIR) => ({ ref }))
    expect(lists(FAIR)).toBe(lists({ ...FAIR }))
    expect(lists(FAIR)).not.toBe(lists(OTHER))
    const details = perExhibition((ref: typeof FAIR | null, id: string) => ({ ref, id }))
    expect(details(FAIR, 'a')).toBe(details({ ...FAIR }, 'a'))
    expect(details(FAIR, 'a')).not.toBe(details(FAIR, 'b'))
    expect(details(FAIR, 'a')).not.toBe(details(OTHER, 'a'))
    expect(details(null, 'a').ref).toBeNull()
  })

  test('keyed by any key', () => {
    let made = 0
    const byName = keyed((name: string) => name.toLowerCase(), () => ++made)
    expect([byName('A'), byName('a'), byName('b')]).toEqual([1, 1, 2])
  })
})

describe('changes made by another area', () => {
  it('a topic invalidates every resource about it: a shown one loads again, another forgets', async () => {
    let answer = ['t1']
    const shown = resource(() => Promise.resolve(answer), { topics: ['tickets'] })
    const hidden = resource(() => Promise.resolve(answer), { topics: ['tickets'] })
    const unrelated = resource(() => Promise.resolve(answer))
    const stop = shown.$store.listen(() => {})
    await Promise.all([shown.load(), hidden.load(), unrelated.load()])
    answer = ['t1', 't2']
    invalidateTopic('tickets')
    await vi.waitFor(() => expect(shown.$store.get().data).toEqual(['t1', 't2']))
    expect(hidden.$store.get().status).toBe('idle')
    expect(unrelated.$store.get().data).toEqual(['t1'])
    stop()
  })
})
