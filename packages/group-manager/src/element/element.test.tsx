import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { GROUP_PATHS as G } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { groupOf, membersOf } from '../group/groupStore'
import { importOf } from '../import/importStore'
import { EXHIBITION, group, importResult, member, MEMBER_ID, OTHER_ID } from '../testing/fixtures'
import './index'

/*
 * The pages as a host page gets them: the real <fair-group-manager> in memory routing, queried inside its shadow
 * root, against a fake API at the fetch level (the real HTTP client runs).
 */

const mount = (initialPath: string) => mountAreaElement('fair-group-manager', initialPath, { 'register-type': 'visitingGroup' })

beforeEach(() => {
  freshElementPage({ registerType: 'visitingGroup', token: 'leader-token' })
  groupOf(EXHIBITION).reset()
  membersOf(EXHIBITION).reset()
  importOf(EXHIBITION).set({ status: 'idle' })
})

afterEach(clearElementPage)

describe('the group', () => {
  test('a leader without a group creates it (the shared schema first), then sees the count against the cap', async () => {
    let created = false
    const { calls } = areaApi({
      [`GET ${G.detail}`]: () => ok(created ? group({ memberCount: 0, processStatus: 0 }) : null),
      [`POST ${G.save}`]: () => {
        created = true
        return ok(group({ memberCount: 0, processStatus: 0 }))
      },
      [`GET ${G.members}`]: () => ok([]),
    })
    const { view } = mount('/groupManagement')
    await userEvent.type(await view.findByRole('textbox', { name: /Group name/ }), 'Hailian buyers')
    await userEvent.type(view.getByRole('textbox', { name: /Company/ }), 'Hailian Trading')
    await userEvent.type(view.getByRole('textbox', { name: /Expected number of people/ }), 'many')
    await userEvent.click(view.getByRole('button', { name: 'Create the group' }))
    expect((await view.findAllByText(/whole number from 1 to 2000/)).length).toBeGreaterThan(0)
    expect(calls.some((call) => call.path === G.save)).toBe(false)
    expect((view.getByRole('textbox', { name: /Group name/ }) as HTMLInputElement).value).toBe('Hailian buyers')

    // userEvent.clear cannot focus an input inside the shadow root under happy-dom; Backspace does the same.
    await userEvent.type(view.getByRole('textbox', { name: /Expected number of people/ }), '{Backspace}{Backspace}{Backspace}{Backspace}8')
    await userEvent.click(view.getByRole('button', { name: 'Create the group' }))
    expect(await view.findByText('0 of 5 members')).toBeTruthy()
    expect(await view.findByText(/No members yet/)).toBeTruthy()
    expect(calls.find((call) => call.path === G.save)?.body).toMatchObject({ exhibitionId: '1020', name: 'Hailian buyers', expectedSize: 8 })
  })

  test('members show their registration, review and ticket state; a full group offers no add', async () => {
    areaApi({
      [`GET ${G.detail}`]: () => ok(group({ memberCount: 5 })),
      [`GET ${G.members}`]: () => ok([member(), member({ id: OTHER_ID, name: 'Liu Fang', registration: 'pending', entryCode: null, holdsTicket: false })]),
    })
    const { view } = mount('/groupManagement')
    expect(await view.findByRole('link', { name: 'Open Wang Lei' })).toBeTruthy()
    expect(view.getByText('Approved')).toBeTruthy()
    expect(view.getByText('Holds a ticket')).toBeTruthy()
    expect(view.getByText('In review')).toBeTruthy()
    expect(view.getByText('5 of 5 members')).toBeTruthy()
    expect(view.getByText(/The group is full/)).toBeTruthy()
    expect(view.queryByRole('link', { name: 'Add a member' })).toBeNull()
  })
})

describe('a member', () => {
  test('a bad mobile is refused here, a duplicate by the server beside the form, nothing typed lost; then added with the event', async () => {
    let tries = 0
    const { calls } = areaApi({
      [`GET ${G.detail}`]: () => ok(group()),
      [`GET ${G.members}`]: () => ok([member()]),
      [`POST ${G.addMember}`]: () => (++tries === 1 ? fail(409, 'This mobile number or e-mail address is already in the group') : ok(member({ id: OTHER_ID, name: 'Zhao Ming', mobile: '13900139000' }))),
    })
    const { view, element } = mount('/groupManagement/form')
    const added = vi.fn()
    element.addEventListener('fair-group-member-added', (event) => added((event as CustomEvent).detail))
    await userEvent.type(await view.findByRole('textbox', { name: /Name/ }), 'Zhao Ming')
    await userEvent.type(view.getByRole('textbox', { name: /Mobile/ }), '12345')
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    expect((await view.findAllByText(/Enter a valid mobile number/)).length).toBeGreaterThan(0)
    expect(calls.some((call) => call.path === G.addMember)).toBe(false)

    await userEvent.type(view.getByRole('textbox', { name: /Mobile/ }), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}13900139000')
    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    expect((await view.findAllByText('This mobile number or e-mail address is already in the group')).length).toBeGreaterThan(0)
    expect((view.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Zhao Ming')

    await userEvent.click(view.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(added).toHaveBeenCalledWith({ exhibitionId: '1020', memberId: OTHER_ID, source: 'manual' }))
    expect(calls.filter((call) => call.path === G.addMember).at(-1)?.body).toMatchObject({ member: { name: 'Zhao Ming', mobile: '13900139000' } })
    expect(await view.findByText('Members')).toBeTruthy()
  })

  test('the detail removes a member after the dialog confirms', async () => {
    let members = [member()]
    const { calls } = areaApi({
      [`GET ${G.detail}`]: () => ok(group({ memberCount: members.length })),
      [`GET ${G.members}`]: () => ok(members),
      [`POST ${G.removeMember}`]: () => {
        members = []
        return ok({ removed: true })
      },
    })
    const { view } = mount(`/groupManagement/detail?id=${MEMBER_ID}`)
    expect(await view.findByText('1234567890')).toBeTruthy()
    await userEvent.click(view.getByRole('button', { name: 'Remove from the group' }))
    const dialog = await view.findByRole('dialog', { name: 'Remove Wang Lei from the group?' })
    expect(calls.some((call) => call.path === G.removeMember)).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(calls.find((call) => call.path === G.removeMember)?.body).toMatchObject({ id: MEMBER_ID }))
    expect(await view.findByText(/No members yet/)).toBeTruthy()
  })
})

describe('the import', () => {
  test('a csv is sent as base64; every bad row is shown with its number and reason, and the event names the count', async () => {
    const { calls } = areaApi({
      [`GET ${G.detail}`]: () => ok(group()),
      [`GET ${G.members}`]: () => ok([member()]),
      [`POST ${G.importMembers}`]: () => ok(importResult()),
    })
    const { view, element } = mount('/groupManagement/operateList')
    const imported = vi.fn()
    element.addEventListener('fair-group-imported', (event) => imported((event as CustomEvent).detail))
    const file = new File(['Name,Mobile\nZhao Ming,13900139000\nBad,123\n'], 'members.csv', { type: 'text/csv' })
    await userEvent.upload(await view.findByLabelText('Choose a file to import'), file)
    expect(await view.findByText('Row 3')).toBeTruthy()
    expect(view.getByText('Mobile: Enter a valid mobile number')).toBeTruthy()
    expect(view.getByText('3 rows read, 2 people imported.')).toBeTruthy()
    const body = calls.find((call) => call.path === G.importMembers)?.body as { format: string; content: string }
    expect(body.format).toBe('csv')
    expect(atob(body.content)).toContain('Zhao Ming,13900139000')
    expect(imported).toHaveBeenCalledWith({ exhibitionId: '1020', imported: 2, rejected: 1, memberCount: 4 })
  })

  test('a file of another type is refused before sending', async () => {
    const { calls } = areaApi({})
    const { view } = mount('/groupManagement/operateList')
    await userEvent.upload(await view.findByLabelText('Choose a file to import'), new File(['x'], 'members.pdf', { type: 'application/pdf' }), { applyAccept: false })
    expect(await view.findByText('Choose an xlsx or csv file.')).toBeTruthy()
    expect(calls.some((call) => call.path === G.importMembers)).toBe(false)
  })
})
