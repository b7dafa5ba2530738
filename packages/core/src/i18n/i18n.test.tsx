import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../session'
import { registerMessages, t, translate, useT } from './index'

registerMessages({
  cn: { test: { greeting: '你好，{{name}}', onlyCn: '仅中文', nested: { deep: '深' } } },
  en: { test: { greeting: 'Hello, {{name}}', nested: { deep: 'deep' } } },
})

describe('translate', () => {
  it('translates into the requested language with params', () => {
    expect(translate('en', 'test.greeting', { name: 'Ann' })).toBe('Hello, Ann')
    expect(translate('cn', 'test.greeting', { name: '安' })).toBe('你好，安')
  })

  it('falls back to cn, then to the key', () => {
    expect(translate('en', 'test.onlyCn')).toBe('仅中文')
    expect(translate('en', 'test.nowhere')).toBe('test.nowhere')
  })

  it('treats a namespace (not a leaf) as missing', () => {
    expect(translate('en', 'test.nested')).toBe('test.nested')
  })

  it('deep-merges later registrations without losing earlier keys', () => {
    registerMessages({ cn: { test: { nested: { other: '另' } } }, en: { test: { nested: { other: 'other' } } } })
    expect(translate('en', 'test.nested.deep')).toBe('deep')
    expect(translate('en', 'test.nested.other')).toBe('other')
    expect(translate('en', 'test.greeting', { name: 'x' })).toBe('Hello, x')
  })

  it('has core texts in both languages', () => {
    expect(translate('cn', 'core.pleaseWait')).toBe('请稍候…')
    expect(translate('en', 'core.pleaseWait')).toBe('Please wait…')
    expect(translate('en', 'core.unknownError')).toBe('Unknown error')
    expect(translate('en', 'core.networkError')).toBe('Network error, please try again')
    expect(translate('cn', 'core.systemTitle')).toBe('展会观众预登记')
  })
})

describe('t and useT', () => {
  beforeEach(() => {
    setLanguage('cn')
  })
  afterEach(() => {
    cleanup()
    setLanguage('cn')
  })

  it('t follows the session language', () => {
    expect(t('core.unknownError')).toBe('未知错误')
    setLanguage('en')
    expect(t('core.unknownError')).toBe('Unknown error')
  })

  function Greeting() {
    const translateNow = useT()
    return <p>{translateNow('test.greeting', { name: 'Li' })}</p>
  }

  it('useT re-renders the component when the language changes', () => {
    render(<Greeting />)
    expect(screen.getByText('你好，Li')).toBeTruthy()
    act(() => setLanguage('en'))
    expect(screen.getByText('Hello, Li')).toBeTruthy()
  })
})
