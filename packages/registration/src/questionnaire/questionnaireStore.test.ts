import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $sysConfig, $userInfo, configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import type { QuestionnaireDefinition } from '@fairpass/core/validation'
import { fakeApi, fail, ok, type FakeCall } from '@fairpass/core/testing'
import {
  $questionnaire,
  currentQuestionnaire,
  loadQuestionnaires,
  resumeState,
  saveDraftNow,
  setAnswer,
  shownQuestions,
  submitCurrent,
} from './questionnaireStore'

const LIST = 'GET /api/ef-registration-config-client/questionnaire/listForUser'
const ANSWERS = 'GET /api/ef-registration-data-client/questionnaire/answers'
const SUBMIT = 'POST /api/ef-registration-data-client/questionnaire/submit'

function definitions(language: 'cn' | 'en'): QuestionnaireDefinition[] {
  const en = language === 'en'
  return [
    {
      id: `q1-${language}`,
      index: 1,
      title: en ? 'About your visit' : '关于您的参观',
      questions: [
        {
          id: 'heardFrom',
          type: 'single',
          title: en ? 'How did you hear about us?' : '您是如何得知本届展会的？',
          required: true,
          options: [
            { key: 'web', label: en ? 'Website' : '官网' },
            { key: 'other', label: en ? 'Other' : '其他' },
          ],
        },
        { id: 'heardFromOther', type: 'text', title: en ? 'Please specify' : '请具体说明', required: true, showWhen: { questionId: 'heardFrom', optionKey: 'other' } },
        {
          id: 'purpose',
          type: 'multiple',
          title: en ? 'Purpose' : '目的',
          required: true,
          maxChoices: 2,
          options: ['a', 'b', 'c'].map((key) => ({ key, label: key })),
        },
      ],
    },
    {
      id: `q2-${language}`,
      index: 2,
      title: en ? 'Your business' : '您的企业',
      questions: [{ id: 'size', type: 'single', title: en ? 'Size' : '规模', required: true, options: [{ key: 's', label: 'S' }] }],
    },
  ]
}

const list = (call: FakeCall) => ok(definitions(call.query.get('languageType') === 'cn' ? 'cn' : 'en'))

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  // The previous test's page is gone: its language listener must not refetch.
  $questionnaire.setKey('status', 'loading')
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  setLanguage('en')
  $sysConfig.set({ cnQuestionnaireSwitch: 'on', enQuestionnaireSwitch: 'on' } as never)
  $userInfo.set({
    userId: 'u1',
    userExhibitionVO: { completeResult: 'succ', examineResult: 'pending', questionnaireResult: 'incomplete', questionnaireTwoResult: 'incomplete' },
  })
  router = createMemoryRouter('/questionnaire')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('resumeState', () => {
  test('submitted questionnaires leave the queue; the tab backup overlays the server draft', () => {
    const resumed = resumeState(
      definitions('en'),
      [
        { index: 1, status: 'submitted', answers: { heardFrom: 'web', purpose: ['a'] }, updatedAt: 1 },
        { index: 2, status: 'draft', answers: { size: 's' }, updatedAt: 2 },
      ],
      { questionMap: { 2: { size: 'typed' } }, questionQueue: [2] },
      null,
    )
    expect(resumed.questionSequenceList).toEqual([1, 2])
    expect(resumed.questionQueue).toEqual([2])
    expect(resumed.questionMap).toEqual({ 1: { heardFrom: 'web', purpose: ['a'] }, 2: { size: 'typed' } })
  })

  test('a questionnaire the user record already calls complete is not asked again', () => {
    const resumed = resumeState(definitions('en'), [], null, { userExhibitionVO: { questionnaireResult: 'complete' } })
    expect(resumed.questionQueue).toEqual([2])
  })
})

describe('the questionnaire store', () => {
  test('starts at questionnaire 1 of 2, and shows the follow-up only when its trigger is chosen', async () => {
    fakeApi({ [LIST]: list, [ANSWERS]: () => ok([]) })
    await loadQuestionnaires(router, noEmit)
    const state = $questionnaire.get()
    expect(state.status).toBe('ready')
    expect(currentQuestionnaire(state)?.title).toBe('About your visit')
    expect(shownQuestions(state).map((question) => question.id)).toEqual(['heardFrom', 'purpose'])
    setAnswer('heardFrom', 'other')
    expect(shownQuestions($questionnaire.get()).map((question) => question.id)).toEqual(['heardFrom', 'heardFromOther', 'purpose'])
  })

  test('answers given survive a reload of the page', async () => {
    fakeApi({ [LIST]: list, [ANSWERS]: () => ok([]) })
    await loadQuestionnaires(router, noEmit)
    setAnswer('heardFrom', 'other')
    setAnswer('heardFromOther', 'A poster')
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('fair:questionnaire:000000:1001:visitor:u1'))).toBe(true)
    $questionnaire.setKey('questionMap', {})
    await loadQuestionnaires(router, noEmit)
    expect($questionnaire.get().questionMap[1]).toEqual({ heardFrom: 'other', heardFromOther: 'A poster' })
  })

  test('bad answers are refused with messages in the page language, nothing is sent, and a language switch rewords them', async () => {
    const api = fakeApi({ [LIST]: list, [ANSWERS]: () => ok([]), [SUBMIT]: () => ok({}) })
    await loadQuestionnaires(router, noEmit)
    setAnswer('purpose', ['a', 'b', 'c'])
    expect(await submitCurrent(router, noEmit)).toBe(false)
    expect($questionnaire.get().errors).toEqual({ heardFrom: 'Please choose an answer', purpose: 'Choose at most 2' })
    expect(await saveDraftNow()).toBe(false)
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    setLanguage('cn')
    await vi.waitFor(() => expect(currentQuestionnaire($questionnaire.get())?.title).toBe('关于您的参观'))
    expect($questionnaire.get().errors).toEqual({ heardFrom: '请选择答案', purpose: '最多选择2项' })
    expect($questionnaire.get().questionMap[1]).toEqual({ purpose: ['a', 'b', 'c'] })
  })

  test('a hidden follow-up keeps its text in the tab but is not sent', async () => {
    const api = fakeApi({
      [LIST]: list,
      [ANSWERS]: () => ok([]),
      [SUBMIT]: () => ok({ userExhibitionVO: { completeResult: 'succ', questionnaireResult: 'complete', questionnaireTwoResult: 'incomplete' } }),
    })
    await loadQuestionnaires(router, noEmit)
    setAnswer('heardFrom', 'other')
    setAnswer('heardFromOther', 'A poster')
    setAnswer('heardFrom', 'web')
    setAnswer('purpose', ['a'])
    expect(await saveDraftNow()).toBe(true)
    expect(api.calls.at(-1)?.body).toMatchObject({ questionnaireId: 'q1-en', isDraft: true, answers: { heardFrom: 'web', purpose: ['a'] } })
    expect(await submitCurrent(router, noEmit)).toBe(true)
    expect((api.calls.at(-1)?.body as { answers: object }).answers).toEqual({ heardFrom: 'web', purpose: ['a'] })
    expect($questionnaire.get().questionMap[1].heardFromOther).toBe('A poster')
    expect($questionnaire.get().questionQueue).toEqual([2])
    expect(currentQuestionnaire($questionnaire.get())?.title).toBe('Your business')
  })

  test('server field errors are shown and the answers kept', async () => {
    fakeApi({ [LIST]: list, [ANSWERS]: () => ok([]), [SUBMIT]: () => fail(400, 'Bad input', { fieldErrors: { purpose: 'Choose one of the listed options' } }) })
    await loadQuestionnaires(router, noEmit)
    setAnswer('heardFrom', 'web')
    setAnswer('purpose', ['a'])
    expect(await submitCurrent(router, noEmit)).toBe(false)
    expect($questionnaire.get().errors).toEqual({ purpose: 'Choose one of the listed options' })
    expect($questionnaire.get().questionMap[1]).toEqual({ heardFrom: 'web', purpose: ['a'] })
  })

  test('after the last questionnaire the fresh user record routes on to the review page', async () => {
    const done = { userExhibitionVO: { completeResult: 'succ', examineResult: 'pending', questionnaireResult: 'complete', questionnaireTwoResult: 'complete' } }
    fakeApi({
      [LIST]: list,
      [ANSWERS]: () => ok([{ index: 1, status: 'submitted', answers: { heardFrom: 'web', purpose: ['a'] }, updatedAt: 1 }]),
      [SUBMIT]: () => ok(done),
    })
    await loadQuestionnaires(router, noEmit)
    expect(currentQuestionnaire($questionnaire.get())?.index).toBe(2)
    setAnswer('size', 's')
    expect(await submitCurrent(router, noEmit)).toBe(true)
    expect($userInfo.get()?.userExhibitionVO?.questionnaireTwoResult).toBe('complete')
    expect(router.$route.get().path).toBe('/auditing')
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('fair:questionnaire:'))).toEqual([])
  })
})
