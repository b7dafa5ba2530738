import { and, eq } from 'drizzle-orm'
import type { CustomerDetail, CustomerSurvey } from '@fairpass/core/contract'
import { surveyAnswerProblems, type CustomerSurveySubmitRequest } from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { AppError, validationError } from '../../errors'
import type { Language } from '../../language'
import type { Caller, Queryable } from './access'
import { leadDetail } from './leads'
import { customerLeads, customerSurveys, type SurveyRow } from './tables'

/* The exhibition's qualification survey (spec §7 "survey url") and a lead's answers to it. */

async function surveyRow(db: Queryable, exhibition: { tenantId: string; exhibitionId: string }): Promise<SurveyRow> {
  const [row] = await db
    .select()
    .from(customerSurveys)
    .where(and(eq(customerSurveys.tenantId, exhibition.tenantId), eq(customerSurveys.exhibitionId, exhibition.exhibitionId)))
  if (!row) throw new AppError(404, 'error.customer.surveyMissing')
  return row
}

export async function surveyOf(db: Queryable, caller: Caller, language: Language): Promise<CustomerSurvey> {
  const row = await surveyRow(db, caller)
  const en = language === 'en'
  return {
    url: `/surveyPage?exhibitionId=${encodeURIComponent(caller.exhibitionId)}&customerId=`,
    title: en ? row.titleEn : row.titleCn,
    questions: row.questions.map((question) => ({
      id: question.id,
      type: question.type,
      title: en ? question.titleEn : question.titleCn,
      required: question.required,
      options: question.options.map((option) => ({ value: option.value, label: en ? option.labelEn : option.labelCn })),
    })),
  }
}

export async function submitSurvey(ctx: AppContext, caller: Caller, input: CustomerSurveySubmitRequest, language: Language): Promise<CustomerDetail> {
  const survey = await surveyRow(ctx.db, caller)
  const problems = surveyAnswerProblems(survey.questions, input.answers)
  if (problems.length > 0) throw validationError({ issues: problems.map((problem) => ({ path: ['answers', problem.path], message: problem.message })) }, language)
  // Blank answers of optional questions are left out rather than kept as empty strings.
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== '')))
  const updated = await ctx.db
    .update(customerLeads)
    .set({ survey: answers, surveyAnsweredAt: new Date(ctx.clock.now()), updatedAt: new Date(ctx.clock.now()) })
    .where(and(eq(customerLeads.id, input.id), eq(customerLeads.tenantId, caller.tenantId), eq(customerLeads.exhibitionId, caller.exhibitionId), eq(customerLeads.deptId, caller.deptId)))
    .returning({ id: customerLeads.id })
  if (updated.length === 0) throw new AppError(404, 'error.notFound')
  return leadDetail(ctx.db, caller, input.id)
}
