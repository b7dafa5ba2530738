import { afterEach, describe, expect, it, vi } from 'vitest'
import { startJobs } from '.'

afterEach(() => vi.useRealTimers())

describe('background jobs', () => {
  it('runs each job on its interval, skips a tick while its last run is still going, and stop waits for that run', async () => {
    vi.useFakeTimers()
    let runs = 0
    let finish: () => void = () => {}
    const slow = { name: 'slow', everySeconds: 1, run: () => ((runs += 1), new Promise<void>((resolve) => (finish = resolve))) }
    const off = { name: 'off', everySeconds: 0, run: vi.fn(async () => {}) }
    const stop = startJobs([slow, off], { error: vi.fn() })
    await vi.advanceTimersByTimeAsync(3500)
    expect(runs).toBe(1)
    expect(off.run).not.toHaveBeenCalled()
    let stopped = false
    const stopping = stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(runs).toBe(1)
  })

  it('logs a failed run and runs the job again on the next tick', async () => {
    vi.useFakeTimers()
    const error = vi.fn()
    const failing = { name: 'failing', everySeconds: 1, run: vi.fn(async () => Promise.reject(new Error('database gone'))) }
    const stop = startJobs([failing], { error })
    await vi.advanceTimersByTimeAsync(2100)
    expect(failing.run).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'background job failed')
    await stop()
  })
})
