import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ApiError } from '@fairpass/core/http'
import { setLanguage } from '@fairpass/core/session'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pending } from './Pending'

afterEach(cleanup)

describe('Pending', () => {
  it("shows the area's loading line, and no alert, while the load is on its way", () => {
    render(<Pending status="loading" onRetry={() => {}} loading="Loading the products…" />)
    expect(screen.getByText('Loading the products…')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("after a failure says the server's refusal in place of the loading line, and retries on request", () => {
    setLanguage('en')
    const onRetry = vi.fn()
    render(<Pending status="failed" error={new ApiError({ code: 403, msg: 'Not your company', status: 403 })} onRetry={onRetry} loading="Loading…" />)
    expect(screen.getByRole('alert').textContent).toBe('Not your company')
    expect(screen.queryByText('Loading…')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
