import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError } from '@fairpass/core/http'
import { indexedScanDb, type QueuedScan } from './scanDb'
import { createScanQueue } from './scanQueue'

/*
 * The offline queue against a real IndexedDB implementation (fake-indexeddb; happy-dom has none): scans survive a
 * new page (a new queue on the same database), wait out a dead network, reach the server once each, in order.
 */

const offline = () => new ApiError({ code: 'NETWORK_ERROR', msg: 'No network', status: 0 })
const refused = (msg: string) => new ApiError({ code: 400, msg, status: 400 })

let factory: IDBFactory
let ids = 0
const options = (send: (scan: QueuedScan) => Promise<unknown>, extra: Partial<Parameters<typeof createScanQueue>[0]> = {}) => ({
  db: indexedScanDb(factory as unknown as globalThis.IDBFactory),
  scope: '000000:1020:staff-1',
  send,
  newId: () => `scan-${++ids}`,
  now: () => new Date(Date.UTC(2026, 10, 26, 9, 0, ids)),
  retryDelaysMs: [10],
  isOnline: () => true,
  ...extra,
})

beforeEach(() => {
  factory = new IDBFactory()
  ids = 0
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the offline scan queue', () => {
  test('scans taken offline are kept, survive a reload, and are sent once each in order when the network is back', async () => {
    let online = false
    const sent: string[] = []
    const send = vi.fn(async (scan: QueuedScan) => {
      if (!online) throw offline()
      sent.push(scan.code)
      return { id: scan.id }
    })
    const first = createScanQueue(options(send, { isOnline: () => online }))
    await first.add('VISITOR-A', 'camera')
    await first.add('VISITOR-B', 'manual')
    expect(first.$scans.get().map((scan) => [scan.code, scan.state])).toEqual([
      ['VISITOR-A', 'pending'],
      ['VISITOR-B', 'pending'],
    ])
    expect(send).not.toHaveBeenCalled()

    // The page is closed and opened again: a new queue on the same device database.
    online = true
    const onSent = vi.fn()
    const second = createScanQueue(options(send, { onSent }))
    await second.restore()
    expect(second.$scans.get()).toHaveLength(2)
    await second.sync()
    await second.sync()
    expect(sent).toEqual(['VISITOR-A', 'VISITOR-B'])
    expect(onSent).toHaveBeenCalledTimes(2)
    expect(second.$scans.get()).toEqual([])
    expect(await indexedScanDb(factory as unknown as globalThis.IDBFactory).list('000000:1020:staff-1')).toEqual([])
  })

  test('a sync that fails on the network keeps the scan pending with its id; the online event sends it', async () => {
    let answers = 0
    const seen: string[] = []
    const send = vi.fn(async (scan: QueuedScan) => {
      seen.push(scan.id)
      // The first answer is lost on the way back: the server kept it, the device does not know.
      if (++answers === 1) throw offline()
      return {}
    })
    // The retry timer is far off: only the online event can send it in this test.
    const queue = createScanQueue(options(send, { retryDelaysMs: [3_600_000] }))
    const stop = queue.start()
    await queue.add('VISITOR-C', 'camera')
    await vi.waitFor(() => expect(queue.$scans.get()[0]?.attempts).toBe(1))
    expect(queue.$scans.get()[0]?.state).toBe('pending')
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(queue.$scans.get()).toEqual([]))
    // Sent again under the same client scan id, which the server keeps once.
    expect(seen).toEqual(['scan-1', 'scan-1'])
    stop()
  })

  test('the retry timer sends what failed without an online event', async () => {
    let calls = 0
    const queue = createScanQueue(options(async () => {
      if (++calls < 3) throw new ApiError({ code: 503, msg: 'Busy', status: 503 })
      return {}
    }))
    const stop = queue.start()
    await queue.add('VISITOR-D', 'camera')
    await vi.waitFor(() => expect(queue.$scans.get()).toEqual([]))
    expect(calls).toBe(3)
    stop()
  })

  test('syncs started together send each scan once', async () => {
    const sent: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const queue = createScanQueue(options(async (scan) => {
      await gate
      sent.push(scan.id)
      return {}
    }, { isOnline: () => false }))
    await queue.add('A', 'camera')
    await queue.add('B', 'camera')
    const runs = [queue.sync(), queue.sync(), queue.sync()]
    release()
    await Promise.all(runs)
    await queue.sync()
    expect(sent).toEqual(['scan-1', 'scan-2'])
  })

  test('a refusal is kept with the server words and not retried; dismissing it removes it', async () => {
    const send = vi.fn(async () => {
      throw refused('This code is no visitor of the exhibition')
    })
    const queue = createScanQueue(options(send))
    await queue.add('NOT-A-BADGE', 'manual')
    await vi.waitFor(() => expect(queue.$scans.get()[0]?.state).toBe('refused'))
    expect(queue.$scans.get()[0]?.reason).toBe('This code is no visitor of the exhibition')
    await queue.sync()
    expect(send).toHaveBeenCalledTimes(1)
    await queue.dismiss('scan-1')
    expect(queue.$scans.get()).toEqual([])
  })

  test('each staff member on the device has their own queue', async () => {
    const mine = createScanQueue(options(async () => {
      throw offline()
    }))
    await mine.add('MINE', 'camera')
    const colleague = createScanQueue(options(async () => ({}), { scope: '000000:1020:staff-2' }))
    await colleague.restore()
    expect(colleague.$scans.get()).toEqual([])
    await colleague.sync()
    await mine.restore()
    expect(mine.$scans.get().map((scan) => scan.code)).toEqual(['MINE'])
  })
})
