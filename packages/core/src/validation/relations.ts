import * as z from 'zod/mini'
import { RELATION_KINDS } from '../contract/relations'
import { idSchema, languageTypeSchema } from './requests'
import type { ProfileFieldType } from './profile'
import { EMAIL_MAX, isEmail, isPhone, requiredOr } from './rules'

/*
 * Registering other people (contract/relations.ts): checked by the pages before sending and by the server on arrival.
 * The profile itself is the exhibition's form (profile.ts buildProfileSchema), checked once the form is known.
 */

/** How many people one visitor may register at one exhibition when the exhibition configures none (`functionConfig.relationMax`). */
export const RELATIONS_DEFAULT_MAX = 20
/** Whatever is configured, no visitor registers more. */
export const RELATIONS_HARD_MAX = 100
/** People saved in one go (a team form). */
export const RELATION_BATCH_MAX = 10
/** A profile carries at most this many fields (the exhibition's form is far smaller). */
const PROFILE_KEYS_MAX = 60

const scope = { tenantId: z.optional(idSchema), exhibitionId: idSchema, languageType: languageTypeSchema }
const uuid = z.string({ error: requiredOr('validation.invalid') }).check(z.trim(), z.uuid('validation.invalid'))
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const relationKindSchema = z.enum(RELATION_KINDS, 'validation.invalid')

/** The person's contact: the mobile or e-mail they will sign in with (at least one). */
export const relationContactFields = z
  .object({
    mobile: z.optional(z.pipe(z.transform(blankToUndefined), z.optional(z.string({ error: 'validation.phone.invalid' }).check(z.trim(), z.refine(isPhone, 'validation.phone.invalid'))))),
    email: z.optional(
      z.pipe(
        z.transform(blankToUndefined),
        z.optional(z.string({ error: 'validation.email.invalid' }).check(z.trim(), z.maxLength(EMAIL_MAX, 'validation.email.invalid'), z.refine(isEmail, 'validation.email.invalid'))),
      ),
    ),
  })
  .check(z.refine((contact) => Boolean(contact.mobile || contact.email), { message: 'validation.relation.contact', path: ['mobile'] }))
export type RelationContact = z.infer<typeof relationContactFields>

export const relationProfileSchema = z.record(z.string().check(z.maxLength(64, 'validation.invalid')), z.unknown()).check(
  z.refine((profile) => Object.keys(profile).length <= PROFILE_KEYS_MAX, 'validation.invalid'),
)

export const relationPersonSchema = z.object({ contact: relationContactFields, profile: relationProfileSchema })
export type RelationPersonInput = z.infer<typeof relationPersonSchema>

export const relationSaveSchema = z
  .object({
    ...scope,
    kind: relationKindSchema,
    /** With an id: that draft changed (one person). Without: new drafts, one per person. */
    id: z.optional(uuid),
    people: z.array(relationPersonSchema).check(z.minLength(1, 'validation.required'), z.maxLength(RELATION_BATCH_MAX, 'validation.relation.batch')),
  })
  .check(z.refine((body) => !body.id || body.people.length === 1, { message: 'validation.invalid', path: ['people'] }))
export type RelationSaveRequest = z.infer<typeof relationSaveSchema>

export const relationSubmitSchema = z.object({
  ...scope,
  idList: z.array(uuid).check(z.minLength(1, 'validation.required'), z.maxLength(RELATION_BATCH_MAX, 'validation.relation.batch')),
})
export type RelationSubmitRequest = z.infer<typeof relationSubmitSchema>

export const relationRefSchema = z.object({ ...scope, id: uuid })
export type RelationRefRequest = z.infer<typeof relationRefSchema>

export const relationScopeSchema = z.object(scope)

/**
 * The profile field types another person may fill in for someone (the page shows them, the server checks them): an
 * image is the person's own upload, an agreement the person's own consent, and a multi-select is left to them too;
 * they complete those themselves once they sign in.
 */
const FILLABLE_FOR_OTHERS: ReadonlySet<ProfileFieldType> = new Set(['text', 'name', 'company', 'phone', 'email', 'idNumber', 'select', 'date'])
export const fillableForOthers = <F extends { type: ProfileFieldType }>(fields: readonly F[]): F[] => fields.filter((field) => FILLABLE_FOR_OTHERS.has(field.type))
