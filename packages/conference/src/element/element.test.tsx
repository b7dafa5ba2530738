import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { configureSession } from '@fairpass/core/session'
import { $notices } from '@fairpass/core/notice'
import { fail, ok, areaApi, mountAreaElement, freshElementPage, clearElementPage } from '@fairpass/core/testing'
import { agendaEntry, detail, EXHIBITION, OTHER_ID, programmePage, session, SESSION_ID, SIGN_CODE } from '../testing/fixtures'
import { programmeOf } from '../programme/programmeStore'
import { actionOf, agendaOf, sessionOf } from '../session/sessionStore'
import { landingOf, signInOf } from '../signIn/signInStore'
import './index'

/*
 * The pages as a host page gets them: the real <fair-conference> element in memory routing, queried inside its
 * shadow root, against a fake API at the fetch level (the real HTTP client runs).
 */

const CONFIG_CLIENT = '/api/ef-registration-config-client'
const CLIENT = '/api/ef-registration-client'
const PROGRAMME = `GET ${CONFIG_CLIENT}/conference/session/page`
const DETAIL = `GET ${CONFIG_CLIENT}/conference/session/detail`
const AGENDA = `GET ${CLIENT}/conference/mySchedule`
const REGISTER = `POST ${CLIENT}/conference/registration/submit`
const SIGN_CODE_DETAIL = `GET ${CONFIG_CLIENT}/conference/signCode/detail`
const SIGN_IN = `POST ${CLIENT}/conference/signIn`

const api = areaApi

const mount = (initialPath: string, attributes: Record<string, string> = {}) => mountAreaElement('fair-conference', initialPath, attributes)

beforeEach(() => {
  freshElementPage()
  programmeOf(EXHIBITION).reset()
  programmeOf(EXHIBITION).$filter.set({ day: '', roomId: '', topic: '', q: '' })
  agendaOf(EXHIBITION).reset()
  sessionOf(EXHIBITION, SESSION_ID).reset()
  actionOf(EXHIBITION, SESSION_ID).clear()
  landingOf('000000', SIGN_CODE).reset()
  signInOf('000000', SIGN_CODE).reset()
})

afterEach(clearElementPage)

describe('the programme', () => {
  test('opens without a login, groups sessions by day and filters by day, room and search', async () => {
    const { calls } = api({
      [PROGRAMME]: (call) =>
        ok(call.query.get('day') === '2026-12-26' ? programmePage([session({ id: OTHER_ID, title: 'Day two panel', day: '2026-12-26' })]) : programmePage([session()])),
    })
    const { view } = mount('/meetingSchedule')
    expect(await view.findByRole('link', { name: 'Open Opening keynote' })).toBeTruthy()
    expect(view.getByRole('heading', { name: 'Fri 25 Dec' })).toBeTruthy()
    expect(view.getByText('40 of 100 seats left')).toBeTruthy()

    await userEvent.click(view.getByRole('button', { name: 'Sat 26 Dec' }))
    expect(await view.findByRole('link', { name: 'Open Day two panel' })).toBeTruthy()
    expect(view.getByRole('button', { name: 'Sat 26 Dec' }).getAttribute('aria-pressed')).toBe('true')

    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Room' }), 'Main hall')
    await userEvent.type(view.getByRole('searchbox', { name: 'Search sessions, topics or speakers' }), 'robot')
    await waitFor(() => expect(calls.some((call) => call.query.get('q') === 'robot')).toBe(true))
    const last = calls.filter((call) => call.path.endsWith('/session/page')).at(-1)!
    expect(last.query.get('day')).toBe('2026-12-26')
    expect(last.query.get('roomId')).toBe(session().room.id)
    expect(last.query.get('exhibitionId')).toBe('1020')
  })

  test('a long programme appends the next page when asked', async () => {
    const first = Array.from({ length: 20 }, (_, index) => session({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, title: `Session ${index}` }))
    api({
      [PROGRAMME]: (call) =>
        ok(call.query.get('page') === '2' ? programmePage([session({ id: OTHER_ID, title: 'Session 20' })], { page: 2, total: 21 }) : programmePage(first, { total: 21 })),
    })
    const { view } = mount('/meetingSchedule')
    await userEvent.click(await view.findByRole('button', { name: 'Load more sessions' }))
    expect(await view.findByRole('link', { name: 'Open Session 20' })).toBeTruthy()
    expect(view.getAllByRole('link', { name: /^Open Session/ })).toHaveLength(21)
    expect(view.queryByRole('button', { name: 'Load more sessions' })).toBeNull()
    expect(view.getByText('That is the whole list')).toBeTruthy()
  })
})

describe('a session', () => {
  beforeEach(() => configureSession({ tenantId: '000000', exhibitionId: '1020', languageType: 'en', token: 't' }))

  test('registers, warns of a clash the server reports, and renders the description as rich text', async () => {
    let registered = false
    const { calls } = api({
      [DETAIL]: () => ok(detail({ descriptionHtml: '<p>About <strong>AI</strong></p>' })),
      [AGENDA]: () => ok(registered ? [agendaEntry()] : []),
      [PROGRAMME]: () => ok(programmePage([session()])),
      [REGISTER]: () => {
        registered = true
        return ok({
          registrations: [{ sessionId: SESSION_ID, status: 'registered', position: null, changed: true, seatsLeft: 39 }],
          clashes: [{ sessionId: SESSION_ID, withSessionId: OTHER_ID, withTitle: 'Innovation stage', withStartsAt: '2026-12-25T01:30:00Z', withEndsAt: '2026-12-25T02:00:00Z' }],
        })
      },
    })
    const { view, shadow } = mount(`/meetingSchedule/details/${SESSION_ID}`)
    await userEvent.click(await view.findByRole('button', { name: 'Register' }))
    expect(await view.findByText('You are registered.')).toBeTruthy()
    const clash = view.getByRole('alert')
    expect(clash.textContent).toContain('Overlaps with Innovation stage (09:30–10:00).')
    expect(await view.findByRole('button', { name: 'Cancel registration' })).toBeTruthy()
    const register = calls.find((call) => call.method === 'POST')!
    expect(register.body).toMatchObject({ exhibitionId: '1020', tenantId: '000000', sessionIds: [SESSION_ID] })
    const description = shadow.querySelector('[data-part="description"]')!
    expect(description.querySelector('strong')?.textContent).toBe('AI')
    // What the sanitiser takes out is tested where HTML parses as in a browser (ui/RichText/sanitize.test.ts, jsdom).
  })

  test('a full session offers the waiting list and says the place', async () => {
    api({
      [DETAIL]: () => ok(detail({ full: true, seatsLeft: 0, capacity: 1, waitlisted: 1 })),
      [AGENDA]: () => ok([]),
      [PROGRAMME]: () => ok(programmePage([session()])),
      [REGISTER]: () => ok({ registrations: [{ sessionId: SESSION_ID, status: 'waitlisted', position: 2, changed: true, seatsLeft: 0 }], clashes: [] }),
    })
    const { view } = mount(`/meetingSchedule/details/${SESSION_ID}`)
    expect(await view.findByText('1 waiting')).toBeTruthy()
    await userEvent.click(await view.findByRole('button', { name: 'Join the waiting list' }))
    expect(await view.findByText('The session is full: you are on the waiting list as number 2.')).toBeTruthy()
  })

  test("a refusal is said in place with the server's words, once", async () => {
    api({
      [DETAIL]: () => ok(detail()),
      [AGENDA]: () => ok([]),
      [PROGRAMME]: () => ok(programmePage([session()])),
      [REGISTER]: () => fail(409, 'Opening keynote has already started, registration is closed'),
    })
    const { view } = mount(`/meetingSchedule/details/${SESSION_ID}`)
    await userEvent.click(await view.findByRole('button', { name: 'Register' }))
    expect((await view.findByRole('alert')).textContent).toBe('Opening keynote has already started, registration is closed')
    expect($notices.get()).toEqual([])
  })

  test("an activity's old link (conferenceId in the query) opens the session's page", async () => {
    const { calls } = api({ [DETAIL]: () => ok(detail()), [AGENDA]: () => ok([]) })
    const { view } = mount(`/conference/activity/detail?conferenceId=${SESSION_ID}`)
    expect(await view.findByRole('heading', { name: 'Opening keynote', level: 1 })).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/session/detail'))?.query.get('id')).toBe(SESSION_ID)
  })

  test('a link to a session that is not in the programme says so, once, without a retry', async () => {
    api({ [DETAIL]: () => fail(404, 'Not found'), [AGENDA]: () => ok([]) })
    const { view } = mount(`/meetingSchedule/details/${SESSION_ID}`)
    expect((await view.findByRole('alert')).textContent).toBe('This session was not found.')
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect($notices.get()).toEqual([])
  })

  test('a paid session links to buying its ticket type through the ticket area', async () => {
    api({
      [DETAIL]: () =>
        ok(detail({ paid: { ticketTypeId: 'tt-1', registerLinkId: 'conference-activities', priceFen: 8000, currency: 'RMB', refundableUntil: null, refundFeePercent: 0 } })),
      [AGENDA]: () => ok([]),
    })
    const { view } = mount(`/meetingSchedule/details/${SESSION_ID}`)
    const buy = await view.findByRole('link', { name: 'Buy a ticket ¥80.00' })
    // The ticket area's list of the activities' link, where a type is chosen and ordered.
    expect(buy.getAttribute('href')).toMatch(/\/ticket-type\?registerLinkId=conference-activities$/)
    expect(view.queryByRole('button', { name: 'Register' })).toBeNull()
  })
})

describe('choosing sessions of a forum', () => {
  beforeEach(() => configureSession({ tenantId: '000000', exhibitionId: '1020', languageType: 'en', token: 't' }))
  const FORUM = '44444444-4444-4444-8444-444444444444'

  test('ticks sessions of the forum, registers them in one call and says each answer and the clash', async () => {
    const { calls } = api({
      [`GET ${CONFIG_CLIENT}/conference/list`]: () => ok([{ id: FORUM, name: 'Global Manufacturing Summit', description: 'Main hall and stage' }]),
      [PROGRAMME]: () => ok(programmePage([session(), session({ id: OTHER_ID, title: 'Robots panel', full: true, seatsLeft: 0 })])),
      [AGENDA]: () => ok([]),
      [REGISTER]: () =>
        ok({
          registrations: [
            { sessionId: SESSION_ID, status: 'registered', position: null, changed: true, seatsLeft: 39 },
            { sessionId: OTHER_ID, status: 'waitlisted', position: 3, changed: true, seatsLeft: 0 },
          ],
          clashes: [{ sessionId: OTHER_ID, withSessionId: SESSION_ID, withTitle: 'Opening keynote', withStartsAt: '2026-12-25T01:30:00Z', withEndsAt: '2026-12-25T02:15:00Z' }],
        }),
    })
    const { view } = mount(`/conference/selectConference?conferenceTypeId=${FORUM}&conferenceId=${SESSION_ID}`)
    expect(await view.findByRole('heading', { name: 'Global Manufacturing Summit', level: 1 })).toBeTruthy()
    // The link's session is ticked already.
    expect((await view.findByRole('checkbox', { name: '09:30–10:15 Opening keynote' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(view.getByRole('checkbox', { name: '09:30–10:15 Robots panel' }))
    await userEvent.click(view.getByRole('button', { name: 'Register for the chosen sessions (2)' }))
    expect(await view.findByText('The session is full: you are on the waiting list as number 3.')).toBeTruthy()
    expect(view.getByText('You are registered.')).toBeTruthy()
    expect(view.getByRole('alert').textContent).toContain('Overlaps with Opening keynote (09:30–10:15).')
    const register = calls.find((call) => call.method === 'POST')!
    expect(register.body).toMatchObject({ sessionIds: [SESSION_ID, OTHER_ID], conferenceTypeId: FORUM })
    const programme = calls.find((call) => call.path.endsWith('/session/page'))!
    expect(programme.query.get('conferenceTypeId')).toBe(FORUM)
  })
})

describe('the door sign-in', () => {
  const landing = () =>
    ok({ tenantId: '000000', exhibitionId: '1020', sessionId: SESSION_ID, title: 'Opening keynote', room: session().room, day: '2026-12-25', startsAt: session().startsAt, endsAt: session().endsAt, timeZone: 'Asia/Shanghai', localStart: '09:30', localEnd: '10:15', walkIn: 'refused', paid: false })

  test('signed out: shows the session and asks for the login, then comes back to the link', async () => {
    api({ [SIGN_CODE_DETAIL]: landing })
    if (!customElements.get('fair-registration')) customElements.define('fair-registration', class extends HTMLElement {})
    const { view } = mount(`/meetingSignIn?signCodeId=${SIGN_CODE}&source=door`)
    expect(await view.findByRole('heading', { name: 'Opening keynote' })).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Log in to sign in' }))
    expect(sessionStorage.getItem('fair:returnTo')).toBe(`/meetingSignIn?signCodeId=${SIGN_CODE}&source=door`)
  })

  test('signed in: signs in at once and says the refusal reason when the server refuses', async () => {
    configureSession({ tenantId: '000000', exhibitionId: '1020', languageType: 'en', token: 't' })
    const { calls } = api({ [SIGN_CODE_DETAIL]: landing, [SIGN_IN]: () => fail(409, 'Only registered visitors can sign in to Opening keynote') })
    const { view } = mount(`/meetingSignIn?signCodeId=${SIGN_CODE}&source=door`)
    expect(await view.findByText('Only registered visitors can sign in to Opening keynote')).toBeTruthy()
    expect(view.getByText('Sign-in not possible')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ signCodeId: SIGN_CODE, source: 'door', tenantId: '000000' })
  })

  test('a cut-off code is refused without asking the server', async () => {
    const { calls } = api({})
    const { view } = mount('/meetingSignIn?signCodeId=short')
    expect((await view.findByRole('alert')).textContent).toBe('This sign-in code is not valid. Please scan the QR code at the door again.')
    expect(calls.some((call) => call.path.includes('signCode'))).toBe(false)
  })
})
