import { act } from 'react'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { $route, loadRoutes, stopRouter } from '@fairpass/core/router'
import { $functionConfig, $sysConfig, $userInfo, configureSession, signOut, type UserInfo } from '@fairpass/core/session'
import { fakeApi, mountElements, ok } from '@fairpass/core/testing'
import type { ProfileField } from '@fairpass/core/validation'
import { setProfileValue } from '../profile/profileStore'
import './index'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const CONFIG = '/api/ef-registration-config-client'
const FIELDS: ProfileField[] = [
  { field: 'name', type: 'name', required: true, label: { cn: '姓名', en: 'Name' }, sort: 10 },
  { field: 'company', type: 'company', required: true, label: { cn: '公司', en: 'Company' }, sort: 20 },
]
const complete: UserInfo = {
  userId: 'u1',
  userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult: 'pending' },
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

/** Each element's mount point says which route its own router shows (core/area's `data-route`). */
const routeOf = (element: HTMLElement) => element.shadowRoot?.querySelector('[data-area]')?.getAttribute('data-route')
const headingOf = (element: HTMLElement) => element.shadowRoot?.querySelector('h1')?.textContent

const mount = (html: string) => mountElements(html)

beforeAll(() => loadRoutes())

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en', token: 'signed-in', userId: 'u1' })
  $sysConfig.set(null)
  $functionConfig.set({})
  $userInfo.set({ userId: 'u1', userExhibitionVO: { registerType: 'visitor', completeResult: 'fail' } })
  // The host page's own hash router: neither element may touch it.
  history.replaceState(null, '', '/#host-section')
  fakeApi({
    [`GET ${CONFIG}/registerConfig/pageConfig`]: () => ok({ showConfirmationSwitch: 'on', businessCardSwitch: 'off', enQuestionnaireSwitch: 'off' }),
    [`GET ${CONFIG}/reg_config/registerConfig/functionConfig`]: () => ok({ functionConfig: {} }),
    [`GET ${CONFIG}/formConfig/listForUser`]: () => ok(FIELDS),
    [`GET ${CONFIG}/userCenterConfig/listAll`]: () => ok([]),
    'POST /api/ef-registration-data-client/reg-user-data/user/saveOrUpdate': () => ok(complete),
    'POST /api/ef-registration-data-client/reg-user-data/user/registerType/addAndGetAll': () => ok(complete),
  })
})

afterEach(async () => {
  cleanup()
  await act(async () => {
    document.body.innerHTML = ''
  })
  stopRouter()
  vi.unstubAllGlobals()
})

describe('<fair-registration routing="memory">, two on one host page', () => {
  it('each routes on its own router, the host hash untouched; the submit announces fair-registered from its element', async () => {
    const [profile, center] = await mount(
      '<fair-registration routing="memory" initial-path="/infoWap"></fair-registration>' +
        '<fair-registration routing="memory" initial-path="/user-center"></fair-registration>',
    )
    await vi.waitFor(async () => {
      await flush()
      expect(profile.shadowRoot?.querySelector('button[type="submit"]')).toBeTruthy()
      expect(headingOf(center)).toBe('My account')
    })
    expect(routeOf(profile)).toBe('/infoWap')
    expect(routeOf(center)).toBe('/user-center')

    const events: { type: string; target: EventTarget | null; bubbles: boolean; composed: boolean; detail: unknown }[] = []
    const record = (event: Event) =>
      events.push({ type: event.type, target: event.target, bubbles: event.bubbles, composed: event.composed, detail: (event as CustomEvent).detail })
    document.addEventListener('fair-registered', record)
    document.addEventListener('fair-navigate', record)

    await act(async () => {
      setProfileValue('name', 'Ada Lovelace')
      setProfileValue('company', 'Acme')
    })
    await act(async () => (profile.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement).click())
    await vi.waitFor(async () => {
      await flush()
      expect(routeOf(profile)).toBe('/auditing')
    })

    expect(events.map((event) => [event.type, event.target])).toEqual([
      ['fair-registered', profile],
      ['fair-navigate', profile],
    ])
    expect(events[0]).toMatchObject({
      bubbles: true,
      composed: true,
      detail: { userId: 'u1', exhibitionId: '1002', registerType: 'visitor', examineResult: 'pending' },
    })
    // The other element, the host's hash and the page's router stay where they were.
    expect(routeOf(center)).toBe('/user-center')
    expect(location.hash).toBe('#host-section')
    expect($route.get().path).not.toBe('/auditing')

    document.removeEventListener('fair-registered', record)
    document.removeEventListener('fair-navigate', record)
  })

  it("follows a link on the element's own router: the other element, the host's hash and the page router stay", async () => {
    $userInfo.set({ ...complete, userQr: 'FP1.qr', userCode: '1234567890' })
    const [confirmation, reset] = await mount(
      '<fair-registration routing="memory" initial-path="/confirmation"></fair-registration>' +
        '<fair-registration routing="memory" initial-path="/forgotPassword"></fair-registration>',
    )
    const linkIn = (element: HTMLElement, text: string) =>
      [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent === text)
    await vi.waitFor(async () => {
      await flush()
      expect(linkIn(confirmation, 'Go to my account')).toBeTruthy()
      expect(linkIn(reset, 'Back to login')).toBeTruthy()
    })
    // A real href for the accessibility tree and a new tab; the click itself stays inside the element.
    expect(linkIn(confirmation, 'Go to my account')?.getAttribute('href')).toBe('#/user-center')

    await act(async () => linkIn(confirmation, 'Go to my account')!.click())
    await vi.waitFor(async () => {
      await flush()
      expect(headingOf(confirmation)).toBe('My account')
    })
    expect(routeOf(confirmation)).toBe('/user-center')
    expect(routeOf(reset)).toBe('/forgotPassword')

    await act(async () => linkIn(reset, 'Back to login')!.click())
    await flush()
    // The visitor is signed in: the login page it opened sends it on by the entry rules (this record waits for review).
    await vi.waitFor(async () => {
      await flush()
      expect(routeOf(reset)).toBe('/auditing')
    })
    expect(routeOf(confirmation)).toBe('/user-center')
    expect(location.hash).toBe('#host-section')
    expect($route.get().path).not.toBe('/user-center')
  })
})
