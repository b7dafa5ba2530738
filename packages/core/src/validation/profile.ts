import * as z from 'zod/mini'
import { idNumberSchema } from './idNumber'
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
  readonly options?: readonly { readonly value: string; readonly label: LocalizedText }[]
  readonly dictCode?: string
  readonly sort: number
}

export const IMAGE_URL_MAX = 2048
/** An uploaded file is referenced by an absolute http(s) URL or a path on our own server. */
const IMAGE_REFERENCE = /^(?:https?:\/\/|\/)\S+$/
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

function optionValues(field: ProfileField): ReadonlySet<string> | undefined {
  return field.options?.length ? new Set(field.options.map((option) => option.value)) : undefined
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
      return z.array(choiceSchema(field), { error: requiredOr('validation.select.invalid') })
    case 'date':
      return z.string({ error: requiredOr('validation.date.invalid') }).check(
        z.refine(isIsoDate, 'validation.date.invalid'),
      )
    case 'image':
      return z.string({ error: requiredOr('validation.image.invalid') }).check(
        z.maxLength(IMAGE_URL_MAX, 'validation.image.invalid'),
        z.regex(IMAGE_REFERENCE, 'validation.image.invalid'),
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
