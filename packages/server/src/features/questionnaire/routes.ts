import * as z from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { topRegisterTypeFor } from '@fairpass/core/journey'
import { buildAnswersSchema, idSchema, languageTypeSchema, registerTypeSchema } from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import type { FastifyRequest } from 'fastify'
import { AppError, currentExhibition, currentUser, ok, okReply, requireUser, type AuthenticatedUser } from '../../http'
import type { Exhibition } from '../../tenancy'
import { ensureRegistration, findRegistration, loadUser, userInfoFor, type GroupLeaderState, type RegistrationRow } from '../user'
import { savedAnswers, writeAnswers } from './answers'
import { questionnaireFor, questionnairesFor, questionnairesOn } from '../config'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const listQuery = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
})

const answersQuery = z.object({
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
})

const submitFields = {
  tenantId: z.optional(idSchema),
  exhibitionId: idSchema,
  registerType: registerTypeSchema,
  languageType: languageTypeSchema,
  questionnaireId: z.string('validation.invalid').check(z.regex(UUID, 'validation.invalid')),
  // The answers are checked against the questionnaire's own schema once it is loaded.
  answers: z.record(z.string(), z.unknown(), 'validation.invalid'),
  isDraft: z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])], 'validation.invalid'),
      z.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
}

const submitBody = z.object(submitFields)
const submitForOtherBody = z.object({ ...submitFields, userId: z.string('validation.invalid').check(z.regex(UUID, 'validation.invalid')) })

type SubmitBody = z.infer<typeof submitBody>

/** `groupLeaderState`: the groups feature's visitingGroupLeaderVO, handed in by app.ts as to the user routes. */
export function questionnaireRoutes(ctx: AppContext, groupLeaderState?: GroupLeaderState): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)
    const data = '/api/ef-registration-data-client/questionnaire'

    /** The questionnaires in the caller's language; none when the exhibition's switch for that language is off. */
    app.get('/api/ef-registration-config-client/questionnaire/listForUser', { schema: { querystring: listQuery, response: okReply(z.array(replies.questionnaireSchema)) }, preValidation: guard }, async (request) => {
      const exhibition = currentExhibition(request)
      const { language } = request
      if (!questionnairesOn(exhibition, language)) return ok(request, [])
      return ok(request, await questionnairesFor(ctx.db, exhibition, request.query.registerType, language))
    })

    app.get(`${data}/answers`, { schema: { querystring: answersQuery, response: okReply(z.array(replies.savedAnswersSchema)) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const registration = await findRegistration(ctx, {
        tenantId: authUser.tenantId,
        exhibitionId: exhibition.id,
        userId: authUser.id,
        registerType: request.query.registerType,
      })
      return ok(request, registration ? await savedAnswers(ctx, registration.id) : [])
    })

    app.post(`${data}/submit`, { schema: { body: submitBody, response: okReply(replies.userInfoSchema) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const { registerType } = request.body
      const key = { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId: authUser.id, registerType }
      const registration = await ensureRegistration(ctx, exhibition, key, { topRegisterType: topRegisterTypeFor(authUser.tenantId, registerType) })
      const saved = await answer(ctx, request, exhibition, authUser, registration, request.body)
      const user = await loadUser(ctx, authUser.tenantId, authUser.id)
      return ok(request, await userInfoFor(ctx, user, saved, registerType, exhibition, groupLeaderState))
    })

    /**
     * Answers for a person the caller registered (help or team registration): only when that registration records
     * the caller as its registrant. Anyone else's registration, or one that does not exist, is 403 alike, so the
     * call cannot be used to probe who is registered.
     */
    app.post(`${data}/submitForOther`, { schema: { body: submitForOtherBody, response: okReply(replies.questionnaireResultsSchema) }, preValidation: guard }, async (request) => {
      const authUser = currentUser(request)
      const exhibition = currentExhibition(request)
      const { registerType, userId } = request.body
      const registration = await findRegistration(ctx, { tenantId: authUser.tenantId, exhibitionId: exhibition.id, userId, registerType })
      if (!registration || registration.registeredByUserId !== authUser.id) throw new AppError(403, 'error.forbidden')
      const saved = await answer(ctx, request, exhibition, authUser, registration, request.body)
      return ok(request, {
        userId,
        questionnaireResult: saved.questionnaireResult,
        questionnaireTwoResult: saved.questionnaireTwoResult,
        questionnaireThreeResult: saved.questionnaireThreeResult,
      })
    })
  }
}

async function answer(
  ctx: AppContext,
  request: FastifyRequest,
  exhibition: Exhibition,
  authUser: AuthenticatedUser,
  registration: RegistrationRow,
  body: SubmitBody,
): Promise<RegistrationRow> {
  const { language } = request
  const questionnaire = await questionnaireFor(ctx.db, exhibition, body.registerType, body.questionnaireId)
  if (!questionnaire) throw new AppError(404, 'error.notFound')
  // The questionnaire's own schema, known only now: its refusal is the route schema's 400 (errors/).
  const answers = buildAnswersSchema(questionnaire.questions, { draft: body.isDraft }).parse(body.answers)
  return writeAnswers(ctx, registration, {
    index: questionnaire.index,
    answers,
    isDraft: body.isDraft,
    languageType: language,
    answeredByUserId: authUser.id,
  })
}
