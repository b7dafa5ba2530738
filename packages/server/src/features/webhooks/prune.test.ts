import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualClock } from '../../clock'
import type { Db } from '../../db'
import { loadEnv } from '../../env'
import { startJobs } from '../../jobs'
import { webhookPruneJob } from '.'

/* The prune job's schedule (docs/webhooks.md "Retention"); what a run deletes is operations.test.ts's business. */

afterEach(() => vi.useRealTimers())

/** Runs the prune job as the server does, on fake timers, for `seconds`; answers how many runs scanned the outbox. */
async function runsIn(seconds: number, env: Record<string, string>): Promise<number> {
  vi.useFakeTimers()
  let runs = 0
  // A run's only use of the database is its DELETE; no row deleted ends the run after one statement.
  const db = { execute: async () => ((runs += 1), { rows: [] }) } as unknown as Db
  const failures: unknown[] = []
  const stop = startJobs([webhookPruneJob({ db, clock: manualClock(), env: loadEnv(env) })], { error: (failure) => failures.push(failure) })
  await vi.advanceTimersByTimeAsync(seconds * 1000)
  await stop()
  expect(failures).toEqual([])
  return runs
}

describe('the webhook prune job', () => {
  it('runs every WEBHOOK_PRUNE_EVERY_SECONDS, an hour unless set, not at every BACKGROUND_SWEEP_SECONDS; 0 never', async () => {
    expect(await runsIn(3599, {})).toBe(0)
    expect(await runsIn(3 * 3600, { BACKGROUND_SWEEP_SECONDS: '30' })).toBe(3)
    expect(await runsIn(600, { WEBHOOK_PRUNE_EVERY_SECONDS: '60', BACKGROUND_SWEEP_SECONDS: '300' })).toBe(10)
    expect(await runsIn(86_400, { WEBHOOK_PRUNE_EVERY_SECONDS: '0', BACKGROUND_SWEEP_SECONDS: '1' })).toBe(0)
  })
})
