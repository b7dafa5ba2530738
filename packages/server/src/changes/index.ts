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
    async start() {
      if (!feed) return
      unlisten = await feed.listen(CHANGES_CHANNEL, {
        notice(payload) {
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
