export type Query = Record<string, string>

/**
 * Decodes a query string (with or without the leading `?`). A repeated key keeps its last value,
 * matching how the old app read parameters. Malformed percent escapes are kept verbatim rather than
 * throwing, because tracking links from messaging apps are often double- or half-encoded.
 */
export function parseQuery(queryString: string): Query {
  const query: Query = {}
  const body = queryString.startsWith('?') ? queryString.slice(1) : queryString
  for (const pair of body.split('&')) {
    if (!pair) continue
    const equals = pair.indexOf('=')
    const rawKey = equals === -1 ? pair : pair.slice(0, equals)
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1)
    const key = safeDecode(rawKey)
    if (key) query[key] = safeDecode(rawValue)
  }
  return query
}

/** Encodes a query without the leading `?`; undefined, null and empty values are left out. */
export function stringifyQuery(query: Record<string, string | number | boolean | null | undefined>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  return parts.join('&')
}

function safeDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

export interface HashLocation {
  /** Route path inside the hash, always starting with `/` (`/` when the hash is empty). */
  path: string
  query: Query
  /**
   * True when the hash had more than one `?` (messaging-app tracking links append their own
   * `?from=…` to an already-queried hash); every part has been merged into `query`.
   */
  extraQuestionMarks: boolean
  /** Parameters of a trailing `#access_token=…` fragment (OAuth implicit-grant answer). */
  fragment: Query
}

/** Splits `#/route?query#fragment` into its parts; accepts the hash with or without `#`. */
export function parseHash(hash: string): HashLocation {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  const [routePart, ...fragments] = body.split('#')
  const fragment: Query = {}
  for (const extra of fragments) Object.assign(fragment, parseQuery(extra))

  // `#access_token=…&expires_in=…` with no route: the whole hash is an OAuth fragment.
  if (looksLikeFragmentParams(routePart)) {
    return { path: '/', query: {}, extraQuestionMarks: false, fragment: { ...parseQuery(routePart), ...fragment } }
  }

  const questionMark = routePart.indexOf('?')
  const path = normalisePath(questionMark === -1 ? routePart : routePart.slice(0, questionMark))
  const rawQuery = questionMark === -1 ? '' : routePart.slice(questionMark + 1)
  const extraQuestionMarks = rawQuery.includes('?')
  return { path, query: parseQuery(rawQuery.replace(/\?/g, '&')), extraQuestionMarks, fragment }
}

function looksLikeFragmentParams(routePart: string): boolean {
  const equals = routePart.indexOf('=')
  return equals > 0 && !/[/?]/.test(routePart.slice(0, equals))
}

function normalisePath(path: string): string {
  if (!path) return '/'
  return path.startsWith('/') ? path : `/${path}`
}
