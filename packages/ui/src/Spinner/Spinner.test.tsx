import { act, cleanup, render, screen } from '@testing-library/react'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, describe, expect, it } from 'vitest'
import { FullPageLoading, Spinner } from './Spinner'

afterEach(cleanup)

describe('Spinner', () => {
  it('announces the please-wait text in the session language', () => {
    setLanguage('cn')
    render(<Spinner />)
    expect(screen.getByRole('status').textContent).toBe('请稍候…')
    act(() => setLanguage('en'))
    expect(screen.getByRole('status').textContent).toBe('Please wait…')
  })

  it('FullPageLoading shows the text visibly', () => {
    setLanguage('en')
    render(<FullPageLoading />)
    expect(screen.getByRole('status').textContent).toBe('Please wait…')
    expect(screen.getByText('Please wait…').className).toBe('')
  })
})
