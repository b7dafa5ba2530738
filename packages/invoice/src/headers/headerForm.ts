import { map, type MapStore } from 'nanostores'
import type { InvoiceHeaderType, InvoiceHeaderView } from '@fairpass/core/contract'
import { loadValidation, rewordShown, type FieldErrors } from '@fairpass/core/forms'
import { $language } from '@fairpass/core/session'
import type { InvoiceHeaderInput } from '@fairpass/core/validation'

export const HEADER_FIELDS = ['title', 'taxId', 'bankName', 'bankAccount', 'address', 'phone', 'email'] as const
export type HeaderField = (typeof HEADER_FIELDS)[number]
/** Only a company's header carries these. */
export const COMPANY_FIELDS: readonly HeaderField[] = ['taxId', 'bankName', 'bankAccount', 'address', 'phone']

export interface HeaderFormState extends Record<HeaderField, string> {
  type: InvoiceHeaderType
  errors: FieldErrors
}

const EMPTY: HeaderFormState = { type: 'company', title: '', taxId: '', bankName: '', bankAccount: '', address: '', phone: '', email: '', errors: {} }

export interface HeaderForm {
  $form: MapStore<HeaderFormState>
  setField: (field: HeaderField, value: string) => void
  setType: (type: InvoiceHeaderType) => void
  /** Fills the form from a saved header (editing it), or empties it. */
  fill: (header?: InvoiceHeaderView | null) => void
  /** The header as the request sends it: trimmed, what a personal header does not carry left out. */
  input: () => InvoiceHeaderInput
  /** The shared schema's verdict in the page language (null: fine), under the form's field names. */
  check: (special?: boolean) => Promise<FieldErrors | null>
  setErrors: (errors: FieldErrors) => void
  /** After a language switch: the shown messages again in the new language. */
  reword: (special?: boolean) => void
}

/**
 * The fields of one invoice header (the manage page's editor, the apply page's typed header): what was typed stays
 * through every refusal; each message sits under its field, worded by the same zod schema the server checks with.
 */
export function createHeaderForm(): HeaderForm {
  const $form = map<HeaderFormState>({ ...EMPTY })

  function input(): InvoiceHeaderInput {
    const form = $form.get()
    const company = form.type === 'company'
    const value = (field: HeaderField) => {
      const text = form[field].trim()
      return text === '' ? null : text
    }
    return {
      type: form.type,
      title: form.title.trim(),
      email: form.email.trim(),
      taxId: company ? value('taxId') : null,
      bankName: company ? value('bankName') : null,
      bankAccount: company ? value('bankAccount') : null,
      address: company ? value('address') : null,
      phone: company ? value('phone') : null,
    }
  }

  async function check(special = false): Promise<FieldErrors | null> {
    const { invoiceHeaderSchema, specialInvoiceProblems, fieldErrors, formatValidationMessage } = await loadValidation()
    const header = input()
    const parsed = invoiceHeaderSchema.safeParse(header)
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error, $language.get())
    if (special) {
      for (const problem of specialInvoiceProblems(header)) {
        if (!(problem.path in errors)) errors[problem.path] = formatValidationMessage(problem.message, $language.get())
      }
    }
    return Object.keys(errors).length ? errors : null
  }

  return {
    $form,
    input,
    check,
    setField(field, value) {
      const errors = { ...$form.get().errors }
      delete errors[field]
      delete errors._form
      $form.set({ ...$form.get(), [field]: value, errors })
    },
    setType(type) {
      $form.set({ ...$form.get(), type, errors: {} })
    },
    fill(header) {
      $form.set(
        header
          ? {
              type: header.type,
              title: header.title,
              taxId: header.taxId ?? '',
              bankName: header.bankName ?? '',
              bankAccount: header.bankAccount ?? '',
              address: header.address ?? '',
              phone: header.phone ?? '',
              email: header.email,
              errors: {},
            }
          : { ...EMPTY },
      )
    },
    setErrors(errors) {
      $form.setKey('errors', errors)
    },
    reword(special = false) {
      if (!Object.keys($form.get().errors).length) return
      void check(special).then((fresh) => $form.setKey('errors', rewordShown($form.get().errors, fresh ?? {})))
    },
  }
}

/** Server field errors name the header's fields under `header.`; the form has them at the top. */
export function headerFieldErrors(errors: FieldErrors): FieldErrors {
  const flat: FieldErrors = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^header\./, '')
    if (!(field in flat)) flat[field] = message
  }
  return flat
}
