import { describe, expect, test } from 'vitest'
import { invoiceView } from '../testing/fixtures'
import { pollDelay, watchInvoices } from './invoiceStore'

/** A scheduler the test runs by hand, recording each wait asked for. */
function manualClock() {
  const waits: number[] = []
  let pending: (() => void) | null = null
  return {
    waits,
    schedule: (run: () => void, ms: number) => {
      waits.push(ms)
      pending = run
      return () => {
        pending = null
      }
    },
    async tick() {
      const run = pending
      pending = null
      run?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    get armed() {
      return pending !== null
    },
  }
}

describe('watching invoices being issued', () => {
  test('asks with a growing wait until every invoice has settled, then stops by itself', async () => {
    const clock = manualClock()
    const answers = [[invoiceView()], null, [invoiceView()], [invoiceView({ state: 'issued', invoiceNo: '1' })]]
    const changes: string[] = []
    watchInvoices(async () => answers.shift() ?? null, [invoiceView()], (invoice, before) => changes.push(`${before.state}→${invoice.state}`), clock.schedule)
    for (let step = 0; step < 4; step += 1) await clock.tick()
    expect(clock.waits).toEqual([1000, 1500, 2000, 3000])
    expect(changes).toEqual(['applied→issued'])
    expect(clock.armed).toBe(false)
  })

  test('nothing to watch: no ask at all; stop() ends a watch under way', async () => {
    const idle = manualClock()
    watchInvoices(async () => [], [invoiceView({ state: 'issued' })], () => {}, idle.schedule)
    expect(idle.waits).toEqual([])

    const clock = manualClock()
    let asked = 0
    const watch = watchInvoices(async () => (asked++, [invoiceView()]), [invoiceView()], () => {}, clock.schedule)
    await clock.tick()
    watch.stop()
    expect(clock.armed).toBe(false)
    expect(asked).toBe(1)
  })

  test('the wait never exceeds 10 s', () => {
    expect(pollDelay(0)).toBe(1000)
    expect(pollDelay(100)).toBe(10_000)
  })
})
