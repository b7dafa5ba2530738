import { atom, type ReadableAtom } from 'nanostores'
import { exhibitionKey, type ExhibitionRef } from '../area/exhibition'
import { ApiError } from '../http/api-error'
import { $session } from '../session/stores'

/*
 * One way to load what a page shows, a list or one thing (docs/architecture.md, "Loading data"): a store per
 * exhibition (and id) that is loading, ready, empty or failed; the newest call wins; a retry repeats the last call;
 * a change (a transfer, a cancellation) invalidates it; a change of the session's token (sign-out, another visitor)
 * drops everything loaded for the visitor.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed'

export interface Loaded<T> {
  /** `empty`: the answer came and holds nothing (an empty list); `failed` keeps what was shown before. */
  status: LoadStatus
  data: T | null
  /** Why the last load failed (the HTTP layer's ApiError; a page that shows it passes it to ui's ListStates or
   * LoadFailed, which withdraw the client's notice for it), null otherwise. */
  error: unknown
}

export interface ResourceOptions<T, A extends unknown[] = []> {
  /** When an answer counts as empty; by default an empty array (or a missing answer). */
  isEmpty?: (data: T) => boolean
  /** Keeps the data when the token changes: public data such as a gift offer opened by its link. */
  public?: boolean
  /** What to show while the first answer is on its way (a detail a list already holds). */
  placeholder?: (...args: A) => T | null
  /**
   * What the data is about, for changes made by another area: a ticket element that sees its order's tickets issued
   * calls `invalidateTopic('tickets')`, and a wallet on the same page loads its list again, without either area
   * importing the other.
   */
  topics?: readonly ResourceTopic[]
}

/** The kinds of server data that one area changes and another shows. */
export type ResourceTopic = 'tickets' | 'orders'

const byTopic = new Map<ResourceTopic, Set<{ invalidate: () => void }>>()

/** After a change of `topic` on the server: every resource about it loads again (where shown) or forgets. */
export function invalidateTopic(topic: ResourceTopic): void {
  for (const resource of byTopic.get(topic) ?? []) resource.invalidate()
}

export interface Resource<T, A extends unknown[] = []> {
  $store: ReadableAtom<Loaded<T>>
  /** Asks the server; what was shown stays while it asks and after a failure. Resolves this call's answer (the store
   * shows it only while no newer call was made), or null when the call failed. */
  load: (...args: A) => Promise<T | null>
  /** Like load, but keeps the status while it asks (a poll, a countdown): the page does not blink to loading. */
  refresh: (...args: A) => Promise<T | null>
  /** The last load again (the retry button). */
  retry: () => Promise<T | null>
  /** After a change on the server: loads again now when a page shows it, otherwise forgets it so the next page
   * that opens it asks afresh instead of showing the old state. */
  invalidate: () => void
  /** Replaces the data with what an action answered. */
  set: (data: T) => void
  /** Forgets the data and any call under way. */
  reset: () => void
}

export interface Refusal {
  /** The server's words in the page language; '' for a transport failure (the page words it, with a retry). */
  message: string
  /** HTTP status of the refusal, 0 when no answer came: a page tells "expired" from "not found" by it. */
  status: number
  /** The refusal's envelope data, for pages whose next step depends on it. */
  data?: unknown
}

/** What a failed load's error says, for pages that word a refusal themselves. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { message: '', status: 0 }
  return { message: error.status === 0 ? '' : error.msg, status: error.status, data: error.data ?? undefined }
}

/** A refusal made here, without asking the server (a link that lacks what the call needs). */
export function refuse(status: number, message = ''): never {
  throw new ApiError({ code: status, msg: message, status })
}

const IDLE: Loaded<never> = { status: 'idle', data: null, error: null }
const isEmptyAnswer = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0)

/** Everything loaded for the visitor: a token change resets it. */
const forVisitor = new Set<{ reset: () => void }>()
let watching = false
function watchToken(): void {
  if (watching) return
  watching = true
  let token = $session.get().token
  $session.listen((session) => {
    if (session.token === token) return
    token = session.token
    for (const resource of forVisitor) resource.reset()
  })
}

export function resource<T, A extends unknown[] = []>(fetcher: (...args: A) => Promise<T>, options: ResourceOptions<T, A> = {}): Resource<T, A> {
  const isEmpty = options.isEmpty ?? isEmptyAnswer
  const $store = atom<Loaded<T>>(IDLE)
  let latest = 0
  let lastArgs: A | null = null

  const settled = (data: T): Loaded<T> => ({ status: isEmpty(data) ? 'empty' : 'ready', data, error: null })

  async function run(args: A, quiet: boolean): Promise<T | null> {
    const call = ++latest
    lastArgs = args
    const shown = $store.get()
    if (!quiet || shown.data === null) $store.set({ status: 'loading', data: shown.data ?? options.placeholder?.(...args) ?? null, error: null })
    try {
      const data = await fetcher(...args)
      if (call === latest) $store.set(settled(data))
      return data
    } catch (error) {
      if (call === latest) $store.set({ status: 'failed', data: $store.get().data, error })
      return null
    }
  }

  const self: Resource<T, A> = {
    $store,
    load: (...args) => run(args, false),
    refresh: (...args) => run(args, true),
    retry: () => (lastArgs ? run(lastArgs, false) : Promise.resolve(null)),
    invalidate() {
      if (lastArgs && $store.lc > 0) void run(lastArgs, false)
      else self.reset()
    },
    set(data) {
      latest++
      $store.set(settled(data))
    },
    reset() {
      latest++
      lastArgs = null
      $store.set(IDLE)
    },
  }
  if (!options.public) {
    forVisitor.add(self)
    watchToken()
  }
  for (const topic of options.topics ?? []) {
    const resources = byTopic.get(topic) ?? new Set()
    resources.add(self)
    byTopic.set(topic, resources)
  }
  return self
}

/**
 * Stores (or bundles of stores) made once per key and kept for the page's life: `keyed` by any key, `perExhibition`
 * by the exhibition and optional ids, so two elements of two exhibitions (or on two orders) never show, overwrite or
 * reload each other's data, while two elements of the same exhibition share what was loaded.
 */
export function keyed<S, K extends unknown[]>(keyOf: (...args: K) => string, create: (...args: K) => S): (...args: K) => S {
  const made = new Map<string, S>()
  return (...args) => {
    const key = keyOf(...args)
    let stores = made.get(key)
    if (!stores) {
      stores = create(...args)
      made.set(key, stores)
    }
    return stores
  }
}

export function perExhibition<S, R extends ExhibitionRef | null = ExhibitionRef, I extends string[] = []>(
  create: (ref: R, ...ids: I) => S,
): (ref: R, ...ids: I) => S {
  return keyed((ref: R, ...ids: I) => [exhibitionKey(ref), ...ids].join('|'), create)
}
