/**
 * The rules of spec §7 and §9 that code apart from the client also applies: the configuration read from the page's
 * prefetch (prefetch.ts) must count success exactly as the client does, without the client's code in its chunk.
 */

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 300_000

/** Spec §7: these codes, as numbers or strings, mean success. */
export const SUCCESS_CODES: ReadonlySet<string> = new Set(['200', '1000', '0000', '1005'])

/** The `data` of a parsed body whose envelope says success, or undefined for any other body. */
export function successData<T>(body: unknown): { data: T } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { code, data } = body as { code?: unknown; data?: unknown }
  return code !== undefined && code !== null && SUCCESS_CODES.has(String(code)) ? { data: data as T } : undefined
}
