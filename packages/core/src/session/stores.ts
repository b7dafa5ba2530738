import { atom, computed, map } from 'nanostores'
import { normaliseLanguage, parseLink, type LinkContext } from '../link'
import { claimCoreSingleton } from '../singleton'
import { version as coreVersion } from '../../package.json'
import { fairTimeZoneOr, setFairTimeZone } from '../utils/fair-time'
import { resolveLanguage } from './language'
import { availableSessionStorage, availableStorage, loadPersisted, persistMap, readPersistedText, type KeyValueStorage, type PersistOptions } from './persist'
import type { FunctionConfig, SessionState, SysConfig, UserInfo } from './types'

claimCoreSingleton(coreVersion)

export const SESSION_PREFIX = 'fair:'

const text = (value: string) => value || undefined

const SESSION_DECODERS: PersistOptions<SessionState>['decoders'] = {
  token: text,
  tenantId: text,
  exhibitionId: text,
  registerType: text,
  registerLinkId: text,
  registrationSource: text,
  languageType: (value) => normaliseLanguage(value),
  userId: text,
  deptId: text,
  account: text,
  loginMode: text,
  openId: text,
  openIdAt: (value) => {
    const at = Number(value)
    return Number.isFinite(at) && at > 0 ? at : undefined
  },
  linkQuery: text,
}

let storage = availableSessionStorage()
const persistence = { prefix: SESSION_PREFIX, storage }

/** The session bus: ids, token and language, persisted under `fair:<field>` in sessionStorage (by default). */
export const $session = map<SessionState>(loadPersisted({ ...persistence, decoders: SESSION_DECODERS }))
let stopPersisting = persistMap($session, persistence)
let chosenStorage: SessionStorageKind = 'session'

export type SessionStorageKind = 'memory' | 'session' | 'local'

/**
 * Where the session (token, ids, language) is kept, as the embedding page chose (`token-storage`): only in memory
 * (gone on reload; the default for an element on another origin), in sessionStorage (the tab) or in localStorage
 * (every tab, until logout), always under `fair:` keys. Choosing another storage moves the session's values there.
 */
export function chooseSessionStorage(kind: SessionStorageKind): void {
  if (kind === chosenStorage) return
  chosenStorage = kind
  stopPersisting()
  const next = kind === 'memory' ? null : kind === 'local' ? availableStorage(() => globalThis.localStorage) : availableSessionStorage()
  const stored = loadPersisted({ prefix: SESSION_PREFIX, storage: next, decoders: SESSION_DECODERS })
  // What this page already holds wins over an older copy in the newly chosen storage.
  const current = $session.get()
  storage = next
  $session.set({ ...stored, ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== undefined)) })
  stopPersisting = persistMap($session, { prefix: SESSION_PREFIX, storage: next })
  for (const [field, value] of Object.entries($session.get())) {
    if (value === undefined || !next) continue
    try {
      next.setItem(SESSION_PREFIX + field, String(value))
    } catch {
      // Memory keeps the value.
    }
  }
}

/** The entry link's parameters; restored from the saved link query after a reload. */
export const $link = atom<LinkContext>(
  $session.get().linkQuery ? parseLink(`?${$session.get().linkQuery}`).context : {},
)

export const $sysConfig = atom<SysConfig | null>(null)

/**
 * The session exhibition's venue zone (sysConfig.timeZone; China time from a backend that sends none). Kept live here,
 * so core's fair formatters and fairDay read the zone of the configuration on the bus right now, whoever put it there;
 * the area element re-renders its page when it changes. A configuration of another exhibition than the session's
 * (the link changed, the new one is still loading) is not the fair's clock: China time until the new one arrives.
 */
export const $fairTimeZone = computed([$sysConfig, $session], (config, session) => {
  const another = (config?.exhibitionId && session.exhibitionId && config.exhibitionId !== session.exhibitionId) || (config?.tenantId && session.tenantId && config.tenantId !== session.tenantId)
  return fairTimeZoneOr(another ? undefined : config?.timeZone)
})
$fairTimeZone.subscribe(setFairTimeZone)
export const $functionConfig = atom<FunctionConfig | null>(null)
export const $userInfo = atom<UserInfo | null>(null)

/** Origin of the API; '' means the page's own origin. */
export const $apiBase = atom<string>('')

/** The UI language: the session's languageType, cn by default. */
export const $language = computed($session, (session) => resolveLanguage({ store: session.languageType }))

/**
 * The storage the session is kept in right now (null: memory only), for what a page keeps beside its session and must
 * not outlive it or leak out of it (core/area keeps the exhibition configuration there for an offline reload).
 */
export function sessionKeptStorage(): KeyValueStorage | null {
  return storage
}

/** The session field as sessionStorage holds it right now (the "session" of the language rule). */
export function readStoredSessionField(field: keyof SessionState): string | undefined {
  return readPersistedText(storage, SESSION_PREFIX + field)
}
