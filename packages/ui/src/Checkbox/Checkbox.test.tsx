import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox'

afterEach(cleanup)

function Agreement({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox
      checked={checked}
      onChange={setChecked}
      error={error}
      label={
        <>
          I agree to the <a href="#privacy">privacy agreement</a>
        </>
      }
    />
  )
}

describe('Checkbox', () => {
  it('toggles from its label and reports the state', async () => {
    render(<Agreement />)
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy agreement' }) as HTMLInputElement
    expect(box.checked).toBe(false)
    await userEvent.click(screen.getByText(/I agree to the/))
    expect(box.checked).toBe(true)
    expect(box.closest('[data-state]')!.getAttribute('data-state')).toBe('checked')
  })

  it('keeps the link inside the label usable', () => {
    render(<Agreement />)
    expect(screen.getByRole('link', { name: 'privacy agreement' }).getAttribute('href')).toBe('#privacy')
  })

  it('describes the box with its error', () => {
    render(<Agreement error="Please tick the privacy agreement" />)
    const box = screen.getByRole('checkbox')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Please tick the privacy agreement').id)
  })
})
