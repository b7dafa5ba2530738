import { normaliseLanguage, type LanguageType } from '../link'

export type FairRouting = 'hash' | 'memory'

/** The attributes every FairPass element accepts, as r2wc hands them over: strings, or absent. */
export interface FairElementAttributes {
  apiBase?: string
  tenantId?: string
  exhibitionId?: string
  registerType?: string
  language?: string
  routing?: string
  tokenStorage?: string
  initialPath?: string
}

/** The attribute names r2wc derives from these props (camelCase → dashed). */
export const FAIR_ELEMENT_PROPS = ['apiBase', 'tenantId', 'exhibitionId', 'registerType', 'language', 'routing', 'tokenStorage', 'initialPath'] as const

export type TokenStorageKind = 'memory' | 'session' | 'local'

/** What an element's React component receives: the attributes, checked. */
export interface FairElementConfig {
  apiBase?: string
  tenantId?: string
  exhibitionId?: string
  registerType?: string
  language?: LanguageType
  /** 'hash' drives `location.hash` (the full-page app); 'memory' leaves the host page's URL alone (embeds). */
  routing: FairRouting
  /** Where the session (token and ids) is kept: memory, sessionStorage or localStorage under `fair:` keys. */
  tokenStorage?: TokenStorageKind
  /** Memory routing: the page the element opens on (defaults to the area's first page). */
  initialPath?: string
  /** The element's own attributes beyond the common ones, by prop name. */
  attributes: Record<string, string | undefined>
  /** Set by the element definition: this element signs visitors in for the page. */
  ownsSession?: boolean
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

const TOKEN_STORAGE: readonly TokenStorageKind[] = ['memory', 'session', 'local']

export function readElementConfig(attributes: FairElementAttributes, extraProps: readonly string[] = []): FairElementConfig {
  const own = attributes as Record<string, string | undefined>
  const config: FairElementConfig = {
    routing: attributes.routing?.trim().toLowerCase() === 'memory' ? 'memory' : 'hash',
    attributes: Object.fromEntries(extraProps.map((prop) => [prop, clean(own[prop])])),
  }
  const storage = attributes.tokenStorage?.trim().toLowerCase() as TokenStorageKind | undefined
  if (storage && TOKEN_STORAGE.includes(storage)) config.tokenStorage = storage
  const initialPath = clean(attributes.initialPath)
  if (initialPath?.startsWith('/')) config.initialPath = initialPath
  // An empty api-base is meaningful: same origin.
  if (attributes.apiBase !== undefined) config.apiBase = attributes.apiBase.trim().replace(/\/+$/, '')
  const tenantId = clean(attributes.tenantId)
  if (tenantId) config.tenantId = tenantId
  const exhibitionId = clean(attributes.exhibitionId)
  if (exhibitionId) config.exhibitionId = exhibitionId
  const registerType = clean(attributes.registerType)
  if (registerType) config.registerType = registerType
  const language = normaliseLanguage(attributes.language)
  if (language) config.language = language
  return config
}
