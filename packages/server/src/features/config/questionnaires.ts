import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { LocalizedQuestionnaire } from '@fairpass/core/contract'
import { QUESTION_TYPES, type QuestionnaireIndex } from '@fairpass/core/validation'
import type { Db } from '../../db'
import type { Language } from '../../language'
import type { Exhibition } from '../../tenancy'
import { questionnaires, type QuestionnaireRow } from './tables'

function forRegisterType(exhibition: Exhibition, registerType: string) {
  return and(
    eq(questionnaires.tenantId, exhibition.tenantId),
    eq(questionnaires.exhibitionId, exhibition.id),
    or(isNull(questionnaires.registerType), eq(questionnaires.registerType, registerType)),
  )
}

/** Per slot, a questionnaire configured for the register type itself wins over one for every type. */
function bySlot(rows: QuestionnaireRow[]): QuestionnaireRow[] {
  const chosen = new Map<number, QuestionnaireRow>()
  for (const row of rows) {
    const existing = chosen.get(row.seq)
    if (!existing || (existing.registerType === null && row.registerType !== null)) chosen.set(row.seq, row)
  }
  return [...chosen.values()].sort((a, b) => a.seq - b.seq)
}

/*
 * A stored question of a type this build does not know would be unvalidatable: it is left out rather than let
 * anything through, exactly as the profile form treats unknown field types.
 */
type Question = LocalizedQuestionnaire['questions'][number]

function knownQuestions(questions: unknown[]): Question[] {
  return questions.filter(
    (question): question is Question => Boolean(question) && (QUESTION_TYPES as readonly string[]).includes((question as Question).type),
  )
}

function toDefinition(row: QuestionnaireRow): LocalizedQuestionnaire {
  return {
    id: row.id,
    index: row.seq as QuestionnaireIndex,
    title: row.title,
    description: row.description,
    questions: knownQuestions(row.questions),
  }
}

/** Whether the exhibition asks questionnaires of visitors using this page language (spec §4 rule 4). */
export function questionnairesOn(exhibition: Exhibition, language: Language): boolean {
  return exhibition.pageConfig[language === 'en' ? 'enQuestionnaireSwitch' : 'cnQuestionnaireSwitch'] === 'on'
}

/** The questionnaires a visitor of this register type answers in this language, slot 1 first. */
export async function questionnairesFor(db: Db, exhibition: Exhibition, registerType: string, language: Language): Promise<LocalizedQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(forRegisterType(exhibition, registerType), eq(questionnaires.languageType, language)))
    .orderBy(asc(questionnaires.seq))
  return bySlot(rows).map(toDefinition)
}

/** One questionnaire by id, only if it is one this visitor is asked (any language); else undefined. */
export async function questionnaireFor(db: Db, exhibition: Exhibition, registerType: string, id: string): Promise<LocalizedQuestionnaire | undefined> {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(forRegisterType(exhibition, registerType), eq(questionnaires.id, id)))
    .limit(1)
  return row ? toDefinition(row) : undefined
}

/**
 * Which of the three slots the exhibition configures for the register type, in any language: those start as
 * 'incomplete' on a new registration, the others stay null ("nothing to answer").
 */
export async function configuredSlots(db: Db, exhibition: Exhibition, registerType: string): Promise<Set<number>> {
  const rows = await db.selectDistinct({ seq: questionnaires.seq }).from(questionnaires).where(forRegisterType(exhibition, registerType))
  return new Set(rows.map((row) => row.seq))
}
