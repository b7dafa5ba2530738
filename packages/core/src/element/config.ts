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
}

/** The attribute names r2wc derives from these props (camelCase → dashed). */
export const FAIR_ELEMENT_PROPS = ['apiBase', 'tenantId', 'exhibitionId', 'registerType', 'language', 'routing'] as const

/** What an element's React component receives: the attributes, checked. */
export interface FairElementConfig {
  apiBase?: string
  tenantId?: string
  exhibitionId?: string
  registerType?: string
  language?: LanguageType
  /** 'hash' drives `location.hash` (the full-page app); 'memory' leaves the host page's URL alone (embeds). */
  routing: FairRouting
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function readElementConfig(attributes: FairElementAttributes): FairElementConfig {
  const config: FairElementConfig = { routing: attributes.routing?.trim().toLowerCase() === 'memory' ? 'memory' : 'hash' }
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
