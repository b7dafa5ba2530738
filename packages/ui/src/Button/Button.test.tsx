import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Button', () => {
  it('is a named button that calls onClick, type="button" by default', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Send code</Button>)
    const button = screen.getByRole('button', { name: 'Send code' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.dataset.state).toBe('idle')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('says it is busy while loading, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Log in' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.dataset.state).toBe('loading')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Submit
        </Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('with debounce, drops clicks within 1500 ms of the last one that ran, across re-renders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(
      <Button debounce onClick={first}>
        Pay
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Pay' })
    button.click()
    rerender(
      <Button debounce onClick={second}>
        Pay
      </Button>,
    )
    vi.advanceTimersByTime(1499)
    button.click()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    button.click()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('without debounce, every click counts', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Next</Button>)
    const button = screen.getByRole('button', { name: 'Next' })
    button.click()
    button.click()
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('marks the disabled state', () => {
    render(<Button disabled>Next</Button>)
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.dataset.state).toBe('disabled')
  })
})
