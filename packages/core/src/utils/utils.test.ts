import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounceClick, fillShareTitle, formatRmb, maskAccount, maskPhone } from './index'

describe('debounceClick', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the first click at once and ignores clicks within 1500 ms', () => {
    const handler = vi.fn()
    const click = debounceClick(handler)
    click('a')
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenLastCalledWith('a')
    vi.advanceTimersByTime(1499)
    click('b')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('runs again once the window has passed', () => {
    const handler = vi.fn()
    const click = debounceClick(handler)
    click(1)
    vi.advanceTimersByTime(1500)
    click(2)
    expect(handler).toHaveBeenCalledTimes(2)
    expect(handler).toHaveBeenLastCalledWith(2)
  })

  it('measures the window from the last click that ran, not from ignored ones', () => {
    const handler = vi.fn()
    const click = debounceClick(handler, 100)
    click()
    vi.advanceTimersByTime(90)
    click()
    vi.advanceTimersByTime(10)
    click()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('keeps separate windows for separate debounced handlers', () => {
    const first = vi.fn()
    const second = vi.fn()
    debounceClick(first)()
    debounceClick(second)()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('maskPhone', () => {
  it('keeps the first 3 and last 2 characters', () => {
    expect(maskPhone('13812345678')).toBe('138******78')
    expect(maskPhone('+8613812345678')).toBe('+86*********78')
  })

  it('leaves values too short to mask and handles empty input', () => {
    expect(maskPhone('12345')).toBe('12345')
    expect(maskPhone('123456')).toBe('123*56')
    expect(maskPhone(undefined)).toBe('')
    expect(maskPhone(null)).toBe('')
  })
})

describe('fillShareTitle', () => {
  it('fills known placeholders', () => {
    expect(fillShareTitle('%%name%% from %%company%% invites you to booth %%boothNo%%', {
      name: '张三',
      company: 'ACME',
      boothNo: 'A12',
    })).toBe('张三 from ACME invites you to booth A12')
  })

  it('accepts aliases, case and spacing variants', () => {
    expect(fillShareTitle('%%Surname%%, %%given name%% %%FULLNAME%% %%booth_number%%', {
      lastName: 'Li',
      firstName: 'Lei',
      fullName: 'ACME Ltd',
      boothNo: 7,
    })).toBe('Li, Lei ACME Ltd 7')
  })

  it('fills journal names and contacts', () => {
    expect(fillShareTitle('%%journalName%% · %%contacts%% %%journalContactInformation%%', {
      exhibitorJournalName: 'Spring Journal',
      journalContacts: 'Wang',
      journalContactInformation: '010-1234',
    })).toBe('Spring Journal · Wang 010-1234')
  })

  it('removes unknown and empty placeholders cleanly', () => {
    expect(fillShareTitle('%%mystery%% - Welcome %%name%% to the fair', {})).toBe('Welcome to the fair')
    expect(fillShareTitle('Visit %%company%% | %%boothNo%%', { company: 'ACME' })).toBe('Visit ACME')
  })

  it('leaves text without placeholders unchanged', () => {
    expect(fillShareTitle('Welcome 100% to the fair', { name: 'x' })).toBe('Welcome 100% to the fair')
  })
})

describe('formatRmb', () => {
  it('formats integer fen as yuan with two decimals', () => {
    expect(formatRmb(12800)).toBe('¥128.00')
    expect(formatRmb(5)).toBe('¥0.05')
    expect(formatRmb(0)).toBe('¥0.00')
  })

  it('groups thousands and keeps the sign', () => {
    expect(formatRmb(100000000)).toBe('¥1,000,000.00')
    expect(formatRmb(-1999)).toBe('-¥19.99')
  })

  it('rounds fractional fen and rejects non-numbers', () => {
    expect(formatRmb(1234.6)).toBe('¥12.35')
    expect(formatRmb(Number.NaN)).toBe('')
  })
})

describe('maskAccount', () => {
  it('masks a phone as the spec says and an e-mail address by its name', () => {
    expect(maskAccount('13812345678')).toBe('138******78')
    expect(maskAccount('visitor@example.com')).toBe('v***@example.com')
    expect(maskAccount(null)).toBe('')
  })
})
