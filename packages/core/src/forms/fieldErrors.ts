import { ApiError } from '../http'

export type FieldErrors = Record<string, string>

/**
 * The shared zod schemas, loaded when the visitor starts filling in a form rather than with the page: the login
 * page then renders without them, and they have arrived long before the first field is complete.
 */
export const loadValidation = () => import('../validation')

/**
 * Field messages the server sent with a 400 (already in the caller's language), or null when the
 * failure was not about fields: the HTTP layer has then already told the visitor what went wrong.
 */
export function serverFieldErrors(error: unknown, options: { formFallback?: boolean } = {}): FieldErrors | null {
  if (!(error instanceof ApiError)) return null
  const data = error.data as { fieldErrors?: unknown } | null | undefined
  const errors = data?.fieldErrors
  if (!errors || typeof errors !== 'object') {
    // A form that words its own refusals (formFallback): a silent 400 without fields still needs words on screen,
    // the server's message, already in the page language.
    return options.formFallback && (error.code === 400 || error.code === '400') ? { _form: error.msg } : null
  }
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Renames the fields of a request schema to the fields of the form that holds them. */
export function renameFields(errors: FieldErrors, names: Record<string, string>): FieldErrors {
  const renamed: FieldErrors = {}
  for (const [field, message] of Object.entries(errors)) {
    const target = names[field] ?? field
    if (!(target in renamed)) renamed[target] = message
  }
  return renamed
}

/**
 * After a language switch: the freshly worded message of each field that was showing one. Fields the visitor has
 * not been told about yet stay quiet, and a field whose problem is gone loses its message.
 */
export function rewordShown(shown: FieldErrors, fresh: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.keys(shown).filter((field) => fresh[field]).map((field) => [field, fresh[field]]))
}
