import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { RELATION_PATHS as R, type RelationView, type TicketPerson } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok, onPhoneIn } from '@fairpass/core/testing'
import type { ExhibitionRef } from '@fairpass/core/area'
import { formKeyOf, mineOf, peopleOf, personFormOf, personInput, relationsIn, relationStates } from './relationStore'
import { ADA, FORM, GRACE, relation, relationDetail } from './testing'
import '../element/index'

/*
 * Registering other people in the real <fair-group-manager> (memory routing, shadow root) against a fake API at the
 * fetch level: the help form (a bad mobile refused here, the server's refusal beside the form, nothing typed lost),
 * the list with its states, the detail with its lock, and the person's own confirmation.
 */

const EXHIBITION: ExhibitionRef = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const FIELDS = [
  { field: 'name', type: 'name', required: true, label: 'Name', sort: 1 },
  { field: 'company', type: 'company', required: true, label: 'Company', sort: 2 },
  { field: 'photo', type: 'image', required: true, label: 'Photo', sort: 3 },
]

const personOf = (view: RelationView): TicketPerson => ({ holder: { name: view.name }, ticketIds: [], relation: view })
const mount = (path: string) => mountAreaElement('fair-group-manager', path, { 'register-type': 'visitor' })

beforeEach(() => {
  freshElementPage({ registerType: 'visitor', token: 'visitor-token' })
  peopleOf(EXHIBITION).reset()
  mineOf(EXHIBITION).reset()
  personFormOf(EXHIBITION).reset()
})
afterEach(clearElementPage)

describe('the store', () => {
  test('maps request paths to the form, reads a person, lists one kind and words states', () => {
    const fields = FIELDS.slice(0, 2) as never
    expect(formKeyOf('people.1.contact.mobile', fields)).toBe('1:contact.mobile')
    expect(formKeyOf('people.0.profile.name', fields)).toBe('0:p.name')
    expect(formKeyOf('company', fields)).toBe('0:p.company')
    expect(formKeyOf('exhibitionId', fields)).toBe('_form')
    expect(personInput({ '0:contact.mobile': ' 13900139001 ', '0:contact.email': '', '0:p.name': 'Ada', '0:p.company': '' }, 0, fields)).toEqual({ contact: { mobile: '13900139001' }, profile: { name: 'Ada' } })
    const people = [personOf(relation()), personOf(relation({ id: GRACE, kind: 'team' })), { holder: { name: 'Holder' }, ticketIds: ['t1'] }]
    expect(relationsIn(people, 'help').map((view) => view.id)).toEqual([ADA])
    expect(relationStates(relation({ holdsTicket: true }))).toEqual(['state.submitted', 'review.pending', 'ticket'])
    expect(relationStates(relation({ state: 'draft', review: 'none' }))).toEqual(['state.draft'])
  })
})

describe('help registration', () => {
  test('a bad mobile is refused here, the server refusal shows beside the form, nothing typed is lost; then saved and submitted', async () => {
    let tries = 0
    const { calls } = areaApi({
      [`GET ${FORM}`]: () => ok(FIELDS),
      [`GET ${R.list}`]: () => ok([]),
      [`GET ${R.self}`]: () => ok([]),
      [`POST ${R.save}`]: () => (++tries === 1 ? fail(409, 'This mobile number or e-mail address is already registered for this exhibition') : ok([relation({ state: 'draft', review: 'none' })])),
      [`POST ${R.submit}`]: () => ok([relation()]),
    })
    const { view, element } = mount('/helpRegistration-form')
    const submitted = vi.fn()
    element.addEventListener('fair-relation-submitted', (event) => submitted((event as CustomEvent).detail))
    // The photo is left to the person: only the fields someone else may fill in are asked.
    expect(await view.findByRole('textbox', { name: /Name/ })).toBeTruthy()
    expect(view.queryByText('Photo')).toBeNull()
    await userEvent.type(view.getByRole('textbox', { name: /Mobile/ }), '12345')
    await userEvent.type(view.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace')
    await userEvent.type(view.getByRole('textbox', { name: /Company/ }), 'Engines Ltd')
    await userEvent.click(view.getByRole('button', { name: 'Submit registration' }))
    expect(await view.findByText(/valid mobile/)).toBeTruthy()
    expect(calls.some((call) => call.path === R.save)).toBe(false)
    expect((view.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ada Lovelace')

    await userEvent.type(view.getByRole('textbox', { name: /Mobile/ }), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}13900139001')
    await userEvent.click(view.getByRole('button', { name: 'Submit registration' }))
    expect(await view.findByText(/already registered for this exhibition/)).toBeTruthy()
    expect((view.getByRole('textbox', { name: /Company/ }) as HTMLInputElement).value).toBe('Engines Ltd')

    await userEvent.click(view.getByRole('button', { name: 'Submit registration' }))
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ exhibitionId: '1020', kind: 'help', ids: [ADA] }))
    expect(calls.find((call) => call.path === R.save)?.body).toMatchObject({ kind: 'help', people: [{ contact: { mobile: '13900139001' }, profile: { name: 'Ada Lovelace', company: 'Engines Ltd' } }] })
    expect(calls.find((call) => call.path === R.submit)?.body).toMatchObject({ idList: [ADA] })
    expect(await view.findByText('People you registered')).toBeTruthy()
  })

  test('the list shows each person with their state; the detail explains why a record can no longer be removed', async () => {
    const detail = relationDetail(relation({ id: GRACE, name: 'Grace Hopper', lock: 'signedIn' }), { name: 'Grace Hopper', company: 'Navy' })
    areaApi({
      [`GET ${FORM}`]: () => ok(FIELDS),
      [`GET ${R.list}`]: () => ok([personOf(relation()), personOf(relation({ id: GRACE, name: 'Grace Hopper', lock: 'signedIn' })), { holder: { name: 'Ticket holder' }, ticketIds: ['t1'] }]),
      [`GET ${R.self}`]: () => ok([]),
      [`GET ${R.detail}`]: () => ok(detail),
    })
    const { view } = mount('/helpRegistration')
    expect(await view.findByRole('link', { name: 'Open Ada Lovelace' })).toBeTruthy()
    expect(view.queryByText('Ticket holder')).toBeNull()
    expect(view.getAllByText('In review')).toHaveLength(2)
    await userEvent.click(view.getByRole('link', { name: 'Open Grace Hopper' }))
    expect(await view.findByText(/signed in themselves/)).toBeTruthy()
    expect(view.getByText('Navy')).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Remove registration' })).toBeNull()
  })

  test('the detail dates the submission on the fair’s clock on a phone west of UTC', async () => {
    // Half an hour after the fair's midnight on the 26th: the afternoon of the 25th in California and in UTC.
    const detail = relationDetail(relation({ submittedAt: '2026-11-25T16:30:00Z' }), { name: 'Ada Lovelace', company: 'Engines Ltd' })
    areaApi({ [`GET ${FORM}`]: () => ok(FIELDS), [`GET ${R.detail}`]: () => ok(detail) })
    await onPhoneIn('America/Los_Angeles', async () => {
      const { view } = mount(`/others-registration-info-detail/help?id=${ADA}`)
      expect(await view.findByText('26 Nov 2026, 00:30')).toBeTruthy()
    })
  })

  test('the registrant answers the questionnaire for the person: a required question refused here first, then sent with their account', async () => {
    const PERSON = '44444444-4444-4444-8444-444444444444'
    const QUESTIONNAIRE = '55555555-5555-4555-8555-555555555555'
    const detail = relationDetail(relation(), { name: 'Ada Lovelace', company: 'Engines Ltd' }, PERSON)
    const { calls } = areaApi({
      [`GET ${FORM}`]: () => ok(FIELDS),
      [`GET ${R.detail}`]: () => ok(detail),
      [`GET ${R.questionnaires}`]: () =>
        ok([
          {
            id: QUESTIONNAIRE,
            index: 1,
            title: 'Your visit',
            questions: [
              { id: 'purpose', type: 'single', title: 'Purpose of your visit', required: true, options: [{ key: 'buy', label: 'Buy' }, { key: 'look', label: 'Look around' }] },
              { id: 'note', type: 'text', title: 'Anything else?', required: false },
            ],
          },
        ]),
      [`POST ${R.questionnaireForOther}`]: () => ok({ userId: PERSON, questionnaireResult: 'complete', questionnaireTwoResult: null, questionnaireThreeResult: null }),
    })
    const { view } = mount(`/others-registration-info-detail/help?id=${ADA}`)
    expect(await view.findByText('Not answered yet')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Answer "Your visit"' }))
    const form = view.getByRole('form', { name: 'Answers for Ada Lovelace: Your visit' })
    expect(form).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Submit the answers' }))
    expect(await view.findByText('Please correct the questions marked in red')).toBeTruthy()
    expect(calls.some((call) => call.path === R.questionnaireForOther)).toBe(false)
    await userEvent.click(view.getByRole('radio', { name: 'Look around' }))
    await userEvent.click(view.getByRole('button', { name: 'Submit the answers' }))
    expect(await view.findByText('The answers to "Your visit" were saved for Ada Lovelace.')).toBeTruthy()
    expect(view.getByText('Answered')).toBeTruthy()
    expect(calls.find((call) => call.path === R.questionnaireForOther)?.body).toMatchObject({ userId: PERSON, questionnaireId: QUESTIONNAIRE, registerType: 'visitor', answers: { purpose: 'look' } })
  })

  test('the person registered by someone else confirms their details', async () => {
    let confirmed = false
    const { calls } = areaApi({
      [`GET ${FORM}`]: () => ok(FIELDS),
      [`GET ${R.list}`]: () => ok([]),
      [`GET ${R.self}`]: () => ok([{ id: ADA, kind: 'help', registeredBy: 'Buyer 0', profile: { name: 'Ada Lovelace', company: 'Engines Ltd' }, state: confirmed ? 'confirmed' : 'submitted', review: 'pending' }]),
      [`POST ${R.selfSubmit}`]: () => {
        confirmed = true
        return ok({ id: ADA, kind: 'help', registeredBy: 'Buyer 0', profile: { name: 'Ada Lovelace', company: 'Engines Ltd' }, state: 'confirmed', review: 'approve' })
      },
    })
    const { view } = mount('/helpRegistration')
    expect(await view.findByText(/Buyer 0 registered you/)).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: /confirm/ }))
    expect(await view.findByText('Confirmed')).toBeTruthy()
    expect(calls.find((call) => call.path === R.selfSubmit)?.body).toMatchObject({ id: ADA })
  })

  test('what was typed into a new form survives leaving the page (spec helpRegUserInfo) and goes once saved', async () => {
    areaApi({ [`GET ${FORM}`]: () => ok(FIELDS), [`GET ${R.list}`]: () => ok([]), [`GET ${R.self}`]: () => ok([]) })
    const first = mount('/helpRegistration-form')
    await userEvent.type(await first.view.findByRole('textbox', { name: /Name/ }), 'Ada Lovelace')
    expect(sessionStorage.getItem('fair:helpRegUserInfo')).toContain('Ada Lovelace')
    clearElementPage()
    freshElementPage({ registerType: 'visitor', token: 'visitor-token' })
    areaApi({ [`GET ${FORM}`]: () => ok(FIELDS), [`GET ${R.list}`]: () => ok([]), [`GET ${R.self}`]: () => ok([]) })
    sessionStorage.setItem('fair:helpRegUserInfo', JSON.stringify({ userId: '', kind: 'help', count: 1, values: { '0:p.name': 'Ada Lovelace' } }))
    const again = mount('/helpRegistration-form')
    await waitFor(async () => expect(((await again.view.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('Ada Lovelace'))
  })

  test('an unknown others type is refused in words', async () => {
    areaApi({ [`GET ${R.self}`]: () => ok([]) })
    const { view } = mount('/othersRegistration/holiday')
    expect(await view.findByText('There is no such kind of registration.')).toBeTruthy()
  })
})
