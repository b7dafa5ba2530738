import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextField, type TextFieldProps } from './TextField'

afterEach(cleanup)

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('')
  return <TextField label="Mobile number" value={value} onChange={setValue} {...props} />
}

describe('TextField', () => {
  it('is found by its label and keeps everything the user types', async () => {
    render(<Controlled inputMode="numeric" autoComplete="tel" type="tel" />)
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement
    await userEvent.type(input, '138 0013 8000x')
    expect(input.value).toBe('138 0013 8000x')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('tel')
    expect(input.type).toBe('tel')
  })

  it('shows an inline error, marks the input invalid and described by it, without touching the value', async () => {
    const { rerender } = render(<TextField label="E-mail" value="a@b" onChange={() => {}} hint="We send the code here" />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We send the code here').id)

    rerender(<TextField label="E-mail" value="a@b" onChange={() => {}} hint="We send the code here" error="Invalid e-mail" />)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby')!.split(' ')
    expect(describedBy).toContain(screen.getByText('Invalid e-mail').id)
    expect(describedBy).toContain(screen.getByText('We send the code here').id)
    expect((input as HTMLInputElement).value).toBe('a@b')
  })

  it('renders a trailing control such as a send-code button inside the field', async () => {
    render(<Controlled trailing={<button type="button">Send code</button>} />)
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy()
  })

  it('gives each field its own ids', () => {
    render(
      <>
        <Controlled label="Name" error="Required" />
        <Controlled label="Company" error="Required" />
      </>,
    )
    const name = screen.getByRole('textbox', { name: 'Name' })
    const company = screen.getByRole('textbox', { name: 'Company' })
    expect(name.id).not.toBe(company.id)
    expect(name.getAttribute('aria-describedby')).not.toBe(company.getAttribute('aria-describedby'))
  })
})
