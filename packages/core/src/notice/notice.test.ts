import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $notices, dismissNotice, dismissPageNotices, notify } from './index'

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    for (const notice of $notices.get()) dismissNotice(notice.id)
    vi.useRealTimers()
  })

  it('adds an error notice by default', () => {
    const id = notify('Network error')
    expect($notices.get()).toEqual([{ id, message: 'Network error', kind: 'error' }])
  })

  it('keeps the given kind', () => {
    notify('Saved', 'success')
    notify('Heads up', 'info')
    expect($notices.get().map((notice) => notice.kind)).toEqual(['success', 'info'])
  })

  it('dismisses itself after 3 s', () => {
    notify('Bye')
    vi.advanceTimersByTime(2999)
    expect($notices.get()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect($notices.get()).toEqual([])
  })

  it('shows an identical message once and restarts its timer', () => {
    const first = notify('Same')
    vi.advanceTimersByTime(2000)
    const second = notify('Same')
    expect(second).toBe(first)
    expect($notices.get()).toHaveLength(1)
    vi.advanceTimersByTime(2000)
    expect($notices.get()).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect($notices.get()).toEqual([])
  })

  it('does not merge the same text of another kind', () => {
    notify('Done', 'info')
    notify('Done', 'success')
    expect($notices.get()).toHaveLength(2)
  })

  it('shows the message again once the first one is gone', () => {
    const first = notify('Again')
    vi.advanceTimersByTime(3000)
    expect(notify('Again')).not.toBe(first)
  })

  it('dismissNotice removes one notice and its timer', () => {
    const keep = notify('Keep')
    const drop = notify('Drop')
    dismissNotice(drop)
    expect($notices.get().map((notice) => notice.id)).toEqual([keep])
    dismissNotice('unknown')
    expect($notices.get()).toHaveLength(1)
  })

  it('dismissPageNotices drops the notices shown for the page left, not one raised on the way to the next', () => {
    notify('Could not be loaded')
    vi.advanceTimersByTime(1500)
    const confirmation = notify('Received: the ticket is in your wallet', 'success')
    dismissPageNotices()
    expect($notices.get().map((notice) => notice.id)).toEqual([confirmation])
    vi.advanceTimersByTime(1000)
    dismissPageNotices()
    expect($notices.get()).toEqual([])
  })
})
