import { afterEach, describe, expect, it, vi } from 'vitest'
import { dispatchFairEvent } from './index'

describe('dispatchFairEvent', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function shadowChild() {
    const host = document.createElement('div')
    document.body.append(host)
    const root = host.attachShadow({ mode: 'open' })
    const inner = document.createElement('button')
    root.append(inner)
    return { host, inner }
  }

  it('bubbles out of a shadow root to the document with its detail', () => {
    const { host, inner } = shadowChild()
    let path: EventTarget[] = []
    const onDocument = vi.fn((event: Event) => {
      path = event.composedPath()
    })
    document.addEventListener('fair-login', onDocument)
    try {
      dispatchFairEvent(inner, 'fair-login', { userId: 'u1', account: '13800000000' })
    } finally {
      document.removeEventListener('fair-login', onDocument)
    }
    expect(onDocument).toHaveBeenCalledTimes(1)
    const event = onDocument.mock.calls[0][0] as CustomEvent
    expect(event.detail).toEqual({ userId: 'u1', account: '13800000000' })
    expect(event.bubbles).toBe(true)
    expect(event.composed).toBe(true)
    expect(path).toContain(inner)
    expect(path).toContain(host)
    expect(path).toContain(document)
  })

  it('returns false when a listener cancels a cancelable event', () => {
    const { host, inner } = shadowChild()
    host.addEventListener('fair-navigate', (event) => event.preventDefault())
    expect(dispatchFairEvent(inner, 'fair-navigate', { path: '/wallet', query: {} }, { cancelable: true })).toBe(false)
  })

  it('returns true when nobody cancels', () => {
    const { inner } = shadowChild()
    expect(dispatchFairEvent(inner, 'fair-navigate', { path: '/wallet', query: {} }, { cancelable: true })).toBe(true)
  })

  it('is not cancelable unless asked', () => {
    const { host, inner } = shadowChild()
    host.addEventListener('fair-logout', (event) => event.preventDefault())
    expect(dispatchFairEvent(inner, 'fair-logout', { reason: 'user' })).toBe(true)
  })
})
