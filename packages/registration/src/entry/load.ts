import { map, type MapStore } from 'nanostores'
import { ApiError } from '@fairpass/core/http'

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed'

export interface Loaded<T> {
  state: LoadState
  data?: T
  /** The server's words for a refusal, in the page language; empty for a transport failure (the page words it). */
  message?: string
  /** HTTP status of a refusal (0 for a transport failure), so a page can tell "expired" from "not found". */
  status?: number
  /** The refusal's envelope data, for the pages whose next step depends on it (e.g. where to complete a profile). */
  refusal?: unknown
}

export function loadStore<T>(): MapStore<Loaded<T>> {
  return map<Loaded<T>>({ state: 'idle' })
}

/** Runs a request into a store; a later request wins over an earlier one still under way. */
export async function loadInto<T>(store: MapStore<Loaded<T>>, request: () => Promise<T>): Promise<Loaded<T>> {
  const ticket = Symbol('load')
  latest.set(store, ticket)
  store.set({ state: 'loading' })
  let next: Loaded<T>
  try {
    next = { state: 'ready', data: await request() }
  } catch (error) {
    next =
      error instanceof ApiError
        ? { state: 'failed', message: error.status === 0 ? '' : error.msg, status: error.status, refusal: error.data ?? undefined }
        : { state: 'failed', message: '', status: 0 }
  }
  if (latest.get(store) === ticket) store.set(next)
  return next
}

const latest = new WeakMap<object, symbol>()
