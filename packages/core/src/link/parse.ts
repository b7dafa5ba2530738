import { parseHash, parseQuery, stringifyQuery, type Query } from './query'
import type { LanguageType, LinkContext, LinkFrom, LinkTargetUrl, LocationLike, ParsedLink } from './types'

type PlainLinkKey = Exclude<keyof LinkContext, 'languageType' | 'from' | 'targetUrl' | 'isOpenAdapt' | 'isOpenGeo'>

const PLAIN_KEYS: readonly PlainLinkKey[] = [
  'exhibitionId',
  'registerType',
  'tenantId',
  'registerLinkId',
  'registrationSource',
  'sourceDeptId',
  'sourceTicketTypeId',
  'ticketGiveRecordId',
  'sourceInviteUserId',
  'inviteUserId',
  'sourceCode',
  'visitingGroupId',
  'inviteUserName',
  'fissionParentBladeUserId',
  'signCodeId',
  'inviteType',
  'inviteDeptId',
  'upgradeTicket',
  'conferenceTypeId',
  'conferenceId',
  'fromUrl',
  'imasterCode',
  'openId',
  'pcJumpAccount',
]

const FROM_VALUES: readonly LinkFrom[] = ['uniApp', 'miniApp', 'pcIzt', 'pcScancode']
const TARGET_VALUES: readonly LinkTargetUrl[] = ['infoWap', 'questionnaire']
const TOKEN_KEYS = ['access_token', 'token'] as const

/** Every query key the link owns; other keys in a URL belong to the page it opens. */
export const LINK_PARAM_KEYS: readonly (keyof LinkContext)[] = [
  ...PLAIN_KEYS,
  'languageType',
  'from',
  'targetUrl',
  'isOpenAdapt',
  'isOpenGeo',
]

/**
 * Reads the link context from a URL, a bare hash (`#/registration?…`), a bare search (`?…`) or a
 * location-like object. Hash parameters win over search parameters because the SPA writes its own
 * state into the hash while the search usually comes from whoever shared the link.
 */
export function parseLink(url: string | LocationLike): ParsedLink {
  const { search, hash } = typeof url === 'string' ? splitUrl(url) : { search: url.search ?? '', hash: url.hash ?? '' }
  const hashLocation = parseHash(hash)
  const merged: Query = { ...parseQuery(search), ...hashLocation.query }
  const context = toContext(merged)

  const result: ParsedLink = { context }
  const redirect = hashLocation.extraQuestionMarks || context.isOpenAdapt ? '/jump' : context.isOpenGeo ? '/geo' : undefined
  if (redirect) result.redirect = redirect

  const thirdPartyToken = pickToken(hashLocation.query) ?? pickToken(hashLocation.fragment)
  if (thirdPartyToken) result.thirdPartyToken = thirdPartyToken
  return result
}

/**
 * Rebuilds the query string (without `?`) that reproduces a link context. The redirect flags are
 * left out on purpose: they have done their job once the app is inside, and keeping them would
 * bounce a user re-entering /jump after a 401 straight back to /geo.
 */
export function linkToQuery(context: LinkContext): string {
  const query: Record<string, string | undefined> = {}
  for (const key of LINK_PARAM_KEYS) {
    if (key === 'isOpenAdapt' || key === 'isOpenGeo') continue
    query[key] = context[key] as string | undefined
  }
  return stringifyQuery(query)
}

function toContext(query: Query): LinkContext {
  const context: LinkContext = {}
  for (const key of PLAIN_KEYS) {
    const value = clean(query[key])
    if (value !== undefined) context[key] = value
  }
  const languageType = normaliseLanguage(query.languageType)
  if (languageType) context.languageType = languageType
  const from = oneOf(FROM_VALUES, clean(query.from))
  if (from) context.from = from
  const targetUrl = oneOf(TARGET_VALUES, clean(query.targetUrl))
  if (targetUrl) context.targetUrl = targetUrl
  if (isYes(query.isOpenAdapt)) context.isOpenAdapt = true
  if (isYes(query.isOpenGeo)) context.isOpenGeo = true
  return context
}

/** `cn`/`en` in any case; anything else (zh, en-US, garbage) is not trusted as a language. */
export function normaliseLanguage(value: string | null | undefined): LanguageType | undefined {
  const lowered = clean(value ?? undefined)?.toLowerCase()
  return lowered === 'cn' || lowered === 'en' ? lowered : undefined
}

/**
 * Trims a value; empty strings and the literal `undefined`/`null` (what string-concatenated links
 * produce for missing ids) count as absent.
 */
function clean(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (!trimmed || trimmed === 'undefined' || trimmed === 'null') return undefined
  return trimmed
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value)
}

function isYes(value: string | undefined): boolean {
  return clean(value)?.toLowerCase() === 'yes'
}

function pickToken(query: Query): string | undefined {
  for (const key of TOKEN_KEYS) {
    const token = clean(query[key])
    if (token) return token
  }
  return undefined
}

function splitUrl(url: string): { search: string; hash: string } {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const questionMark = beforeHash.indexOf('?')
  return { search: questionMark === -1 ? '' : beforeHash.slice(questionMark), hash }
}
