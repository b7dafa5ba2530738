import { atom, type ReadableAtom } from 'nanostores'

export interface Resource<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  data: T | null
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
  const $store = atom<Resource<T>>({ status: 'idle', data: null })
  let latest = 0
  return {
    $store,
    async load(...args: A) {
      const call = ++latest
      $store.set({ status: 'loading', data: $store.get().data })
      try {
        const data = await fetcher(...args)
        if (call === latest) $store.set({ status: 'ready', data })
      } catch {
        if (call === latest) $store.set({ status: 'failed', data: $store.get().data })
      }
    },
    set(data: T) {
      latest++
      $store.set({ status: 'ready', data })
    },
    reset() {
      latest++
      $store.set({ status: 'idle', data: null })
    },
  }
}
