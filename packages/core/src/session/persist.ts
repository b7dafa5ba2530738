import type { MapStore } from 'nanostores'

/** The part of the Web Storage API the session needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * sessionStorage when it works. Safari private mode and sandboxed iframes expose a storage that
 * throws on access or on write; the probe catches both so the session falls back to memory only.
 */
export function availableSessionStorage(): KeyValueStorage | null {
  return availableStorage(() => globalThis.sessionStorage)
}

/** A Web Storage that works (see availableSessionStorage), or null. */
export function availableStorage(pick: () => Storage | undefined): KeyValueStorage | null {
  try {
    const storage = pick()
    if (!storage) return null
    const probe = 'fair:__probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

export interface PersistOptions<Value extends object> {
  prefix: string
  storage: KeyValueStorage | null
  /** Which keys to load on start, and how to turn their stored text back into values. */
  decoders: { [K in keyof Value]-?: (text: string) => Value[K] | undefined }
}

/** Reads every known key of the store from storage; missing or undecodable keys are skipped. */
export function loadPersisted<Value extends object>({ prefix, storage, decoders }: PersistOptions<Value>): Partial<Value> {
  const loaded: Partial<Value> = {}
  if (!storage) return loaded
  for (const key of Object.keys(decoders) as (keyof Value & string)[]) {
    let text: string | null = null
    try {
      text = storage.getItem(prefix + key)
    } catch {
      return loaded
    }
    if (text === null) continue
    const value = decoders[key](text)
    if (value !== undefined) loaded[key] = value
  }
  return loaded
}

/**
 * Mirrors every change of a map store into storage, one key per field: a field set to undefined
 * removes its key. Write failures (quota, storage revoked mid-session) leave the in-memory value
 * in place, which is the best the page can do. Returns the unsubscribe function.
 */
export function persistMap<Value extends object>(store: MapStore<Value>, { prefix, storage }: Omit<PersistOptions<Value>, 'decoders'>): () => void {
  if (!storage) return () => {}
  return store.listen((value, oldValue) => {
    const previous = (oldValue ?? {}) as Record<string, unknown>
    const next = value as Record<string, unknown>
    for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
      if (previous[key] === next[key]) continue
      try {
        if (next[key] === undefined || next[key] === null) storage.removeItem(prefix + key)
        else storage.setItem(prefix + key, String(next[key]))
      } catch {
        // Memory keeps the value; see the doc comment.
      }
    }
  })
}

/** Reads one persisted field straight from storage, bypassing the in-memory store. */
export function readPersistedText(storage: KeyValueStorage | null, key: string): string | undefined {
  if (!storage) return undefined
  try {
    return storage.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}
