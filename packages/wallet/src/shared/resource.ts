import { atom, type ReadableAtom } from 'nanostores'
import { exhibitionKey, type ExhibitionRef } from '@fairpass/core/area'

export interface Resource<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  data: T | null
  /** Why the last load failed (an ApiError from the HTTP layer), null otherwise. */
  error: unknown
}

export interface ResourceStore<T, A extends unknown[]> {
  $store: ReadableAtom<Resource<T>>
  /** Loads again; what was shown stays while loading and after a failure. The newest call wins. */
  load: (...args: A) => Promise<void>
  /** Replaces the data after an action answered with the new state. */
  set: (data: T) => void
  reset: () => void
}

/**
 * One loaded thing a page shows (the wallet, a gift, the journal). The HTTP layer has already told the visitor why
 * a call failed; the page only needs to know that it did, to offer a retry.
 */
export function resource<T, A extends unknown[]>(fetcher: (...args: A) => Promise<T>): ResourceStore<T, A> {
  const $store = atom<Resource<T>>({ status: 'idle', data: null, error: null })
  let latest = 0
  return {
    $store,
    async load(...args: A) {
      const call = ++latest
      $store.set({ status: 'loading', data: $store.get().data, error: null })
      try {
        const data = await fetcher(...args)
        if (call === latest) $store.set({ status: 'ready', data, error: null })
      } catch (error) {
        if (call === latest) $store.set({ status: 'failed', data: $store.get().data, error })
      }
    },
    set(data: T) {
      latest++
      $store.set({ status: 'ready', data, error: null })
    },
    reset() {
      latest++
      $store.set({ status: 'idle', data: null, error: null })
    },
  }
}

/**
 * Module-level stores made once per exhibition: two `<fair-wallet>` of two exhibitions on one page each read their
 * own tickets, gifts and journal, while two elements of the same exhibition share what was loaded.
 */
export function perExhibition<S>(create: (ref: ExhibitionRef) => S): (ref: ExhibitionRef) => S {
  const made = new Map<string, S>()
  return (ref) => {
    const key = exhibitionKey(ref)
    let stores = made.get(key)
    if (!stores) {
      stores = create(ref)
      made.set(key, stores)
    }
    return stores
  }
}
