import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { REFERRAL_PATHS as R, type ReferralRanking } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { EXHIBITION } from '../testing/fixtures'
import { invitationOf, rankingOf, recordsOf } from './inviteStore'
import '../element/index'

/*
 * The invitation pages as a host page gets them: the real <fair-group-manager> in memory routing against a fake API
 * at the fetch level.
 */

const mount = (initialPath: string) => mountAreaElement('fair-group-manager', initialPath, { 'register-type': 'visitor' })

beforeEach(() => {
  freshElementPage({ registerType: 'visitor', token: 'visitor-token' })
  invitationOf(EXHIBITION).reset()
  recordsOf(EXHIBITION).reset()
  rankingOf(EXHIBITION).reset()
})

afterEach(clearElementPage)

const notice = { channel: 'email', subject: 'Ines invites you', text: 'Dear …, Ines invites you. http://x/#/invite/home?sourceInviteUserId=u' }

describe('inviting by e-mail', () => {
  test('a bad address is refused here, a repeat by the server beside the form, nothing typed lost; then sent and the form empties', async () => {
    let tries = 0
    const { calls } = areaApi({
      [`GET ${R.noticeTemplate}`]: () => ok(notice),
      [`POST ${R.send}`]: () =>
        ++tries === 1
          ? fail(409, 'nora@example.com has already been invited by you; nothing was sent again')
          : ok({ id: 'r1', channel: 'email', address: 'nora@example.com', sentToday: 2, dailyMax: 20 }),
    })
    const { view } = mount('/inviteRegistration-form/EMAIL')
    expect(await view.findByText(/Dear …, Ines invites you/)).toBeTruthy()
    await userEvent.type(view.getByRole('textbox', { name: /Name/ }), 'Nora Quist')
    await userEvent.type(view.getByRole('textbox', { name: /E-mail/ }), 'nora@')
    await userEvent.click(view.getByRole('button', { name: 'Send the invitation' }))
    expect((await view.findAllByText('Enter a valid e-mail address')).length).toBeGreaterThan(0)
    expect(calls.some((call) => call.path === R.send)).toBe(false)

    await userEvent.type(view.getByRole('textbox', { name: /E-mail/ }), 'example.com')
    await userEvent.click(view.getByRole('button', { name: 'Send the invitation' }))
    expect(await view.findByText(/has already been invited by you/)).toBeTruthy()
    expect((view.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Nora Quist')

    await userEvent.click(view.getByRole('button', { name: 'Send the invitation' }))
    expect(calls.filter((call) => call.path === R.send).at(-1)?.body).toMatchObject({ exhibitionId: '1020', recipient: { channel: 'email', name: 'Nora Quist', address: 'nora@example.com' } })
    await expect.poll(() => (view.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('')
  })

  test('an unknown way to invite says so', async () => {
    areaApi({})
    const { view } = mount('/inviteRegistration-form/FAX')
    expect(await view.findByText('There is no such way to invite.')).toBeTruthy()
  })
})

describe('the ranking', () => {
  test('shows the visitor\'s rank and the top list, his own row marked', async () => {
    const ranking: ReferralRanking = {
      rank: 2,
      registered: 3,
      inviters: 4,
      top: [
        { rank: 1, name: 'Ann****en', registered: 5, self: false },
        { rank: 2, name: 'Ines Larsen', registered: 3, self: true },
        { rank: 2, name: 'Ola****rg', registered: 3, self: false },
      ],
    }
    areaApi({ [`GET ${R.ranking}`]: () => ok(ranking) })
    const { view } = mount('/myRanking')
    expect(await view.findByText('No. 2')).toBeTruthy()
    expect(view.getByText('3 registered through you')).toBeTruthy()
    expect(view.getByRole('listitem', { name: 'No. 2 Ines Larsen (you), 3 registered' })).toBeTruthy()
    expect(view.getByRole('listitem', { name: 'No. 1 Ann****en, 5 registered' })).toBeTruthy()
  })
})
