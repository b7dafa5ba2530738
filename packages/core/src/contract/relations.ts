import type { z } from 'zod'
import type * as S from './schemas/relations'
import { REGISTRATION_CLIENT } from './tickets'

/*
 * Registering other people (issue 18, `<fair-group-manager>` pages /helpRegistration…, /teamRegistration…,
 * /othersRegistration/{type}): a visitor registers a colleague (help), several people of one company in one go (team),
 * or others of type group or work. Each record knows who registered it (the registrant, from the token, never from the
 * request) and is only ever read, submitted or removed by them: another visitor's id answers 404 and changes nothing.
 *
 * A record is saved as a draft (saveOrUpdateForOther), then submitted: the person gets an account of their own (their
 * mobile, else their e-mail, as the only sign-in) and a registration at the exhibition in review, marked as
 * registered by the registrant. The person later signs in with that mobile or e-mail and confirms their data
 * (self/submit); only then does the exhibition's own review rule apply (auto-approval included).
 *
 * The people a visitor registered are the same notion as the people the wallet's personnel list shows (ticket
 * holders): `userRelation/list` answers both, a registered person carrying `relation` (see TicketPerson).
 */

const DATA_CLIENT_ROOT = '/api/ef-registration-data-client'
const DATA_CLIENT = `${DATA_CLIENT_ROOT}/reg-user-data/user`

export const RELATION_KINDS = ['help', 'team', 'group', 'work'] as const
export type RelationKind = (typeof RELATION_KINDS)[number]

export const RELATION_PATHS = {
  /** GET ?exhibitionId → TicketPerson[]: ticket holders and registered people (those with `relation`); the wallet's personnel. */
  list: `${REGISTRATION_CLIENT}/userRelation/list`,
  /** GET ?exhibitionId&id → RelationDetail: one record of the caller's (404 for anyone else's). */
  detail: `${REGISTRATION_CLIENT}/userRelation/detail/getByBladeUserId`,
  /** GET ?exhibitionId&id → RelationFormData: what the form is filled with to edit a draft. */
  formData: `${REGISTRATION_CLIENT}/userRelation/getUserRelationFromUserRegisterData`,
  /** POST RelationSaveRequest → RelationView[]: drafts created (several for a team) or one changed (with id). */
  save: `${DATA_CLIENT}/saveOrUpdateForOther`,
  /** POST RelationSubmitRequest → RelationView[]: drafts submitted, all or none. */
  submit: `${REGISTRATION_CLIENT}/userRelation/submit`,
  /** POST RelationRefRequest → { removed: true }: refused (409) once the person holds a ticket, signed in, or confirmed. */
  remove: `${REGISTRATION_CLIENT}/userRelation/remove`,
  /** GET ?exhibitionId → SelfRelationView[]: the records others registered for the signed-in person, to confirm. */
  self: `${REGISTRATION_CLIENT}/userRelation/self`,
  /** POST RelationRefRequest → SelfRelationView: the signed-in person confirms the record about them. */
  selfSubmit: `${REGISTRATION_CLIENT}/userRelation/self/submit`,
  /**
   * POST { exhibitionId, registerType, questionnaireId, answers, userId } → QuestionnaireForOtherResult: the registrant
   * answers the exhibition's questionnaire for a person whose registration they made (features/questionnaire).
   */
  questionnaireForOther: `${DATA_CLIENT_ROOT}/questionnaire/submitForOther`,
  /** GET ?exhibitionId&registerType → QuestionnaireDefinition[]: the questionnaires in the caller's language. */
  questionnaires: '/api/ef-registration-config-client/questionnaire/listForUser',
} as const

/** What submitForOther answers: the person's questionnaire states after the answers. */
export type QuestionnaireForOtherResult = z.infer<typeof S.questionnaireForOtherResultSchema>

/** draft: saved, not yet submitted; submitted: registration made, awaiting the person; confirmed: the person self-submitted. */
export type RelationState = z.infer<typeof S.relationStateSchema>
/** The review of the person's registration (none before submission). */
export type RelationReview = z.infer<typeof S.relationReviewSchema>
/** Why a record can no longer be removed by its registrant. */
export type RelationLock = z.infer<typeof S.relationLockSchema>

export type RelationView = z.infer<typeof S.relationViewSchema>

export type RelationDetail = z.infer<typeof S.relationDetailSchema>

export type RelationFormData = z.infer<typeof S.relationFormDataSchema>

export type SelfRelationView = z.infer<typeof S.selfRelationViewSchema>

/** The organiser's list (`npm run admin -- relations`): every record of the exhibition with who registered whom. */
export type AdminRelationView = z.infer<typeof S.adminRelationViewSchema>
