export { parseLink, linkToQuery, normaliseLanguage, LINK_PARAM_KEYS } from './parse'
export { parseQuery, stringifyQuery, parseHash } from './query'
export type { Query, HashLocation } from './query'
export type { LanguageType, LinkContext, LinkFrom, LinkTargetUrl, LinkRedirect, ParsedLink, LocationLike } from './types'
