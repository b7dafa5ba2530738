import type { FastifyInstance } from 'fastify'
import {
  COMMERCE_REGISTER_TYPES,
  CONFERENCE_REGISTER_TYPES,
  SUBORDINATE_REGISTER_TYPES,
  EXHIBITOR_REGISTER_TYPES,
  GROUP_REGISTER_TYPES,
  MEDIA_REGISTER_TYPES,
  VISITOR_REGISTER_TYPES,
} from '@fairpass/core/journey'
import { AppError } from '../errors'
import type { Language } from '../language'
import { translate } from '../messages'

/*
 * Refusals every route shares, before any route reads its input (issue 12 hole 5):
 * - a NUL character anywhere in the query or a JSON/form body (in a value or a key): PostgreSQL cannot store it, so
 *   it used to surface as a 500; now a 400 naming the field;
 * - a password in the URL query: addresses end up in logs, histories and Referer headers;
 * - a registerType (or topRegisterType, or the token request's legacy `type`) that is not one of the known types:
 *   a 400 listing the valid ones, instead of a registration stored under a type no page or rule knows.
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

/** Every register type the journeys know (spec §6, `@fairpass/core/journey`). */
export const KNOWN_REGISTER_TYPES: readonly string[] = [
  ...new Set([
    ...VISITOR_REGISTER_TYPES,
    ...EXHIBITOR_REGISTER_TYPES,
    ...COMMERCE_REGISTER_TYPES,
    ...MEDIA_REGISTER_TYPES,
    ...GROUP_REGISTER_TYPES,
    ...CONFERENCE_REGISTER_TYPES,
    ...SUBORDINATE_REGISTER_TYPES,
  ]),
]

const TOKEN_URL = '/api/blade-auth/oauth/token'

/** 400 naming the field, the message listing the valid types (also as `data.validRegisterTypes`). */
export function unknownRegisterType(field: string, language: Language): AppError {
  const params = { valid: KNOWN_REGISTER_TYPES.join(', ') }
  const message = translate('error.unknownRegisterType', language, params)
  return new AppError(400, 'error.unknownRegisterType', params, { fieldErrors: { [field]: message }, validRegisterTypes: KNOWN_REGISTER_TYPES })
}

/** The first register-type field naming an unknown type, or null. Non-strings and blanks are the schemas' business. */
export function findUnknownRegisterType(sources: unknown[], fields: readonly string[]): string | null {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue
    for (const field of fields) {
      if (!Object.hasOwn(source, field)) continue
      const value = (source as Record<string, unknown>)[field]
      if (typeof value === 'string' && value.trim() !== '' && !KNOWN_REGISTER_TYPES.includes(value.trim())) return field
    }
  }
  return null
}

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.query) ?? findNul(request.body)
    if (field !== null) {
      const message = translate('error.controlCharacters', request.language, { field })
      throw new AppError(400, 'error.controlCharacters', { field }, { fieldErrors: { [field]: message } })
    }
    const query = request.query as Record<string, unknown> | undefined
    const passwordKey = query && typeof query === 'object' ? Object.keys(query).find((key) => PASSWORD_KEY.test(key)) : undefined
    if (passwordKey) {
      const message = translate('error.passwordInQuery', request.language)
      throw new AppError(400, 'error.passwordInQuery', undefined, { fieldErrors: { [passwordKey]: message } })
    }
    const fields = request.routeOptions.url === TOKEN_URL ? ['registerType', 'topRegisterType', 'type'] : ['registerType', 'topRegisterType']
    const unknownType = findUnknownRegisterType([request.query, request.body], fields)
    if (unknownType !== null) throw unknownRegisterType(unknownType, request.language)
  })
}
