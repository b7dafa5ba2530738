import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SUBORDINATE_PATHS as S, type SubordinateView } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { EXHIBITION } from '../testing/fixtures'
import '../element/index'
import { capOf, subordinateOf, subordinatesOf, subordinateStates } from './subordinateStore'

/*
 * The sub-account pages in the real <fair-group-manager> (memory routing, shadow root) against a fake API: the list
 * with the cap, opening one (the password rule checked here first, a taken name refused beside the form, nothing typed
 * lost), the reset form, the details with disable.
 */

// Typing a whole form key by key takes more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 30_000 })

const ID = '6f1c2a4e-8d3b-4f5a-9c7e-1b2d3e4f5a6b'
const USER = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'

const view = (over: Partial<SubordinateView> = {}): SubordinateView => ({
  id: ID,
  userId: USER,
  account: 'emma.li',
  name: 'Emma Li',
  mobile: null,
  email: 'emma.li@example.com',
  company: 'Hailian',
  title: 'Assistant',
  status: 'active',
  registration: 'approve',
  entryCode: '4820193746',
  passwordSetAt: '2026-11-26T06:00:00.000Z',
  createdAt: '2026-11-26T06:00:00.000Z',
  ...over,
})

const mount = (path: string) => mountAreaElement('fair-group-manager', path, { 'register-type': 'visitingGroup' })

beforeEach(() => {
  freshElementPage({ registerType: 'visitingGroup', token: 'leader-token' })
  subordinatesOf(EXHIBITION).reset()
  subordinateOf(EXHIBITION, ID).reset()
})
afterEach(clearElementPage)

describe('rules of the page', () => {
  test('the cap and the states a row shows', () => {
    expect(capOf({ items: [view()], max: 1 })).toEqual({ n: 1, max: 1, full: true })
    expect(subordinateStates(view({ status: 'disabled', registration: 'pending' }))).toEqual(['status.disabled', 'registration.pending'])
  })
})

describe('the sub-accounts', () => {
  test('the list shows each one with its state and entry code; at the cap there is no "open"', async () => {
    areaApi({ [`GET ${S.list}`]: () => ok({ items: [view(), view({ id: 'x', name: 'Zhao Ming', account: 'zhao.m', status: 'disabled', registration: 'pending', entryCode: null })], max: 2 }) })
    const { view: screen } = mount('/subordinate')
    expect(await screen.findByRole('link', { name: 'Open Emma Li' })).toBeTruthy()
    expect(screen.getByText('Entry code 4820193746')).toBeTruthy()
    expect(screen.getByText('Disabled')).toBeTruthy()
    expect(screen.getByText('2 of 2 opened')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Open a sub-account' })).toBeNull()
  })

  test('a weak password is refused here with the rule, a taken name by the server beside the field, nothing typed lost', async () => {
    let tries = 0
    const { calls } = areaApi({
      [`POST ${S.create}`]: () => (++tries === 1 ? fail(409, 'This account name is already taken, please choose another', { fieldErrors: { account: 'This account name is already taken, please choose another' } }) : ok(view())),
      [`GET ${S.detail}`]: () => ok(view()),
      [`GET ${S.list}`]: () => ok({ items: [view()], max: 10 }),
    })
    const { view: screen } = mount('/subordinate/form')
    await userEvent.type(await screen.findByRole('textbox', { name: /Account name/ }), 'emma.li')
    await userEvent.type(screen.getByLabelText(/Initial password/), 'password')
    await userEvent.type(screen.getByLabelText(/Confirm the password/), 'password')
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Emma Li')
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'emma.li@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }))
    expect(await screen.findByText('The password must contain digits, letters and special characters')).toBeTruthy()
    expect(screen.getAllByText(/At least 8 characters, with digits, letters and special characters/).length).toBeGreaterThan(0)
    expect(calls.some((call) => call.path === S.create)).toBe(false)
    expect((screen.getByRole('textbox', { name: /Account name/ }) as HTMLInputElement).value).toBe('emma.li')

    await userEvent.type(screen.getByLabelText(/Initial password/), '#1')
    await userEvent.type(screen.getByLabelText(/Confirm the password/), '#1')
    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }))
    expect(await screen.findByText('This account name is already taken, please choose another')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Emma Li')
    expect(calls.find((call) => call.path === S.create)?.body).toMatchObject({ account: 'emma.li', password: 'password#1', confirmPassword: 'password#1', person: { name: 'Emma Li', email: 'emma.li@example.com' } })

    await userEvent.click(screen.getByRole('button', { name: 'Open the account' }))
    expect(await screen.findByText('4820193746')).toBeTruthy()
  })

  test('the reset form checks the rule and the match, then sets the password', async () => {
    const { calls } = areaApi({
      [`GET ${S.list}`]: () => ok({ items: [view()], max: 10 }),
      [`POST ${S.resetPassword}`]: () => ok({ reset: true }),
      [`GET ${S.detail}`]: () => ok(view()),
    })
    const { view: screen } = mount(`/subordinate/resetPwd/${USER}`)
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Fresh#2027')
    await userEvent.type(screen.getByLabelText(/Confirm the new password/), 'Fresh#2028')
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }))
    expect(await screen.findByText('The new passwords entered do not match')).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/Confirm the new password/), '{Backspace}7')
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }))
    expect(await screen.findByText('emma.li')).toBeTruthy()
    expect(calls.find((call) => call.path === S.resetPassword)?.body).toMatchObject({ userId: USER, newPassword: 'Fresh#2027', confirmPassword: 'Fresh#2027' })
  })

  test('the details disable the account', async () => {
    const { calls } = areaApi({
      [`GET ${S.detail}`]: () => ok(view()),
      [`POST ${S.status}`]: () => ok(view({ status: 'disabled' })),
      [`GET ${S.list}`]: () => ok({ items: [view({ status: 'disabled' })], max: 10 }),
    })
    const { view: screen } = mount(`/subordinate/details/${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }))
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy()
    expect(calls.find((call) => call.path === S.status)?.body).toMatchObject({ id: ID, enabled: false })
  })
})
