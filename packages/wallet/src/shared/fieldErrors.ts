import { ApiError } from '@fairpass/core/http'

export type FieldErrors = Record<string, string>

/** The shared zod schemas load when the visitor first submits, not with the page. */
export const loadValidation = () => import('@fairpass/core/validation')

/**
 * Field messages the server sent with a 400 (already in the caller's language), or null when the failure was not
 * about fields: the HTTP layer has then already told the visitor what went wrong.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null
  const data = error.data as { fieldErrors?: unknown } | null | undefined
  const errors = data?.fieldErrors
  if (!errors || typeof errors !== 'object') {
    // A silent 400 without fields still needs words on screen: the server's message, in the page language.
    return error.code === 400 || error.code === '400' ? { _form: error.msg } : null
  }
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** After a language switch: the freshly worded message of each field that was showing one. */
export function rewordShown(shown: FieldErrors, fresh: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.keys(shown).filter((field) => fresh[field]).map((field) => [field, fresh[field]]))
}
