import { describe, expect, it } from 'vitest'
import { buildAnswersSchema, fieldErrors, visibleQuestions, type QuestionDefinition } from './index'

const questions: QuestionDefinition[] = [
  {
    id: 'source',
    type: 'single',
    title: 'How did you hear about us?',
    required: true,
    options: [
      { key: 'web', label: 'Website' },
      { key: 'other', label: 'Other' },
    ],
  },
  { id: 'sourceOther', type: 'text', title: 'Please specify', required: true, maxLength: 20, showWhen: { questionId: 'source', optionKey: 'other' } },
  {
    id: 'purpose',
    type: 'multiple',
    title: 'Purpose',
    required: true,
    minChoices: 2,
    maxChoices: 3,
    options: ['a', 'b', 'c', 'd'].map((key) => ({ key, label: key.toUpperCase() })),
  },
  { id: 'note', type: 'text', title: 'Anything else?', required: false },
]

const parse = (answers: unknown, draft = false) => buildAnswersSchema(questions, { draft }).safeParse(answers)
const errorsOf = (answers: unknown, language: 'cn' | 'en', draft = false) => {
  const result = parse(answers, draft)
  return result.success ? {} : fieldErrors(result.error, language)
}

describe('buildAnswersSchema', () => {
  it('accepts a complete answer and cleans it', () => {
    const result = parse({ source: 'web', purpose: ['a', 'b', 'b'], note: '  hi  ' })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ source: 'web', purpose: ['a', 'b'], note: 'hi' })
  })

  it('asks for required answers, in both languages', () => {
    expect(errorsOf({}, 'en')).toEqual({ source: 'Please choose an answer', purpose: 'Please choose an answer' })
    expect(errorsOf({}, 'cn')).toEqual({ source: '请选择答案', purpose: '请选择答案' })
  })

  it('refuses an option key outside the question', () => {
    expect(errorsOf({ source: 'radio', purpose: ['a', 'b'] }, 'en')).toEqual({ source: 'Choose one of the listed options' })
    expect(errorsOf({ source: 'web', purpose: ['a', 'zzz'] }, 'cn')).toEqual({ purpose: '请从列出的选项中选择' })
  })

  it('holds multiple choice to its limits', () => {
    expect(errorsOf({ source: 'web', purpose: ['a', 'b', 'c', 'd'] }, 'en')).toEqual({ purpose: 'Choose at most 3' })
    expect(errorsOf({ source: 'web', purpose: ['a', 'b', 'c', 'd'] }, 'cn')).toEqual({ purpose: '最多选择3项' })
    expect(errorsOf({ source: 'web', purpose: ['a'] }, 'en')).toEqual({ purpose: 'Choose at least 2' })
    expect(errorsOf({ source: 'web', purpose: ['a'] }, 'cn')).toEqual({ purpose: '请至少选择2项' })
  })

  it('asks the follow-up only when its trigger option is chosen', () => {
    expect(errorsOf({ source: 'other', purpose: ['a', 'b'] }, 'en')).toEqual({ sourceOther: 'This field is required' })
    expect(errorsOf({ source: 'other', sourceOther: 'x'.repeat(21), purpose: ['a', 'b'] }, 'en')).toEqual({
      sourceOther: 'Enter at most 20 characters',
    })
    const shown = parse({ source: 'other', sourceOther: 'A friend', purpose: ['a', 'b'] })
    expect(shown.data).toEqual({ source: 'other', sourceOther: 'A friend', purpose: ['a', 'b'] })
  })

  it('drops the answer to a follow-up whose trigger is not chosen', () => {
    const result = parse({ source: 'web', sourceOther: 'stale text', purpose: ['a', 'b'] })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ source: 'web', purpose: ['a', 'b'] })
  })

  it('refuses ids that are not questions and values of the wrong shape', () => {
    expect(errorsOf({ source: 'web', purpose: ['a', 'b'], hacked: 'x' }, 'en')).toEqual({ hacked: 'Invalid value' })
    expect(errorsOf({ source: ['web'], purpose: 'a' }, 'en')).toEqual({
      source: 'Choose one of the listed options',
      purpose: 'Choose one of the listed options',
    })
    expect(parse('nope').success).toBe(false)
  })

  it('lets a draft leave things out, but not break the rules', () => {
    expect(parse({ purpose: ['a'] }, true).success).toBe(true)
    expect(errorsOf({ purpose: ['a', 'b', 'c', 'd'] }, 'en', true)).toEqual({ purpose: 'Choose at most 3' })
    expect(errorsOf({ source: 'nope' }, 'en', true)).toEqual({ source: 'Choose one of the listed options' })
  })
})

describe('visibleQuestions', () => {
  it('hides a follow-up of a hidden follow-up', () => {
    const chain: QuestionDefinition[] = [
      { id: 'a', type: 'single', title: 'A', required: true, options: [{ key: 'y', label: 'Y' }, { key: 'n', label: 'N' }] },
      { id: 'b', type: 'multiple', title: 'B', required: true, options: [{ key: 'z', label: 'Z' }], showWhen: { questionId: 'a', optionKey: 'y' } },
      { id: 'c', type: 'text', title: 'C', required: true, showWhen: { questionId: 'b', optionKey: 'z' } },
    ]
    expect(visibleQuestions(chain, { a: 'y', b: ['z'] }).map((q) => q.id)).toEqual(['a', 'b', 'c'])
    expect(visibleQuestions(chain, { a: 'n', b: ['z'] }).map((q) => q.id)).toEqual(['a'])
  })
})
