import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { $language } from '@fairpass/core/i18n'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageSwitch } from './LanguageSwitch'

afterEach(cleanup)

describe('LanguageSwitch', () => {
  it('is a labelled group that switches the session language', async () => {
    setLanguage('cn')
    render(<LanguageSwitch />)
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy()
    const chinese = screen.getByRole('button', { name: '中文' })
    const english = screen.getByRole('button', { name: 'English' })
    expect(chinese.getAttribute('aria-pressed')).toBe('true')

    await userEvent.click(english)
    expect($language.get()).toBe('en')
    expect(english.getAttribute('aria-pressed')).toBe('true')
    expect(chinese.dataset.state).toBe('off')
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy()
  })
})
