import { act } from 'react'
import { stopRouter } from '../router'

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
