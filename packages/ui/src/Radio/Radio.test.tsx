import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Radio } from './Radio'

afterEach(cleanup)

describe('Radio', () => {
  it('is found by its label and reports being picked', () => {
    const onSelect = vi.fn()
    render(
      <fieldset>
        <legend>09:30</legend>
        <Radio name="node" label="Keynote" checked={false} onSelect={onSelect} />
        <Radio name="node" label="Workshop" checked onSelect={() => {}} />
      </fieldset>,
    )
    expect((screen.getByRole('radio', { name: 'Workshop' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Keynote' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
  })
})
