import { act, cleanup, render, screen } from '@testing-library/react'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from '../Card/Card'
import { Page } from './Page'

afterEach(cleanup)

describe('Page and Card', () => {
  it('give the page a level-1 title, a main region and named card sections', () => {
    render(
      <Page title="Visitor registration" headerEnd={<button type="button">Language</button>}>
        <Card title="Your ticket">content</Card>
      </Page>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Visitor registration' })).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('content')
    expect(screen.getByRole('region', { name: 'Your ticket' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy()
  })

  it('marks its content with the page language, following a language switch', () => {
    setLanguage('cn')
    render(<Page title="登录 / 注册">内容</Page>)
    const main = screen.getByRole('main')
    expect(main.closest('[lang]')?.getAttribute('lang')).toBe('zh-CN')
    act(() => setLanguage('en'))
    expect(main.closest('[lang]')?.getAttribute('lang')).toBe('en')
  })
})
