import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { $notices, notify } from '@fairpass/core/notice'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NoticeArea } from './NoticeArea'

beforeEach(() => setLanguage('en'))
afterEach(() => {
  cleanup()
  $notices.set([])
})

describe('NoticeArea', () => {
  it('renders errors as alerts and other notices as status messages', () => {
    render(<NoticeArea />)
    act(() => {
      notify('Wrong verification code', 'error')
      notify('Code sent', 'success')
    })
    expect(screen.getByRole('alert').textContent).toContain('Wrong verification code')
    expect(screen.getByRole('status').textContent).toContain('Code sent')
  })

  it('dismisses a notice with its labelled button', async () => {
    render(<NoticeArea />)
    act(() => {
      notify('Ticket limit reached', 'error')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect($notices.get()).toEqual([])
  })
})
