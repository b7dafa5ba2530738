import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { EXHIBITOR_PATHS, EXHIBITOR_SERVICE_PATHS as S, type BoardView, type SetupStatusView } from '@fairpass/core/contract'
import { areaApi, clearElementPage, fail, freshElementPage, mountAreaElement, ok } from '@fairpass/core/testing'
import { $mustSetPassword } from '../account/accountState'
import { infoOf } from '../shared/stores'
import { EXHIBITION, formConfig, info } from '../testing/fixtures'
import { $finalSubmit, boardOf, setupStatusOf } from './setupStore'
import '../element'

/* The booth setup pages in the real element against a fake API: what staff see, and the server's refusals told in place. */

const BOOTH = { id: '44444444-4444-4444-8444-444444444444', hall: '2H', boothNo: 'B05', type: 'standard' as const, area: 27 }

function board(overrides: Partial<BoardView> = {}): BoardView {
  return {
    exhibitionId: '1020',
    booths: [BOOTH],
    boothCount: 1,
    totalArea: 27,
    limits: { standardArea: 27, maxShelvesAndRods: 30, maxFlowTables: 3 },
    fascia: { textCn: '蓝海电子', textEn: 'Blue Ocean' },
    furniture: { shelves: 2, hangingRods: 4, flowTables: 1 },
    specialBuilds: [],
    locked: false,
    updatedAt: null,
    ...overrides,
  }
}

const status = (overrides: Partial<SetupStatusView> = {}): SetupStatusView => ({ exhibitionId: '1020', state: 'open', submittedAt: null, reopenedAt: null, missing: [], ...overrides })

/** A lazy page's first load in happy-dom takes a while on a busy machine. */
const LOADING = 10_000

const mount = (path: string) => mountAreaElement('fair-exhibitor-portal', path, { 'register-type': 'exhibitorDept' })

beforeEach(() => {
  freshElementPage({ registerType: 'exhibitorDept', token: 't' })
  $mustSetPassword.set(false)
  $finalSubmit.set({ busy: false, refusal: null })
  for (const store of [infoOf(EXHIBITION), boardOf(EXHIBITION), setupStatusOf(EXHIBITION)]) store.reset()
})

afterEach(clearElementPage)

describe('booth setup pages', () => {
  test('a staff member reads the fascia and furniture but finds no control to change them', async () => {
    areaApi({
      [`GET ${EXHIBITOR_PATHS.formConfig}`]: () => ok(formConfig()),
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info({ role: 'staff' })),
      [`GET ${S.board}`]: () => ok(board()),
    })
    const { view } = mount('/exhibitorSelfService/information/info')
    const fascia = (await view.findByRole('textbox', { name: /^Fascia text in Chinese/ }, { timeout: LOADING })) as HTMLInputElement
    await waitFor(() => expect(fascia.disabled).toBe(true))
    expect(fascia.value).toBe('蓝海电子')
    expect(view.getByText('Only the company admin can change this; you can look.')).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Save fascia and furniture' })).toBeNull()
  })

  test("the server's refusal of the furniture lands under its field, everything typed kept", async () => {
    const { calls } = areaApi({
      [`GET ${EXHIBITOR_PATHS.formConfig}`]: () => ok(formConfig()),
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info()),
      [`GET ${S.board}`]: () => ok(board()),
      // The booths changed since the page loaded (the organiser moved the company to 9 m²): the server's rule stands.
      [`POST ${S.boardSubmit}`]: () => fail(400, 'At most 10 shelves and hanging rods together for a 9 m² booth', { fieldErrors: { 'furniture.shelves': 'At most 10 shelves and hanging rods together for a 9 m² booth' } }),
    })
    const { view } = mount('/exhibitorSelfService/information/info')
    const rods = (await view.findByRole('textbox', { name: /^Hanging rods/ }, { timeout: LOADING })) as HTMLInputElement
    await waitFor(() => expect(rods.disabled).toBe(false))
    // The saved 4 rods: one backspace, then 12.
    await userEvent.type(rods, '{Backspace}12')
    await userEvent.click(view.getByRole('button', { name: 'Save fascia and furniture' }))
    expect(await view.findByText('At most 10 shelves and hanging rods together for a 9 m² booth')).toBeTruthy()
    expect((view.getByRole('textbox', { name: /^Hanging rods/ }) as HTMLInputElement).value).toBe('12')
    expect(calls.find((call) => call.path === S.boardSubmit)?.body).toMatchObject({ exhibitionId: '1020', fascia: { textCn: '蓝海电子', textEn: 'Blue Ocean' }, furniture: { shelves: 2, hangingRods: 12, flowTables: 1 } })
  })

  test('after the final submission the hub offers no submission and says who can reopen it', async () => {
    areaApi({
      [`GET ${EXHIBITOR_PATHS.formConfig}`]: () => ok(formConfig()),
      [`GET ${EXHIBITOR_PATHS.info}`]: () => ok(info()),
      [`GET ${S.board}`]: () => ok(board({ locked: true })),
      [`GET ${S.setupStatus}`]: () => ok(status({ state: 'submitted', submittedAt: '2026-11-20T08:00:00.000Z' })),
    })
    const { view } = mount('/exhibitorSelfService/information')
    expect(await view.findByText('The booth setup was submitted and is read-only. To change anything, ask the organiser to reopen it.', {}, { timeout: LOADING })).toBeTruthy()
    expect(view.queryByRole('button', { name: 'Final submission' })).toBeNull()
  })
})
