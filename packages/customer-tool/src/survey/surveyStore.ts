import type { ExhibitionRef } from '@fairpass/core/area'
import type { CustomerDetail, CustomerSurvey } from '@fairpass/core/contract'
import { createForm, loadValidation, type FieldErrors } from '@fairpass/core/forms'
import { t } from '@fairpass/core/i18n'
import { notify } from '@fairpass/core/notice'
import { perExhibition, resource } from '@fairpass/core/resource'
import { $language } from '@fairpass/core/session'
import { fetchSurvey, submitSurvey } from '../shared/api'
import { customersChanged } from '../customers/customerStore'
import { customerOf } from '../detail/detailStore'

/** The exhibition's qualification survey (the same for every lead). */
export const surveyOf = perExhibition((ref: ExhibitionRef) => resource(() => fetchSurvey(ref), { isEmpty: (survey: CustomerSurvey) => survey.questions.length === 0 }))

export type Answers = Record<string, string | string[]>

/** The answers given so far, without the blanks a form holds for questions left open. */
export function answersOf(values: Answers): Answers {
  const given: Answers = {}
  for (const [id, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      if (value.length) given[id] = value
    } else if (value.trim() !== '') given[id] = value.trim()
  }
  return given
}

/** The lead's survey form, checked against the survey's questions by the rule the server applies (surveyAnswerProblems). */
export function createSurveyForm(ref: ExhibitionRef, id: string, survey: CustomerSurvey, earlier: CustomerDetail['survey']) {
  return createForm<Answers>({ ...(earlier ?? {}) }, async (values) => {
    const { surveyAnswerProblems, customerSurveySubmitSchema, fieldErrors } = await loadValidation()
    const answers = answersOf(values)
    const parsed = customerSurveySubmitSchema.safeParse({ tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, languageType: $language.get(), id, answers })
    if (!parsed.success) return fieldErrors(parsed.error, $language.get())
    const problems = surveyAnswerProblems(survey.questions, answers)
    if (!problems.length) return null
    const errors: FieldErrors = {}
    for (const problem of problems) errors[problem.path] ??= t(problem.message)
    return errors
  })
}

export async function saveSurvey(ref: ExhibitionRef, id: string, form: ReturnType<typeof createSurveyForm>): Promise<boolean> {
  const saved = await form.submit((values) => submitSurvey(ref, id, answersOf(values)), { fields: (path) => path.split('.').pop() ?? path })
  if (!saved) return false
  customerOf(ref, id).set(saved)
  customersChanged(ref)
  notify(t('customers.survey.saved'), 'success')
  return true
}
