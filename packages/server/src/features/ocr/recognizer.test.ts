import { describe, expect, it } from 'vitest'
import { limitRecognizer, RecognizerBusyError, RecognizerTimeoutError, type CardRecognizer } from './recognizer'

/** A recognizer whose answers the test releases one by one. */
function controlled() {
  const pending: Array<(lines: string[]) => void> = []
  let calls = 0
  const recognizer: CardRecognizer = {
    recognize: () => {
      calls += 1
      return new Promise((resolve) => pending.push((lines) => resolve({ lines })))
    },
    close: async () => undefined,
  }
  return { recognizer, pending, calls: () => calls }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('limitRecognizer', () => {
  it('runs one recognition at a time, queues a few and refuses the rest as busy', async () => {
    const inner = controlled()
    const limited = limitRecognizer(inner.recognizer, { concurrency: 1, maxQueue: 2, timeoutMs: 10_000 })
    const first = limited.recognize(new Uint8Array())
    const second = limited.recognize(new Uint8Array())
    const third = limited.recognize(new Uint8Array())
    await expect(limited.recognize(new Uint8Array())).rejects.toBeInstanceOf(RecognizerBusyError)
    await tick()
    expect(inner.calls()).toBe(1)
    expect(limited.pending).toBe(3)

    inner.pending[0](['one'])
    expect(await first).toEqual({ lines: ['one'] })
    await tick()
    expect(inner.calls()).toBe(2)
    inner.pending[1](['two'])
    await second
    await tick()
    inner.pending[2](['three'])
    expect(await third).toEqual({ lines: ['three'] })
    expect(limited.pending).toBe(0)
  })

  it('gives up after the time limit, tells the engine to drop the work, and lets the next one run', async () => {
    const inner = controlled()
    let dropped = 0
    const limited = limitRecognizer(inner.recognizer, { concurrency: 1, maxQueue: 1, timeoutMs: 30, onTimeout: () => void (dropped += 1) })
    const stuck = limited.recognize(new Uint8Array())
    const next = limited.recognize(new Uint8Array())
    await expect(stuck).rejects.toBeInstanceOf(RecognizerTimeoutError)
    expect(dropped).toBe(1)
    await tick()
    inner.pending[1](['after'])
    expect(await next).toEqual({ lines: ['after'] })
  })
})

describe('CARD_OCR settings', () => {
  it('defaults to the embedded engine with a time limit, a small waiting room and a per-user limit', async () => {
    const { loadEnv, EnvError } = await import('../../env')
    expect(loadEnv({}).cardOcr).toEqual({ engine: 'tesseract', timeoutMs: 30_000, maxQueue: 4, perUserPerMinute: 6 })
    expect(loadEnv({ CARD_OCR: 'off', CARD_OCR_TIMEOUT_MS: '5000', CARD_OCR_QUEUE: '0', RATE_LIMIT_CARDS_PER_USER_MINUTE: '2' }).cardOcr).toEqual({
      engine: 'off',
      timeoutMs: 5000,
      maxQueue: 0,
      perUserPerMinute: 2,
    })
    expect(() => loadEnv({ CARD_OCR: 'cloud' })).toThrow(EnvError)
    expect(() => loadEnv({ CARD_OCR_TIMEOUT_MS: '10' })).toThrow(EnvError)
  })
})
