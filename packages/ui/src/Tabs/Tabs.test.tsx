import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

afterEach(cleanup)

const tabs = [
  { value: 'sms', label: 'SMS login', content: <p>Phone form</p> },
  { value: 'password', label: 'Password login', content: <p>Password form</p> },
]

describe('Tabs', () => {
  it('shows the first tab, switches by click and by arrow key', async () => {
    render(<Tabs label="Login method" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy()
    const sms = screen.getByRole('tab', { name: 'SMS login' })
    const password = screen.getByRole('tab', { name: 'Password login' })
    expect(sms.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Phone form')

    await userEvent.click(password)
    expect(password.dataset.state).toBe('active')
    expect(screen.getByRole('tabpanel').textContent).toBe('Password form')

    await userEvent.keyboard('{ArrowLeft}')
    expect(sms.getAttribute('aria-selected')).toBe('true')
  })
})
