import { atom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import type { ScanQueue } from '../scanQueue'
import { createCodeForm, queueTypedCode, type Scanner } from './scanStore'

const ref = { tenantId: '000000', exhibitionId: '1020', registerType: 'commerceExhibition' }

function fakeScanner() {
  const add = vi.fn(() => Promise.resolve())
  return { scanner: { queue: { add } as unknown as ScanQueue, $accepted: atom([]) } as Scanner, add }
}

describe('queueTypedCode', () => {
  it('queues the code as submitted, even when the next one is typed while it is checked', async () => {
    const { scanner, add } = fakeScanner()
    const form = createCodeForm(ref)
    form.set('code', '8800000001')
    const first = queueTypedCode(scanner, form)
    // Typed at once, before the first check (which loads the shared schema) has answered.
    form.set('code', '8800000003')
    const second = queueTypedCode(scanner, form)
    expect(await Promise.all([first, second])).toEqual([true, true])
    expect(add.mock.calls).toEqual([['8800000001', 'manual'], ['8800000003', 'manual']])
    expect(form.$form.get().values.code).toBe('')
  })

  it('keeps a bad code in the field with its message, and queues nothing', async () => {
    const { scanner, add } = fakeScanner()
    const form = createCodeForm(ref)
    form.set('code', '  ')
    expect(await queueTypedCode(scanner, form)).toBe(false)
    expect(add).not.toHaveBeenCalled()
    expect(form.$form.get().errors.code).toBeTruthy()
  })
})
