import { cleanup, within } from '@testing-library/react'
import { act } from 'react'
import { vi } from 'vitest'
import { $notices } from '../notice'
import { stopRouter } from '../router'
import { configureSession, setLanguage, signOut } from '../session'
import { fakeApi, ok, type FakeHandler } from './fakeApi'

/**
 * Element tests mount the real custom elements in happy-dom, as a host page would. These helpers are the one way
 * every area's element test does it (core/area's recipe renders a `[data-area]` node once an element has started).
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Puts the elements of `html` on the page and waits until each has rendered; answers them in order. */
export async function mountElements(html: string, { timeout = 5000 } = {}): Promise<HTMLElement[]> {
  const holder = document.createElement('div')
  holder.innerHTML = html
  await act(async () => {
    document.body.append(holder)
  })
  const elements = [...holder.children] as HTMLElement[]
  const started = Date.now()
  while (!elements.every((element) => element.shadowRoot?.querySelector('[data-area]'))) {
    if (Date.now() - started > timeout) throw new Error(`elements did not render: ${html}`)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)))
  }
  return elements
}

/** The element's shadow root (where its pages render). */
export function shadowOf(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root: is it defined?`)
  return element.shadowRoot
}

/** Removes every element from the page (unmounting them stops their routers) and the page's router. */
export async function unmountElements(): Promise<void> {
  await act(async () => {
    document.body.innerHTML = ''
  })
  stopRouter()
}

/** The exhibition configuration every area element loads at start, answered empty (the defaults). */
export const ELEMENT_CONFIG_ROUTES: Readonly<Record<string, FakeHandler>> = {
  'GET /api/ef-registration-config-client/registerConfig/pageConfig': () => ok({}),
  'GET /api/ef-registration-config-client/reg_config/registerConfig/functionConfig': () => ok({ functionConfig: {} }),
}

/** A fake API for an area element: its configuration calls plus the area's own routes (which may override them). */
export function areaApi(routes: Record<string, FakeHandler>) {
  return fakeApi({ ...ELEMENT_CONFIG_ROUTES, ...routes })
}

/**
 * Puts an area element on the page as an embedding host would: memory routing at `initialPath`, the demo exhibition
 * (tenant 000000, exhibition 1020), in English. `attributes` add to or replace those; one given as '' is left off.
 * Answers the element, its shadow root and testing-library queries bound to React's mount node inside it (which
 * holds the pages and the dialogs' portal, and which a failed query can print, unlike a ShadowRoot).
 */
export function mountAreaElement(tag: string, initialPath: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag)
  const all = { routing: 'memory', 'initial-path': initialPath, 'tenant-id': '000000', 'exhibition-id': '1020', language: 'en', ...attributes }
  for (const [name, value] of Object.entries(all)) if (value) element.setAttribute(name, value)
  document.body.append(element)
  const shadow = element.shadowRoot
  const root = shadow && [...shadow.children].find((child): child is HTMLDivElement => child instanceof HTMLDivElement)
  if (!shadow || !root) throw new Error(`<${tag}> is not defined`)
  return { element, view: within(root), shadow }
}

/**
 * Before each element test: nothing stored, the demo exhibition's session in English (signed in when a `token` is
 * given), no notices left from the last test. The area resets its own stores beside it.
 */
export function freshElementPage({ registerType = 'visitor', token }: { registerType?: string; token?: string } = {}): void {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType, languageType: 'en', ...(token ? { token } : {}) })
  setLanguage('en')
  $notices.set([])
}

/** After each element test: the elements removed (their routers stop with them), the page's router and hash reset, stubbed globals restored. */
export function clearElementPage(): void {
  cleanup()
  document.body.innerHTML = ''
  stopRouter()
  history.replaceState(null, '', '#')
  vi.unstubAllGlobals()
}
