/*
 * Background jobs (gift expiry, unused uploads, late-payment refunds). Several server processes may share one
 * PostgreSQL (issue 13), and each runs every job: a job's `run` therefore claims the rows it handles itself
 * (`FOR UPDATE SKIP LOCKED`, or a conditional UPDATE guarded by the row's state), so two processes sweeping at the
 * same instant each take different rows and every row is handled once. This runner only adds the timer, skips a
 * tick while the previous run of the same job is still going, and waits for a running job when the server closes.
 */

export interface Job {
  name: string
  /** Seconds between runs; 0 turns the job off. */
  everySeconds: number
  run(): Promise<unknown>
}

export interface JobLog {
  error(obj: unknown, msg: string): void
}

/** Starts every job on its own timer; the answer stops them all and waits for runs in progress. */
export function startJobs(jobs: Job[], log: JobLog): () => Promise<void> {
  const timers: NodeJS.Timeout[] = []
  const running = new Map<string, Promise<void>>()
  for (const job of jobs) {
    if (job.everySeconds <= 0) continue
    const timer = setInterval(() => {
      if (running.has(job.name)) return
      const run = job
        .run()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => running.delete(job.name))
      running.set(job.name, run)
    }, job.everySeconds * 1000)
    timer.unref()
    timers.push(timer)
  }
  return async () => {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running.values())
  }
}
