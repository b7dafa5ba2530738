import { map, type MapStore } from 'nanostores'
import { ApiError, withdrawNotice } from '../http'
import { rewordShown, serverFieldErrors, type FieldErrors } from './fieldErrors'

export interface FormState<V> {
  values: V
  errors: FieldErrors
  busy: boolean
}

export interface Form<V extends object> {
  $form: MapStore<FormState<V>>
  set: <K extends keyof V>(field: K, value: V[K]) => void
  /** Fills the form (editing a saved row, a copied entry); the messages go. */
  fill: (values: V) => void
  /** The form's own verdict in the page language (null: fine), under the form's field names. */
  check: () => Promise<FieldErrors | null>
  setErrors: (errors: FieldErrors) => void
  /** After a language switch: the messages shown, worded again in the new language. */
  reword: () => void
  /**
   * Checks, then sends with `send`; a refusal of the server lands under its fields (or above the buttons), and what
   * was typed stays. Answers what `send` answered, or null.
   */
  submit: <T>(send: (values: V) => Promise<T>, options?: { skipCheck?: boolean; fields?: (path: string) => string }) => Promise<T | null>
}

/**
 * One form of an area: its values, the messages under its fields and whether it is sending. `validate` words
 * the problems with the shared zod schemas (the server checks with the same ones), so the visitor hears the same
 * words from both sides.
 */
export function createForm<V extends object>(initial: V, validate: (values: V) => Promise<FieldErrors | null>): Form<V> {
  const $form = map<FormState<V>>({ values: { ...initial }, errors: {}, busy: false })
  const check = () => validate($form.get().values)
  const form: Form<V> = {
    $form,
    check,
    set(field, value) {
      const errors = { ...$form.get().errors }
      delete errors[field as string]
      delete errors._form
      $form.set({ ...$form.get(), values: { ...$form.get().values, [field]: value }, errors })
    },
    fill(values) {
      $form.set({ values: { ...values }, errors: {}, busy: false })
    },
    setErrors(errors) {
      $form.setKey('errors', errors)
    },
    reword() {
      if (!Object.keys($form.get().errors).length) return
      void check().then((fresh) => $form.setKey('errors', rewordShown($form.get().errors, fresh ?? {})))
    },
    async submit(send, options = {}) {
      if ($form.get().busy) return null
      if (!options.skipCheck) {
        const errors = await check()
        if (errors) {
          $form.setKey('errors', errors)
          return null
        }
      }
      $form.setKey('busy', true)
      try {
        return await send($form.get().values)
      } catch (error) {
        const fields = refusalFields(error)
        if (fields) {
          withdrawNotice(error)
          const named: FieldErrors = {}
          for (const [path, message] of Object.entries(fields)) {
            const field = options.fields ? options.fields(path) : path
            if (!(field in named)) named[field] = message
          }
          $form.setKey('errors', named)
        }
        return null
      } finally {
        $form.setKey('busy', false)
      }
    },
  }
  return form
}

/** Server paths name a request's nesting (`journal.nameCn`, `applicant.name`); the forms hold the last part. */
export const lastPart = (path: string) => (path === '_form' ? path : (path.split('.').pop() ?? path))

/**
 * A refusal about what was sent (a field, a cap, a closed deadline, a file the server could not read) is told
 * beside the form, in the server's words; a lost connection or a server fault stays with the HTTP layer's notice.
 */
export function refusalFields(error: unknown): FieldErrors | null {
  const fields = serverFieldErrors(error, { formFallback: true })
  if (fields) return fields
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.msg) return { _form: error.msg }
  return null
}
