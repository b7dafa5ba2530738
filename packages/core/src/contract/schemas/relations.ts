import { z } from 'zod'
import { RELATION_KINDS } from '../relations'
import { questionnaireResultsSchema } from './general'

export const relationKindSchema = z.enum(RELATION_KINDS)

/** What submitForOther answers: the person's questionnaire states after the answers (the one schema, of general.ts). */
export const questionnaireForOtherResultSchema = questionnaireResultsSchema

/** draft: saved, not yet submitted; submitted: registration made, awaiting the person; confirmed: the person self-submitted. */
export const relationStateSchema = z.enum(['draft', 'submitted', 'confirmed'])

/** The review of the person's registration (none before submission). */
export const relationReviewSchema = z.enum(['none', 'pending', 'approve', 'reject'])

/** Why a record can no longer be removed by its registrant. */
export const relationLockSchema = z.enum(['hasTicket', 'signedIn', 'confirmed'])

export const relationViewSchema = z.object({
  id: z.string(),
  kind: relationKindSchema,
  /** The records saved in one go (a team) share it. */
  batchId: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string(),
  state: relationStateSchema,
  review: relationReviewSchema,
  holdsTicket: z.boolean(),
  /** null: the registrant may still remove it. */
  lock: relationLockSchema.nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable()
})

export const relationDetailSchema = relationViewSchema.extend({
  /** The profile as given, by the exhibition's form field names. */
  profile: z.record(z.string(), z.unknown()),
  /** The person's account once the record is submitted (what the questionnaire for them names); null for a draft. */
  personUserId: z.string().nullable(),
  /** The questionnaires (index 1–3) the person's registration has complete answers to. */
  questionnairesDone: z.array(z.number())
})

export const relationFormDataSchema = relationDetailSchema.pick({ id: true, kind: true, mobile: true, email: true, profile: true })

export const selfRelationViewSchema = relationDetailSchema.pick({ id: true, kind: true, profile: true, state: true, review: true }).extend({
  /** Who registered the person: their name, else their masked account. */
  registeredBy: z.string()
})

/** The organiser's list (`npm run admin -- relations`): every record of the exhibition with who registered whom. */
export const adminRelationViewSchema = relationViewSchema
  .pick({ id: true, kind: true, name: true, mobile: true, email: true, company: true, state: true, review: true, createdAt: true })
  .extend({ registrantAccount: z.string() })
