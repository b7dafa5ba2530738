import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { LocalizedProfileField } from '@fairpass/core/contract'
import { isIsoDate, PROFILE_FIELD_TYPES, type ProfileField, type ProfileFieldType, UPLOAD_KINDS, type UploadKind } from '@fairpass/core/validation'
import type { Db } from '../../db'
import { formFields } from './tables'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { dictionaryEntries } from '../dict'

/** A form field as answered by formConfig/listForUser: label and option labels in one language. */
export type { LocalizedProfileField }

type FieldRules = Pick<ProfileField, 'min' | 'max' | 'minDate' | 'maxDate' | 'upload'> & {
  document?: { title: string; body: string }
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/**
 * The extra rules of a field's `rules` column that apply to its type, in one language. Anything malformed
 * is left out rather than trusted: a rule the schema cannot read would otherwise let everything through.
 */
function rulesFor(type: ProfileFieldType, rules: Record<string, unknown>, language: Language): FieldRules {
  switch (type) {
    case 'multiSelect': {
      const min = count(rules.min)
      const max = count(rules.max)
      return { ...(min !== undefined ? { min } : {}), ...(max ? { max } : {}) }
    }
    case 'date': {
      const minDate = typeof rules.minDate === 'string' && isIsoDate(rules.minDate) ? rules.minDate : undefined
      const maxDate = typeof rules.maxDate === 'string' && isIsoDate(rules.maxDate) ? rules.maxDate : undefined
      return { ...(minDate ? { minDate } : {}), ...(maxDate ? { maxDate } : {}) }
    }
    case 'image': {
      const upload = (UPLOAD_KINDS as readonly string[]).includes(rules.upload as string) ? (rules.upload as UploadKind) : undefined
      return upload ? { upload } : {}
    }
    case 'agreement': {
      const doc = rules.document as Record<string, unknown> | undefined
      if (!doc || typeof doc !== 'object') return {}
      const title = text(language === 'en' ? doc.titleEn : doc.titleCn) ?? text(doc.titleCn)
      const body = text(language === 'en' ? doc.bodyEn : doc.bodyCn) ?? text(doc.bodyCn)
      return title && body ? { document: { title, body } } : {}
    }
    default:
      return {}
  }
}

function isFieldType(value: string): value is ProfileFieldType {
  return (PROFILE_FIELD_TYPES as readonly string[]).includes(value)
}

/**
 * The profile form of an exhibition for one register type: fields configured for every type plus
 * those of this type (which override a same-named general field), in display order, with dictionary
 * options resolved. The server validates submissions against exactly this list.
 */
export async function profileFieldsFor(
  db: Db,
  exhibition: Exhibition,
  registerType: string,
  language: Language,
): Promise<LocalizedProfileField[]> {
  const rows = await db
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.tenantId, exhibition.tenantId),
        eq(formFields.exhibitionId, exhibition.id),
        or(isNull(formFields.registerType), eq(formFields.registerType, registerType)),
      ),
    )
    .orderBy(asc(formFields.sort), asc(formFields.field))

  const byField = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const existing = byField.get(row.field)
    if (!existing || (existing.registerType === null && row.registerType !== null)) byField.set(row.field, row)
  }

  const dictionaryCache = new Map<string, { value: string; label: string }[]>()
  const fields: LocalizedProfileField[] = []
  for (const row of [...byField.values()].sort((a, b) => a.sort - b.sort)) {
    // A row with a type this build does not know would be unvalidatable; leave it out rather than accept anything.
    if (!isFieldType(row.type)) continue
    let options: { value: string; label: string }[] | undefined
    if (row.dictCode) {
      if (!dictionaryCache.has(row.dictCode)) {
        const entries = await dictionaryEntries(db, exhibition.tenantId, row.dictCode, language)
        dictionaryCache.set(row.dictCode, entries.map((entry) => ({ value: entry.dictKey, label: entry.dictValue })))
      }
      options = dictionaryCache.get(row.dictCode)
    }
    const placeholder = language === 'en' ? row.placeholderEn : row.placeholderCn
    fields.push({
      field: row.field,
      type: row.type,
      required: row.required,
      label: language === 'en' ? row.labelEn : row.labelCn,
      sort: row.sort,
      ...(placeholder ? { placeholder } : {}),
      ...(row.dictCode ? { dictCode: row.dictCode } : {}),
      ...(options ? { options } : {}),
      ...rulesFor(row.type, row.rules ?? {}, language),
    })
  }
  return fields
}
