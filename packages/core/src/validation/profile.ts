import * as z from 'zod/mini'
import { idNumberSchema } from './idNumber'
import type { UploadKind } from './upload'
import {
  TEXT_MAX,
  companySchema,
  emailSchema,
  nameSchema,
  phoneSchema,
  requiredOr,
} from './rules'

export const PROFILE_FIELD_TYPES = [
  'text',
  'name',
  'company',
  'phone',
  'email',
  'idNumber',
  'select',
  'multiSelect',
  'date',
  'image',
  'agreement',
] as const
export type ProfileFieldType = (typeof PROFILE_FIELD_TYPES)[number]

export type LocalizedText = string | { readonly cn: string; readonly en: string }

/** One entry of the exhibition's profile form configuration (formConfig/listForUser). */
export interface ProfileField {
  readonly field: string
  readonly type: ProfileFieldType
  readonly required: boolean
  readonly label: LocalizedText
  readonly placeholder?: LocalizedText
  readonly options?: readonly { readonly value: string; readonly label: LocalizedText }[]
  readonly dictCode?: string
  readonly sort: number
  /** multiSelect: how many options must / may be chosen. */
  readonly min?: number
  readonly max?: number
  /** date: the first and last day that may be chosen (YYYY-MM-DD). */
  readonly minDate?: string
  readonly maxDate?: string
  /** image: the upload rule of spec §5 (default image2m). The server applies it, whatever the client says. */
  readonly upload?: UploadKind
  /** agreement: the document behind the tick box, opened in a dialog from a link beside it. */
  readonly document?: { readonly title: LocalizedText; readonly body: LocalizedText }
}

export const DEFAULT_IMAGE_UPLOAD: UploadKind = 'image2m'
/**
 * An image field holds the id of a file our server stored for this user (32 url-safe characters,
 * 192 random bits): never a URL the client made up. Whose file it is, the server checks on save.
 */
const FILE_ID = /^[A-Za-z0-9_-]{32}$/

export function isFileId(value: unknown): value is string {
  return typeof value === 'string' && FILE_ID.test(value)
}

/** Where the server serves an uploaded file (relative to the API base). */
export function fileLink(fileId: string): string {
  return `/api/blade-resource/oss/file/${fileId}`
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Forms send an untouched field as '' (or [] for a multi-select); that means "not given", not "invalid". */
function absentWhenEmpty(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  if (Array.isArray(value) && value.length === 0) return undefined
  return value
}

/** Configured options (even none, e.g. an empty dictionary) are binding; only a field without any list is not. */
function optionValues(field: ProfileField): ReadonlySet<string> | undefined {
  return field.options ? new Set(field.options.map((option) => option.value)) : undefined
}

/*
 * A select whose options come from a dictionary (dictCode without options) cannot be checked against
 * its values here; it is then held to a plain bounded string, and the server resolves the dictionary.
 */
function choiceSchema(field: ProfileField) {
  const allowed = optionValues(field)
  return z.string({ error: requiredOr('validation.select.invalid') }).check(
    z.maxLength(TEXT_MAX, 'validation.select.invalid'),
    z.refine((value) => (allowed ? allowed.has(value) : value.length > 0), 'validation.select.invalid'),
  )
}

function multiSchema(field: ProfileField) {
  const checks: z.core.$ZodCheck<string[]>[] = [
    z.refine((values: string[]) => new Set(values).size === values.length, 'validation.select.invalid'),
  ]
  // A minimum only binds once something is chosen: an optional group may be left empty (absentWhenEmpty).
  if (field.min !== undefined && field.min > 1) {
    checks.push(z.refine((values: string[]) => values.length >= field.min!, { message: 'validation.multi.tooFew', params: { n: field.min } }))
  }
  if (field.max !== undefined) {
    checks.push(z.refine((values: string[]) => values.length <= field.max!, { message: 'validation.multi.tooMany', params: { n: field.max } }))
  }
  return z.array(choiceSchema(field), { error: requiredOr('validation.select.invalid') }).check(...checks)
}

function dateSchema(field: ProfileField) {
  const { minDate, maxDate } = field
  return z.string({ error: requiredOr('validation.date.invalid') }).check(
    z.refine(isIsoDate, { message: 'validation.date.invalid', abort: true }),
    // ISO dates compare correctly as strings.
    z.refine((value) => (!minDate || value >= minDate) && (!maxDate || value <= maxDate), {
      message: 'validation.date.range',
      params: { from: minDate ?? '…', to: maxDate ?? '…' },
    }),
  )
}

function valueSchema(field: ProfileField, required: boolean): z.ZodMiniType {
  switch (field.type) {
    case 'text':
      return z.string({ error: requiredOr('validation.invalid') }).check(
        z.trim(),
        z.maxLength(TEXT_MAX, 'validation.text.tooLong'),
      )
    case 'name':
      return nameSchema
    case 'company':
      return companySchema
    case 'phone':
      return phoneSchema
    case 'email':
      return emailSchema
    case 'idNumber':
      return idNumberSchema
    case 'select':
      return choiceSchema(field)
    case 'multiSelect':
      return multiSchema(field)
    case 'date':
      return dateSchema(field)
    case 'image':
      return z.string({ error: requiredOr('validation.image.invalid') }).check(
        z.refine(isFileId, 'validation.image.invalid'),
      )
    case 'agreement':
      return required
        ? z.literal(true, 'validation.agreement.required')
        : z.boolean('validation.invalid')
  }
}

/**
 * The profile schema for one exhibition's form configuration. Fields not in the configuration are
 * dropped. In draft mode nothing is required, but whatever is given must still be well-formed, so a
 * draft never stores a value the final submit would reject for its shape.
 */
export function buildProfileSchema(fields: readonly ProfileField[], options: { readonly draft: boolean }) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const field of fields) {
    const required = field.required && !options.draft
    const value = valueSchema(field, required)
    shape[field.field] = z.pipe(z.transform(absentWhenEmpty), required ? value : z.optional(value))
  }
  return z.object(shape)
}

export type ProfileValues = Record<string, unknown>
