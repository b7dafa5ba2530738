import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $sysConfig, $userInfo, configureSession, setLanguage, signOut } from '@fairpass/core/session'
import { createMemoryRouter, RouterContext } from '@fairpass/core/router'
import type { QuestionnaireDefinition } from '@fairpass/core/validation'
import { fakeApi, ok } from '@fairpass/core/testing'
import { QuestionnairePage } from './QuestionnairePage'
import { $questionnaire } from './questionnaireStore'

const LIST = 'GET /api/ef-registration-config-client/questionnaire/listForUser'
const ANSWERS = 'GET /api/ef-registration-data-client/questionnaire/answers'
const SUBMIT = 'POST /api/ef-registration-data-client/questionnaire/submit'

const definitions: QuestionnaireDefinition[] = [
  {
    id: 'q1',
    index: 1,
    title: 'About your visit',
    questions: [
      {
        id: 'heardFrom',
        type: 'single',
        title: 'How did you hear about us?',
        required: true,
        options: [
          { key: 'web', label: 'Website' },
          { key: 'other', label: 'Other' },
        ],
      },
      { id: 'heardFromOther', type: 'text', title: 'Please specify', required: true, showWhen: { questionId: 'heardFrom', optionKey: 'other' } },
      {
        id: 'purpose',
        type: 'multiple',
        title: 'Purpose',
        required: true,
        maxChoices: 1,
        options: [
          { key: 'a', label: 'Buy' },
          { key: 'b', label: 'Sell' },
        ],
      },
    ],
  },
  { id: 'q2', index: 2, title: 'Your business', questions: [{ id: 'size', type: 'text', title: 'Size', required: false }] },
]

/** The page renders in an element whose own router it follows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  $questionnaire.setKey('status', 'loading')
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  setLanguage('en')
  $sysConfig.set({ enQuestionnaireSwitch: 'on' } as never)
  $userInfo.set({ userId: 'u1', userExhibitionVO: { completeResult: 'succ', questionnaireResult: 'incomplete', questionnaireTwoResult: 'incomplete' } })
  router = createMemoryRouter('/questionnaire')
})

afterEach(() => {
  cleanup()
  router.stop()
  vi.unstubAllGlobals()
})

describe('QuestionnairePage', () => {
  it('shows progress, named groups, the follow-up right after its trigger, and inline limits', async () => {
    const api = fakeApi({
      [LIST]: () => ok(definitions),
      [ANSWERS]: () => ok([]),
      [SUBMIT]: () => ok({ userExhibitionVO: { completeResult: 'succ', questionnaireResult: 'complete', questionnaireTwoResult: 'incomplete' } }),
    })
    const user = userEvent.setup()
    render(
      <RouterContext value={router}>
        <QuestionnairePage />
      </RouterContext>,
    )

    expect(await screen.findByText('Questionnaire 1 of 2')).toBeTruthy()
    const heardFrom = screen.getByRole('radiogroup', { name: 'How did you hear about us?' })
    expect(screen.queryByRole('textbox', { name: 'Please specify' })).toBeNull()

    await user.click(within(heardFrom).getByRole('radio', { name: 'Other' }))
    const specify = await screen.findByRole('textbox', { name: 'Please specify' })
    // Right after the trigger question, before the next one.
    const purpose = screen.getByRole('group', { name: 'Purpose' })
    expect(heardFrom.compareDocumentPosition(specify) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(specify.compareDocumentPosition(purpose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('New question: Please specify')).toBeTruthy()

    await user.type(specify, 'A poster')
    await user.click(within(purpose).getByRole('checkbox', { name: 'Buy' }))
    await user.click(within(purpose).getByRole('checkbox', { name: 'Sell' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Choose at most 1')).toBeTruthy()
    expect(purpose.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await user.click(within(purpose).getByRole('checkbox', { name: 'Sell' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.getByText('Questionnaire 2 of 2')).toBeTruthy())
    expect(screen.getByRole('heading', { level: 2, name: 'Your business' })).toBe(document.activeElement)
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      questionnaireId: 'q1',
      isDraft: false,
      answers: { heardFrom: 'other', heardFromOther: 'A poster', purpose: ['a'] },
    })
  })
})
