import { atom, type ReadableAtom } from 'nanostores'
import { ApiError } from '@fairpass/core/http'
import type { QueuedScan, ScanDb } from './scanDb'

/*
 * Scans go to the device first and to the server from there: a scan is never only in memory, so neither a dead
 * network nor a closed page loses it. The server keeps each client scan id once, so a scan whose answer was lost
 * may be sent again safely; here one sync runs at a time per queue so a page does not send it twice needlessly.
 */

export interface ScanQueueOptions {
  db: ScanDb
  scope: string
  /** Sends one scan; rejects with core/http's ApiError. */
  send: (scan: QueuedScan) => Promise<unknown>
  /** Told of each scan the server accepted (with its answer), after it left the device. */
  onSent?: (scan: QueuedScan, answer: unknown) => void
  newId?: () => string
  now?: () => Date
  /** Waits between retries after the network failed, the last one repeated. */
  retryDelaysMs?: readonly number[]
  isOnline?: () => boolean
}

export interface ScanQueue {
  /** The scans still on the device (pending or refused), oldest first. */
  $scans: ReadableAtom<QueuedScan[]>
  $syncing: ReadableAtom<boolean>
  /** Reads what an earlier page left on the device. */
  restore(): Promise<void>
  /** Keeps the scan on the device, then tries to send it. */
  add(code: string, source: QueuedScan['source']): Promise<QueuedScan>
  /** Sends every pending scan, oldest first; stops at the first network failure and retries later. */
  sync(): Promise<void>
  /** Forgets a refused scan (the person read why). */
  dismiss(id: string): Promise<void>
  /** Syncs when the browser is back online and on the retry timer; returns the stop. */
  start(): () => void
}

/** A failure worth trying again: no answer, the server busy or failing, or the session to renew. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
}

const DEFAULT_DELAYS = [2_000, 5_000, 15_000, 30_000, 60_000] as const

export function createScanQueue(options: ScanQueueOptions): ScanQueue {
  const { db, scope, send } = options
  const newId = options.newId ?? (() => crypto.randomUUID())
  const now = options.now ?? (() => new Date())
  const delays = options.retryDelaysMs ?? DEFAULT_DELAYS
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false))

  const $scans = atom<QueuedScan[]>([])
  const $syncing = atom(false)
  let running: Promise<void> | null = null
  let again = false
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let started = false

  const reload = async () => $scans.set(await db.list(scope))

  function scheduleRetry() {
    if (!started || timer) return
    const wait = delays[Math.min(failures - 1, delays.length - 1)] ?? 60_000
    timer = setTimeout(() => {
      timer = null
      void sync()
    }, wait)
  }

  async function runOnce(): Promise<void> {
    const pending = (await db.list(scope)).filter((scan) => scan.state === 'pending')
    for (const scan of pending) {
      try {
        const answer = await send(scan)
        await db.remove(scan.id)
        failures = 0
        options.onSent?.(scan, answer)
      } catch (error) {
        if (isTransient(error)) {
          failures += 1
          await db.put({ ...scan, attempts: scan.attempts + 1 })
          await reload()
          scheduleRetry()
          return
        }
        const reason = error instanceof ApiError ? error.msg : String(error)
        await db.put({ ...scan, state: 'refused', attempts: scan.attempts + 1, reason })
      }
      await reload()
    }
    await reload()
  }

  function sync(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    $syncing.set(true)
    running = (async () => {
      try {
        do {
          again = false
          await runOnce()
        } while (again && failures === 0)
      } finally {
        running = null
        $syncing.set(false)
      }
    })()
    return running
  }

  return {
    $scans,
    $syncing,
    restore: reload,
    async add(code, source) {
      const scan: QueuedScan = { id: newId(), scope, code, source, scannedAt: now().toISOString(), state: 'pending', attempts: 0 }
      await db.put(scan)
      await reload()
      // Offline, the browser's `online` event starts the sync; a network that only seems up fails and retries.
      if (isOnline()) void sync()
      return scan
    },
    sync,
    async dismiss(id) {
      await db.remove(id)
      await reload()
    },
    start() {
      started = true
      const onOnline = () => {
        failures = 0
        if (timer) clearTimeout(timer)
        timer = null
        void sync()
      }
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline)
      void reload().then(() => (isOnline() ? sync() : undefined))
      return () => {
        started = false
        if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
        if (timer) clearTimeout(timer)
        timer = null
      }
    },
  }
}
