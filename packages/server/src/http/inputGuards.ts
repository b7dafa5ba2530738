import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors'
import { requestLanguage } from '../language'
import { translate } from '../messages'

/*
 * Refusals every route shares, before any route reads its input (issue 12 hole 5):
 * - a NUL character anywhere in the query or a JSON/form body (in a value or a key): PostgreSQL cannot store it, so
 *   it used to surface as a 500; now a 400 naming the field;
 * - a password in the URL query: addresses end up in logs, histories and Referer headers.
 */

const NUL = '\u0000'
const MAX_DEPTH = 32

/** The dotted path of the first string (or key) holding a NUL, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || '(value)' : null
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\0')].join('.')
    const found = findNul(inner, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}

const PASSWORD_KEY = /password/i

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.query) ?? findNul(request.body)
    if (field !== null) {
      const language = requestLanguage(request)
      const message = translate('error.controlCharacters', language, { field })
      throw new AppError(400, 'error.controlCharacters', { field }, { fieldErrors: { [field]: message } })
    }
    const query = request.query as Record<string, unknown> | undefined
    const passwordKey = query && typeof query === 'object' ? Object.keys(query).find((key) => PASSWORD_KEY.test(key)) : undefined
    if (passwordKey) {
      const message = translate('error.passwordInQuery', requestLanguage(request))
      throw new AppError(400, 'error.passwordInQuery', undefined, { fieldErrors: { [passwordKey]: message } })
    }
  })
}
