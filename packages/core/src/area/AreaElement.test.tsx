import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, mountElements, ok, shadowOf, unmountElements } from '../testing'
import { RouteLink } from '../router'
import { useStore } from '@nanostores/react'
import { $notices, dismissNotice, notify } from '../notice'
import { $route, loadRoutes, useRoute } from '../router'
import { $session, $sysConfig, $userInfo, clearToken, type UserInfo } from '../session'
import { defineAreaElement, type AreaShell } from './AreaElement'
import { useExhibition } from './exhibition'
import { useArea } from './instance'
import { clearPage, flush, freshSignedInPage } from './testing'
import { formatFairDateTime } from '../utils'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const shell: AreaShell = {
  Loading: () => <p>loading</p>,
  Notices: () => (
    <div data-testid="notices">
      {useStore($notices).map((notice) => (
        <p key={notice.id} role="alert">
          {notice.message}
        </p>
      ))}
    </div>
  ),
  SignedOut: ({ onSignIn, reason }) => (
    <button type="button" onClick={onSignIn}>
      {reason === 'registration' ? 'complete registration' : 'sign in'}
    </button>
  ),
  NotFound: () => <h1>not found</h1>,
}

function HeaderPage({ name }: { name: string }) {
  const route = useRoute()
  const exhibition = useExhibition()
  const { attributes } = useArea()
  return (
    <>
      <h1>
        {name} {route.path}
      </h1>
      <p data-testid="exhibition">{exhibition?.exhibitionId}</p>
      <p data-testid="own">{attributes.orderNote ?? ''}</p>
      <p data-testid="fair-time">{formatFairDateTime('2026-11-25T23:30:00Z', 'en')}</p>
      <RouteLink path="/invoice/history">history</RouteLink>
    </>
  )
}

// The 'invoice' area has no element yet: a stand-in defined with the recipe.
defineAreaElement({
  tag: 'fair-area-probe',
  area: 'invoice',
  initialPath: '/invoice',
  attributes: ['orderNote'],
  access: 'signIn',
  shell,
  pages: {
    '/invoice': () => Promise.resolve({ default: () => <HeaderPage name="apply" /> }),
    '/invoice/history': () => Promise.resolve({ default: () => <HeaderPage name="history" /> }),
  },
})

// An area whose pages need a complete registration (as ticket-buy's and the wallet's do).
defineAreaElement({
  tag: 'fair-area-probe-registered',
  area: 'invoice',
  initialPath: '/invoice',
  attributes: [],
  access: 'registration',
  shell,
  pages: { '/invoice/history': () => Promise.resolve({ default: () => <HeaderPage name="history" /> }) },
})

const mount = (html: string) => mountElements(html)
const shadow = shadowOf
const heading = (element: HTMLElement) => shadow(element).querySelector('h1')?.textContent

beforeAll(() => loadRoutes())

beforeEach(() => {
  $sysConfig.set(null)
  $userInfo.set(null)
  freshSignedInPage()
  history.replaceState(null, '', '/#host-section')
})

afterEach(clearPage)

describe('defineAreaElement in memory routing', () => {
  it('keeps two instances independent: own page, own exhibition, own attributes; the host hash untouched', async () => {
    const [first, second] = await mount(
      '<fair-area-probe routing="memory" exhibition-id="2001" order-note="a"></fair-area-probe>' +
        '<fair-area-probe routing="memory" exhibition-id="2002" initial-path="/invoice/history"></fair-area-probe>',
    )
    expect(heading(first)).toBe('apply /invoice')
    expect(heading(second)).toBe('history /invoice/history')
    expect(shadow(first).querySelector('[data-testid="exhibition"]')?.textContent).toBe('2001')
    expect(shadow(second).querySelector('[data-testid="exhibition"]')?.textContent).toBe('2002')
    expect(shadow(first).querySelector('[data-testid="own"]')?.textContent).toBe('a')

    await act(async () => shadow(first).querySelector('a')!.click())
    await flush()
    expect(heading(first)).toBe('history /invoice/history')
    expect(heading(second)).toBe('history /invoice/history')
    expect(location.hash).toBe('#host-section')
    // The session keeps the page's exhibition: an embedded element names its own without signing anyone out.
    expect($session.get()).toMatchObject({ exhibitionId: '1020', token: 'signed-in' })
    expect($route.get().path).not.toBe('/invoice/history')
  })

  it('shows its page again on the venue’s clock when the exhibition’s configuration brings the zone', async () => {
    const [element] = await mount('<fair-area-probe routing="memory"></fair-area-probe>')
    const fairTime = () => shadow(element).querySelector('[data-testid="fair-time"]')?.textContent
    expect(fairTime()).toBe('26 Nov 2026, 07:30')
    await act(async () => $sysConfig.set({ tenantId: '000000', exhibitionId: '1020', timeZone: 'Europe/Berlin' }))
    expect(fairTime()).toBe('26 Nov 2026, 00:30')
  })

  it('an element of another exhibition than the session\'s wears its own exhibition\'s colours', async () => {
    fakeApi({
      'GET /api/ef-registration-config-client/registerConfig/pageConfig': (call) =>
        ok(call.query.get('exhibitionId') === '2031' ? { pageThemeColor: '#173CCC' } : {}),
      'GET /api/ef-registration-config-client/reg_config/registerConfig/functionConfig': () => ok({ functionConfig: {} }),
    })
    // An exhibition no other test loaded: configurations are kept for the page's life.
    const [element] = await mount('<fair-area-probe routing="memory" tenant-id="000000" exhibition-id="2031"></fair-area-probe>')
    const themed = () =>
      shadow(element)
        .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n')
        .toLowerCase()
    // The colour derivation loads lazily (slowly under the test transform the first time).
    await vi.waitFor(() => expect(themed()).toMatch(/--fair-color-primary:\s*#173ccc/), { timeout: 15_000 })
  })

  it('moves focus to the new page heading after a page change inside the element', async () => {
    const [element] = await mount('<fair-area-probe routing="memory"></fair-area-probe>')
    await act(async () => shadow(element).querySelector('a')!.click())
    // The focus helper loads on the first page change.
    await vi.waitFor(() => expect(shadow(element).activeElement?.tagName).toBe('H1'))
  })

  it('dismisses the notices of the page left when the element changes page; a confirmation raised on the way stays', async () => {
    const [element] = await mount('<fair-area-probe routing="memory"></fair-area-probe>')
    const alerts = () => [...shadow(element).querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)
    await act(async () => {
      notify('Could not be loaded')
    })
    expect(alerts()).toEqual(['Could not be loaded'])
    // The visitor has read it (more than a second later) and follows a link: the next page starts without it.
    const later = Date.now() + 1500
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later)
    await act(async () => {
      notify('Saved', 'success')
      shadow(element).querySelector<HTMLAnchorElement>('a[href]')!.click()
    })
    await flush()
    expect(heading(element)).toBe('history /invoice/history')
    expect(alerts()).toEqual(['Saved'])
    clock.mockRestore()
    for (const notice of $notices.get()) dismissNotice(notice.id)
  })

  it('shows the login in place when signed out, for the element’s exhibition', async () => {
    clearToken()
    const [element] = await mount('<fair-area-probe routing="memory" exhibition-id="2001" tenant-id="000000"></fair-area-probe>')
    const login = shadow(element).querySelector('fair-registration')
    expect(login?.getAttribute('routing')).toBe('memory')
    expect(login?.getAttribute('exhibition-id')).toBe('2001')
    expect(login?.getAttribute('initial-path')).toBe('/registration')
    // It inherits the outer element's theme, also what the host page set on the outer element.
    expect(login?.hasAttribute('data-fair-nested')).toBe(true)
    expect(heading(element)).toBeUndefined()
  })

  it('announces fair-ready, fair-error and fair-logout to the host, once for the page', async () => {
    const events: string[] = []
    const record = (event: Event) => events.push(`${event.type}:${JSON.stringify((event as CustomEvent).detail)}:${event.composed}`)
    for (const name of ['fair-ready', 'fair-error', 'fair-logout']) document.addEventListener(name, record)
    await mount('<fair-area-probe routing="memory"></fair-area-probe><fair-area-probe routing="memory"></fair-area-probe>')
    await act(async () => {
      notify('Network error')
    })
    // The announcer loads after the first page; an error shown meanwhile is announced when it arrives.
    await vi.waitFor(() => expect(events).toContain('fair-error:{"message":"Network error"}:true'))
    await act(async () => clearToken('unauthorized'))
    for (const name of ['fair-ready', 'fair-error', 'fair-logout']) document.removeEventListener(name, record)
    expect(events.filter((event) => event.startsWith('fair-ready'))).toHaveLength(2)
    expect(events).toContain('fair-error:{"message":"Network error"}:true')
    expect(events.filter((event) => event.startsWith('fair-logout'))).toEqual(['fair-logout:{"reason":"unauthorized"}:true'])
  })
})

describe('a route of an area that has no element here', () => {
  it('embedded, the element says the page is not here; on the app page it leaves the route to the area that words it', async () => {
    const [embedded] = await mountElements('<fair-area-probe routing="memory" initial-path="/hotel"></fair-area-probe>')
    await vi.waitFor(() => expect(heading(embedded)).toBe('not found'))
    expect(shadow(embedded).querySelector('fair-content')).toBeNull()
    await unmountElements()

    history.replaceState(null, '', '/#/hotel')
    const [app] = await mountElements('<fair-area-probe routing="hash"></fair-area-probe>')
    await flush()
    expect(heading(app)).toBeUndefined()
  })
})

describe('defineAreaElement in hash routing (the app page)', () => {
  it('asks a signed-in visitor whose registration is unfinished to finish it, and a signed-out one to log in', async () => {
    history.replaceState(null, '', '/#/invoice/history')
    $userInfo.set({ userExhibitionVO: { completeResult: 'fail' } } as unknown as UserInfo)
    const [element] = await mount('<fair-area-probe-registered routing="hash"></fair-area-probe-registered>')
    expect(shadow(element).querySelector('button')?.textContent).toBe('complete registration')
    expect(heading(element)).toBeUndefined()
    await act(async () => clearToken())
    await flush()
    expect(shadow(element).querySelector('button')?.textContent).toBe('sign in')
  })

  it('renders its own routes from the page router and offers the sign-in that comes back', async () => {
    history.replaceState(null, '', '/#/invoice/history')
    const [element] = await mount('<fair-area-probe routing="hash"></fair-area-probe>')
    expect(heading(element)).toBe('history /invoice/history')

    await act(async () => clearToken())
    await flush()
    await act(async () => (shadow(element).querySelector('button') as HTMLButtonElement).click())
    expect(sessionStorage.getItem('fair:returnTo')).toBe('/invoice/history')
    expect($route.get().path).toBe('/registration')
    // /registration belongs to the registration element: this one leaves it alone.
    await flush()
    expect(heading(element)).toBeUndefined()
  })
})
