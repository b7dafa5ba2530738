import type { ChangeFeed } from '../db'

/*
 * Shared configuration (exhibitions, tenants, ticket types) and who may call (a visitor's status, token version,
 * revoked tokens) are read on nearly every request and change rarely. Each process keeps what it read, and forgets it
 * when the database says it changed: the migrations' triggers (0016_change_notices) send a notice on CHANGES_CHANNEL
 * for every write to those tables, whoever writes (a route, `npm run admin`, SQL by hand, another process). A notice
 * is `topic` (forget the whole topic) or `topic:key` (forget one key).
 *
 * Nothing is remembered while the subscription does not hold (before it starts, after its connection was lost): then
 * every read goes to the database, as it would without a cache. On (re)subscription everything is forgotten, since
 * notices sent meanwhile are gone. Between a commit and its notice's arrival another process can still answer from
 * what it remembered: a few milliseconds on one PostgreSQL (docs/security.md "Revocation").
 */

export const CHANGES_CHANNEL = 'fairpass_changes'

/** The topics the triggers name. */
export type ChangeTopic = 'exhibitions' | 'tenants' | 'ticketTypes' | 'users'

export interface CachedTopic<V> {
  /** The remembered value, or `load`'s, remembered when no change was noticed while it loaded. */
  get(key: string, load: () => Promise<V>): Promise<V>
}

export interface ChangeCache {
  topic<V>(name: ChangeTopic, options?: { max?: number }): CachedTopic<V>
  /** Forgets what a write in this process changed, before its notice arrives (the writer reads its own writes). */
  forget(name: ChangeTopic, key?: string): void
  /**
   * Resolves once every notice committed before the call has reached this process (a marker notice sent now arrives
   * after them). The test server waits for it before each request, so a test that changes configuration by hand
   * reads it back at once on PostgreSQL too; between processes the few milliseconds remain (docs/deploy.md).
   */
  settle(): Promise<void>
  /** Whether values are remembered now (the subscription holds). */
  readonly live: boolean
  stop(): Promise<void>
}

interface TopicState {
  values: Map<string, { value: unknown; at: number }>
  /** Raised by every forgetting: a load that started before it must not remember its (maybe stale) answer. */
  generation: number
  max: number
}

const DEFAULT_MAX = 10_000
const SYNC_PREFIX = 'sync:'
/** A marker that does not come back in this time is given up on (the subscription was lost meanwhile). */
const SETTLE_TIMEOUT_MS = 5_000
/**
 * However sure the subscription seems, nothing is answered from memory for longer than this: it bounds the harm of a
 * notice lost in a way nobody noticed (a bug, a trigger dropped by hand).
 */
const MAX_AGE_MS = 60_000

/** A cache fed by `feed`'s notices; without a feed (a bare test context) it remembers nothing. */
export function createChangeCache(feed?: ChangeFeed): ChangeCache & { start(): Promise<void> } {
  const topics = new Map<ChangeTopic, TopicState>()
  let live = false
  let unlisten: (() => Promise<void>) | undefined
  const markers = new Map<string, () => void>()
  let nextMarker = 0

  const stateOf = (name: ChangeTopic): TopicState => {
    let state = topics.get(name)
    if (!state) topics.set(name, (state = { values: new Map(), generation: 0, max: DEFAULT_MAX }))
    return state
  }
  // A key is forgotten with every key it heads (`key|…`): a user's notice forgets each of their tokens' entries.
  const forget = (name: ChangeTopic, key?: string) => {
    const state = stateOf(name)
    state.generation += 1
    if (key === undefined) return state.values.clear()
    state.values.delete(key)
    const head = `${key}|`
    for (const cached of state.values.keys()) if (cached.startsWith(head)) state.values.delete(cached)
  }
  const forgetAll = () => {
    for (const name of topics.keys()) forget(name)
  }

  return {
    get live() {
      return live
    },
    topic<V>(name: ChangeTopic, options: { max?: number } = {}): CachedTopic<V> {
      const state = stateOf(name)
      if (options.max) state.max = options.max
      return {
        async get(key, load) {
          const remembered = state.values.get(key)
          if (live && remembered && performance.now() - remembered.at < MAX_AGE_MS) return remembered.value as V
          const generation = state.generation
          const at = performance.now()
          const value = await load()
          if (live && generation === state.generation) {
            // Oldest first out: a Map iterates in insertion order.
            state.values.delete(key)
            if (state.values.size >= state.max) state.values.delete(state.values.keys().next().value!)
            state.values.set(key, { value, at })
          }
          return value
        },
      }
    },
    forget,
    async settle() {
      if (!feed || !live) return
      const marker = `${SYNC_PREFIX}${process.pid}-${nextMarker++}-${Math.random().toString(36).slice(2)}`
      let timer: NodeJS.Timeout | undefined
      const arrived = new Promise<void>((resolve) => {
        markers.set(marker, resolve)
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS)
      })
      try {
        await feed.notify(CHANGES_CHANNEL, marker)
        await arrived
      } finally {
        clearTimeout(timer)
        markers.delete(marker)
      }
    },
    async start() {
      if (!feed) return
      unlisten = await feed.listen(CHANGES_CHANNEL, {
        notice(payload) {
          if (payload.startsWith(SYNC_PREFIX)) return markers.get(payload)?.()
          const split = payload.indexOf(':')
          const name = (split < 0 ? payload : payload.slice(0, split)) as ChangeTopic
          forget(name, split < 0 ? undefined : payload.slice(split + 1))
        },
        live() {
          forgetAll()
          live = true
        },
        lost() {
          live = false
          forgetAll()
        },
      })
    },
    async stop() {
      live = false
      forgetAll()
      await unlisten?.()
    },
  }
}
