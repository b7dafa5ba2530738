import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../session'
import { $textLanguage, $textsPending, lazyWithTexts, loadMessages, registerMessages, t, translate, tWhenLoaded, useT, type MessageTree } from './index'

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

describe('texts per language, fetched when shown', () => {
  afterEach(() => {
    cleanup()
    setLanguage('cn')
  })

  function deferred() {
    let resolve!: (texts: { default: MessageTree }) => void
    const promise = new Promise<{ default: MessageTree }>((done) => (resolve = done))
    return { promise, resolve }
  }

  it("fetches the shown language's texts at once and the other only on a switch, keeping the old words until they arrive", async () => {
    setLanguage('cn')
    const cn = deferred()
    const en = deferred()
    const fetched: string[] = []
    registerMessages({
      cn: () => (fetched.push('cn'), cn.promise),
      en: () => (fetched.push('en'), en.promise),
    })
    expect(fetched).toEqual(['cn'])
    expect($textsPending.get()).toBe(true)
    cn.resolve({ default: { lazyTest: { word: '词' } } })
    await loadMessages('cn')
    expect(t('lazyTest.word')).toBe('词')

    setLanguage('en')
    expect(fetched).toEqual(['cn', 'en'])
    // Until the English texts are in, the page stays in Chinese rather than showing keys.
    expect($textLanguage.get()).toBe('cn')
    expect(t('lazyTest.word')).toBe('词')
    en.resolve({ default: { lazyTest: { word: 'word' } } })
    await loadMessages('en')
    expect($textLanguage.get()).toBe('en')
    expect(t('lazyTest.word')).toBe('word')
  })

  it('words a notice registered late only once its texts are in (tWhenLoaded), never as its key', async () => {
    setLanguage('cn')
    const cn = deferred()
    registerMessages({ cn: () => cn.promise, en: async () => ({ default: { lateNotice: { sent: 'Sent' } } }) })
    // What t gives while the fetch is on its way is the key: the race the CI login saw.
    expect(t('lateNotice.sent')).toBe('lateNotice.sent')
    const worded = tWhenLoaded('lateNotice.sent')
    cn.resolve({ default: { lateNotice: { sent: '已发送' } } })
    expect(await worded).toBe('已发送')
  })

  it('shows a lazy component only once its texts in the shown language are in', async () => {
    setLanguage('cn')
    const cn = deferred()
    const Page = lazyWithTexts(async () => {
      registerMessages({ cn: () => cn.promise, en: async () => ({ default: { lazyPage: { title: 'Title' } } }) })
      return {
        default: function LazyPage() {
          const translateNow = useT()
          return <h1>{translateNow('lazyPage.title')}</h1>
        },
      }
    })
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    await screen.findByText('loading')
    cn.resolve({ default: { lazyPage: { title: '标题' } } })
    expect((await screen.findByRole('heading')).textContent).toBe('标题')
    expect(screen.queryByText('lazyPage.title')).toBeNull()
  })
})
