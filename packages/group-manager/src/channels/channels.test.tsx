import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { CHANNEL_PATHS as C, type ChannelView } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { EXHIBITION } from '../testing/fixtures'
import { channelsOf } from './channelStore'
import '../element/index'

/*
 * The channel pages as a host page gets them: the real <fair-group-manager> in memory routing against a fake API at
 * the fetch level. The create form checks the shared schema before sending and keeps what was typed when the server
 * refuses a taken code; the list and the details show the registrations counted through each channel.
 */

const mount = (initialPath: string) => mountAreaElement('fair-group-manager', initialPath, { 'register-type': 'visitingGroup' })

const channel = (overrides: Partial<ChannelView> = {}): ChannelView => ({ code: 'WX01', name: 'WeChat group', registrations: 2, createdAt: '2026-11-20T08:00:00Z', ...overrides })

beforeEach(() => {
  freshElementPage({ registerType: 'visitingGroup', token: 'leader-token' })
  channelsOf(EXHIBITION).reset()
})

afterEach(clearElementPage)

describe('channels', () => {
  test('a 5-character code is refused before sending, a taken one by the server beside the form; then created with the event', async () => {
    let tries = 0
    const { calls } = areaApi({
      [`POST ${C.save}`]: () => (++tries === 1 ? fail(409, 'The code AB12 is already used at this exhibition; choose another') : ok(channel({ code: 'AB12', name: 'Booth flyer', registrations: 0 }))),
      [`GET ${C.detail}`]: () => ok({ channel: channel({ code: 'AB12', name: 'Booth flyer', registrations: 0 }), path: '/registration?tenantId=000000&exhibitionId=1020&registerType=visitor&sourceCode=AB12', registrants: [] }),
    })
    const { view, element } = mount('/source/form')
    const created = vi.fn()
    element.addEventListener('fair-channel-created', (event) => created((event as CustomEvent).detail))
    await userEvent.type(await view.findByRole('textbox', { name: /Channel code/ }), 'AB123')
    await userEvent.type(view.getByRole('textbox', { name: /Channel name/ }), 'Booth flyer')
    await userEvent.click(view.getByRole('button', { name: 'Create the channel' }))
    expect((await view.findAllByText('Enter a code of at most 4 digits or letters')).length).toBeGreaterThan(0)
    expect(calls.some((call) => call.path === C.save)).toBe(false)

    await userEvent.type(view.getByRole('textbox', { name: /Channel code/ }), '{Backspace}')
    await userEvent.click(view.getByRole('button', { name: 'Create the channel' }))
    expect(await view.findByText('The code AB12 is already used at this exhibition; choose another')).toBeTruthy()
    expect((view.getByRole('textbox', { name: /Channel name/ }) as HTMLInputElement).value).toBe('Booth flyer')

    await userEvent.click(view.getByRole('button', { name: 'Create the channel' }))
    await waitFor(() => expect(created).toHaveBeenCalledWith({ exhibitionId: '1020', code: 'AB12' }))
    expect(calls.filter((call) => call.path === C.save).at(-1)?.body).toMatchObject({ exhibitionId: '1020', code: 'AB12', name: 'Booth flyer' })
    expect(await view.findByText(/sourceCode=AB12/)).toBeTruthy()
    expect(view.getByText('Nobody has registered through this channel yet.')).toBeTruthy()
  })

  test('the list shows each channel with its count; the details list who registered', async () => {
    areaApi({
      [`GET ${C.list}`]: () => ok([channel(), channel({ code: 'BTH1', name: 'Booth flyer', registrations: 0 })]),
      [`GET ${C.detail}`]: () =>
        ok({
          channel: channel(),
          path: '/registration?tenantId=000000&exhibitionId=1020&registerType=visitor&sourceCode=WX01',
          registrants: [
            { name: 'Li Lei', company: 'Harbour Trade', registerType: 'visitor', completeResult: 'succ', registeredAt: '2026-11-21T08:00:00Z' },
            { name: '', company: '', registerType: 'visitor', completeResult: 'fail', registeredAt: '2026-11-22T08:00:00Z' },
          ],
        }),
    })
    const { view } = mount('/source')
    expect(await view.findByText('2 registered')).toBeTruthy()
    expect(view.getByText('0 registered')).toBeTruthy()
    await userEvent.click(view.getByRole('link', { name: /^WX01\s·\sWeChat group$/ }))
    expect(await view.findByText('Li Lei · Harbour Trade')).toBeTruthy()
    expect(view.getByText('Name not given yet')).toBeTruthy()
    expect(view.getByRole('link', { name: 'Make a share poster for this channel' })).toBeTruthy()
  })

  test.each([
    ['visitingGroup', ['Group members', 'Channels', 'New channel', 'Share poster']],
    ['visitor', ['Share poster']],
  ])('on the registration QR (the current page, not a link) a %s sees the links they may follow', async (registerType, links) => {
    freshElementPage({ registerType, token: 'person-token' })
    areaApi({
      [`POST ${C.saveRegisterLink}`]: () =>
        ok({ id: 'link-1', path: '/registration?tenantId=000000&exhibitionId=1020&registerType=visitor&fissionParentBladeUserId=u1', sourceCode: null, createdAt: '2026-11-20T08:00:00Z' }),
    })
    const { view } = mountAreaElement('fair-group-manager', '/regQRcode', { 'register-type': registerType })
    const nav = await view.findByRole('navigation', { name: 'Channels and sharing' })
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent?.trim())
    expect(names).toEqual(links)
  })
})
