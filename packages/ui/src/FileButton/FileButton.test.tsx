import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileButton } from './FileButton'

afterEach(cleanup)

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })

describe('FileButton', () => {
  it('is a file input named by its visible words, which hands over the one file picked', async () => {
    const onFile = vi.fn()
    render(<FileButton accept="image/png" onFile={onFile}>上传 Logo</FileButton>)
    const input = screen.getByLabelText('上传 Logo') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/png')
    await userEvent.upload(input, png())
    expect(onFile).toHaveBeenCalledTimes(1)
    expect(onFile.mock.calls[0]![0].name).toBe('logo.png')
  })

  it('clears the input after a pick, so the same file picked again after a refusal counts again', async () => {
    const onFile = vi.fn()
    render(<FileButton onFile={onFile}>Choose photo</FileButton>)
    const input = screen.getByLabelText('Choose photo') as HTMLInputElement
    const file = png()
    await userEvent.upload(input, file)
    expect(input.value).toBe('')
    await userEvent.upload(input, file)
    expect(onFile).toHaveBeenCalledTimes(2)
  })

  it('takes another accessible name from aria-label, and is disabled and busy while an upload runs', () => {
    render(
      <FileButton aria-label="Photo" busy onFile={() => {}}>
        Replace photo
      </FileButton>,
    )
    const input = screen.getByLabelText('Photo') as HTMLInputElement
    expect(input.disabled).toBe(true)
    expect(input.getAttribute('aria-busy')).toBe('true')
    expect(input.closest('label')?.dataset.state).toBe('loading')
  })
})
