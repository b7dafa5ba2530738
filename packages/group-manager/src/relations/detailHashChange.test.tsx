import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { RELATION_PATHS as R } from '@fairpass/core/contract'
import { $route, loadRoutes, startRouter } from '@fairpass/core/router'
import { areaApi, clearElementPage, fail, freshElementPage, heldAnswers, mountAreaElement, ok, type FakeCall } from '@fairpass/core/testing'
import '../element/index'
import { ADA, FORM, GRACE, relation, relationDetail } from './testing'

/*
 * The record of a person the visitor registered, on the app page (hash routing), when the address changes while the
 * page is still loading (a CI run of tests/group-questionnaire.e2e.ts once opened it without an id and then added the
 * id by changing only the hash): whatever order the answers come back in, the page shows the record of the last
 * address, and an answer for an earlier address never replaces it.
 */

const LINK = 'tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=en'
const DETAIL = '/others-registration-info-detail/help'
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const FIELDS = [{ field: 'company', type: 'company', required: true, label: 'Company', sort: 1 }]

const detailOf = (id: string, name: string, company: string) => relationDetail(relation({ id, name, company }), { company })

const answers: Record<string, ReturnType<typeof ok> | ReturnType<typeof fail>> = {
  '': fail(400, 'Please check the information entered'),
  [ADA]: ok(detailOf(ADA, 'Ada Lovelace', 'Engines Ltd')),
  [GRACE]: ok(detailOf(GRACE, 'Grace Hopper', 'Navy')),
}

let details: ReturnType<typeof heldAnswers>
const askedFor = (id: string) => (call: FakeCall) => call.path === R.detail && (call.query.get('id') ?? '') === id
const asked = () => details.waiting().map((call) => call.query.get('id') ?? '')
/** Waits until the page has asked for exactly these ids, or for this one among others (the first page's code loads slowly under the test transform). */
const untilAsked = (expected: string[] | string) =>
  vi.waitFor(() => (Array.isArray(expected) ? expect(asked()).toEqual(expected) : expect(asked()).toContain(expected)), { timeout: 3000 })

/** Lets the held answer for `id` through and waits until the page has taken it in. */
async function answer(id: string) {
  await act(async () => {
    details.release(askedFor(id), answers[id])
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

/** Changes only the hash, as pasting the record's link into the address bar does. */
async function openHash(query: string) {
  await act(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }))
    location.hash = `#${DETAIL}?${query}`
    await changed
  })
}

/** The app page opened on the record's page without an id; its router runs already (the login's element started it). */
function openApp() {
  history.replaceState(null, '', `#${DETAIL}?${LINK}`)
  startRouter({ mode: 'hash', userAgent: MOBILE })
  return mountAreaElement('fair-group-manager', '', { routing: '', 'tenant-id': '', 'exhibition-id': '' })
}

// The table's own race with a hash change is core/router's (routes-loading.test.ts); here it has arrived.
beforeAll(() => loadRoutes())

beforeEach(() => {
  freshElementPage({ registerType: 'visitor', token: 'visitor-token' })
  details = heldAnswers()
  areaApi({ [`GET ${FORM}`]: () => ok(FIELDS), [`GET ${R.detail}`]: details.handler })
})
afterEach(clearElementPage)

describe('the record page when its hash changes before the first page has loaded', () => {
  for (const order of [['', ADA], [ADA, '']]) {
    test(`the id added while the id-less request is on its way; answers in the order ${order.map((id) => id || 'none').join(', ')}`, async () => {
      const { view } = openApp()
      await untilAsked([''])
      await openHash(`id=${ADA}&${LINK}`)
      expect($route.get().query.id).toBe(ADA)
      await untilAsked(['', ADA])

      for (const id of order) await answer(id)
      expect(await view.findByText('Engines Ltd')).toBeTruthy()
      expect(view.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy()
      expect(view.queryByText('Please check the information entered')).toBeNull()
    })
  }

  test('the id added right after the element is put on the page: the record of the new address, whatever was asked first', async () => {
    const { view } = openApp()
    expect(asked()).toEqual([])
    await openHash(`id=${ADA}&${LINK}`)
    await untilAsked(ADA)
    for (const id of asked()) await answer(id)
    expect(await view.findByText('Engines Ltd')).toBeTruthy()
    expect(view.queryByText('Please check the information entered')).toBeNull()
  })

  for (const order of [['', ADA, GRACE], [GRACE, ADA, ''], [ADA, GRACE, '']]) {
    test(`two quick hash changes; answers in the order ${order.map((id) => id || 'none').join(', ')}: the last address wins`, async () => {
      const { view } = openApp()
      await untilAsked([''])
      await openHash(`id=${ADA}&${LINK}`)
      await openHash(`id=${GRACE}&${LINK}`)
      expect($route.get().query.id).toBe(GRACE)
      await untilAsked(GRACE)

      for (const id of order) if (asked().includes(id)) await answer(id)
      expect(await view.findByText('Navy')).toBeTruthy()
      expect(view.getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy()
      expect(view.queryByText('Engines Ltd')).toBeNull()
      expect(view.queryByText('Please check the information entered')).toBeNull()
    })
  }
})
