import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Select } from './Select'

afterEach(cleanup)

const industries = [
  { value: 'auto', label: 'Automotive' },
  { value: 'elec', label: 'Electronics' },
]

function Industry({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return <Select label="Industry" value={value} onChange={setValue} options={industries} placeholder="Please choose" error={error} />
}

describe('Select', () => {
  it('is labelled, starts on the placeholder and changes value', async () => {
    render(<Industry />)
    const select = screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement
    expect(select.value).toBe('')
    await userEvent.selectOptions(select, 'Electronics')
    expect(select.value).toBe('elec')
  })

  it('shows the inline error', () => {
    render(<Industry error="Please choose an industry" />)
    const select = screen.getByRole('combobox', { name: 'Industry' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Please choose an industry').id)
  })
})
