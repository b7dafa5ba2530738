import { useStore } from '@nanostores/react'
import { computed, map, type ReadableAtom } from 'nanostores'
import { createContext, useContext, useMemo } from 'react'
import type { QueryParams } from '../http'
import { ApiError } from '../http/api-error'
import { prefetchedData } from '../http/prefetch'
import { $apiBase, $functionConfig, $language, $session, $sysConfig, sessionKeptStorage, type FunctionConfig, type SysConfig } from '../session'

/** Which exhibition a call is about: every area's API calls name it, so one element never reads another's. */
export interface ExhibitionRef {
  tenantId: string
  exhibitionId: string
  registerType: string
}

/** The exhibition of the page's session (the entry link), or null before a link named one. */
export function sessionExhibition(): ExhibitionRef | null {
  const { tenantId, exhibitionId, registerType } = $session.get()
  if (!tenantId || !exhibitionId) return null
  return { tenantId, exhibitionId, registerType: registerType || 'visitor' }
}

/** The query every exhibition-scoped call of spec §7 carries. */
export function exhibitionQuery(ref: ExhibitionRef): { tenantId: string; exhibitionId: string; registerType: string } {
  return { tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, registerType: ref.registerType }
}

/**
 * The exhibition an element shows: its attributes (exhibition-id, tenant-id, register-type) beat the session's link,
 * so two elements of two exhibitions can stand on one page. Null while neither names one.
 */
export const ExhibitionContext = createContext<ExhibitionRef | null>(null)

/** The exhibition of the element this component renders in; the session's outside an element. */
export function useExhibition(): ExhibitionRef | null {
  const fromElement = useContext(ExhibitionContext)
  const { tenantId, exhibitionId, registerType } = useStore($session)
  // The same object while it names the same exhibition: pages key their effects on it.
  const fromSession = useMemo(
    () => (tenantId && exhibitionId ? { tenantId, exhibitionId, registerType: registerType || 'visitor' } : null),
    [tenantId, exhibitionId, registerType],
  )
  return fromElement ?? fromSession
}

/** `tenant/exhibition/registerType`, the key of whatever is kept per exhibition; '' for none (a wrong link). */
export function exhibitionKey(ref: ExhibitionRef | null): string {
  return ref ? `${ref.tenantId}/${ref.exhibitionId}/${ref.registerType}` : ''
}

const CONFIG = '/api/ef-registration-config-client'

export interface ExhibitionConfig {
  sysConfig: SysConfig
  functionConfig: FunctionConfig
}

const keyOf = (ref: ExhibitionRef, language: string) => `${ref.tenantId}/${ref.exhibitionId}/${ref.registerType}/${language}`

/** Loaded configurations by exhibition and language: each element reads its own exhibition's. */
export const $exhibitionConfigs = map<Record<string, ExhibitionConfig | undefined>>({})
const inFlight = new Map<string, Promise<ExhibitionConfig>>()

/**
 * Loads an exhibition's page and function configuration once per exhibition and language: a second element of the
 * same exhibition (registration boots, the ticket elements mount beside it) gets the load already under way. The
 * session's own exhibition also lands on `$sysConfig`/`$functionConfig`, which the app-wide pieces (title, theme) read.
 */
export function loadExhibitionConfig(ref: ExhibitionRef | null = sessionExhibition()): Promise<void> {
  if (!ref) return Promise.resolve()
  return fetchExhibitionConfig(ref).then(() => undefined)
}

function fetchExhibitionConfig(ref: ExhibitionRef): Promise<ExhibitionConfig> {
  const language = $language.get()
  const key = keyOf(ref, language)
  const loaded = $exhibitionConfigs.get()[key]
  if (loaded) {
    publishIfSession(ref, loaded)
    return Promise.resolve(loaded)
  }
  const running = inFlight.get(key)
  if (running) return running
  const promise = Promise.all([
    configGet<SysConfig>(`${CONFIG}/registerConfig/pageConfig`, { ...exhibitionQuery(ref), languageType: language }),
    configGet<{ functionConfig: FunctionConfig | null }>(`${CONFIG}/reg_config/registerConfig/functionConfig`, exhibitionQuery(ref)),
  ])
    .then(([sysConfig, functionConfig]) => {
      const config = { sysConfig, functionConfig: functionConfig?.functionConfig ?? {} }
      keepConfig(key, config)
      return config
    })
    .catch((error: unknown) => {
      const kept = error instanceof ApiError && error.status === 0 ? keptConfig(key) : undefined
      if (!kept) throw error
      // The page opens with the copy: the client's "network error" notice (already loaded, it just failed) would
      // only alarm. The page's own calls still say when they fail.
      if (error instanceof ApiError && error.noticeId) void import('../http/client').then(({ withdrawNotice }) => withdrawNotice(error))
      return kept
    })
    .then((config) => {
      $exhibitionConfigs.setKey(key, config)
      publishIfSession(ref, config)
      return config
    })
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

/*
 * The last configuration loaded per exhibition and language, kept where the session is kept (sessionStorage unless
 * the page chose otherwise; nothing for a session in memory only), and used when the network is down: a page reloaded
 * offline (the app's service worker serves its files, demo/offline) still opens, e.g. the customer tool's scanner at
 * a booth with its queued scans, instead of "failed to load the exhibition". Public data, the same for every visitor;
 * the service worker keeps no API answer itself (demo/offline/rules.ts). Only a failed network falls back to it: an
 * exhibition the server no longer knows is still a wrong link.
 */
const KEPT_CONFIG_PREFIX = 'fair:config:'

function keepConfig(key: string, config: ExhibitionConfig): void {
  try {
    sessionKeptStorage()?.setItem(KEPT_CONFIG_PREFIX + key, JSON.stringify(config))
  } catch {
    // Full or revoked storage: the page works as before, only not after an offline reload.
  }
}

function keptConfig(key: string): ExhibitionConfig | undefined {
  try {
    const kept = JSON.parse(sessionKeptStorage()?.getItem(KEPT_CONFIG_PREFIX + key) ?? 'null') as ExhibitionConfig | null
    return kept && typeof kept.sysConfig === 'object' && kept.sysConfig && typeof kept.functionConfig === 'object' && kept.functionConfig ? kept : undefined
  } catch {
    return undefined
  }
}

/**
 * A configuration call: the answer the page's HTML prefetched when it is a success, else the shared HTTP client, loaded
 * for it. The client (with redaxios, retries and the refusal notices) is code the login route's first page would
 * otherwise carry only to read two answers that the HTML already asked for.
 */
function configGet<T>(url: string, params: QueryParams): Promise<T> {
  const base = ($apiBase.get() || '').replace(/\/+$/, '')
  const search = new URLSearchParams(params as Record<string, string>).toString()
  return prefetchedData<T>(`${base}${url}?${search}`).then(
    (prefetched) => (prefetched ? prefetched.data : import('../http/client').then(({ http }) => http.get<T>(url, params))),
  )
}

function publishIfSession(ref: ExhibitionRef, config: ExhibitionConfig): void {
  const session = sessionExhibition()
  if (!session || keyOf(session, '') !== keyOf(ref, '')) return
  if ($sysConfig.get() !== config.sysConfig) $sysConfig.set(config.sysConfig)
  if ($functionConfig.get() !== config.functionConfig) $functionConfig.set(config.functionConfig)
}

/** The configuration for an element: already on the bus (put there by a host or another element), or loaded. */
export function ensureExhibitionConfig(ref: ExhibitionRef | null = sessionExhibition()): Promise<void> {
  if (!ref) return Promise.resolve()
  const session = sessionExhibition()
  if ($sysConfig.get() && session && keyOf(session, '') === keyOf(ref, '')) return Promise.resolve()
  return loadExhibitionConfig(ref)
}

/** The page configuration of the element's exhibition, once loaded (null before). */
export function useExhibitionConfig(): SysConfig | null {
  const ref = useExhibition()
  const language = useStore($language)
  const configs = useStore($exhibitionConfigs)
  const session = useStore($sysConfig)
  if (!ref) return session
  return configs[keyOf(ref, language)]?.sysConfig ?? session
}

/** The page configuration of an exhibition as a store (null until loaded, in the current language). */
export function exhibitionConfigStore(ref: ExhibitionRef): ReadableAtom<SysConfig | null> {
  return computed([$exhibitionConfigs, $language], (configs, language) => configs[keyOf(ref, language)]?.sysConfig ?? null)
}
