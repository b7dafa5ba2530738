/*
 * The device's own record of scans not yet accepted by the server: IndexedDB, because a booth's phone loses the
 * network for hours and the page may be closed or reloaded in between; sessionStorage would lose them with the tab.
 */

/** One scan as the device keeps it until the server has it. */
export interface QueuedScan {
  /** The client's scan id: the server keeps each id once, so sending it twice (a lost answer) adds one lead. */
  id: string
  /** Whose queue: tenant, exhibition and staff member (a colleague signed in on the same phone has their own). */
  scope: string
  code: string
  source: 'camera' | 'manual'
  scannedAt: string
  /** pending: waits for the network; refused: the server said no (its words in `reason`), kept until dismissed. */
  state: 'pending' | 'refused'
  attempts: number
  reason?: string
}

export interface ScanDb {
  put(scan: QueuedScan): Promise<void>
  remove(id: string): Promise<void>
  list(scope: string): Promise<QueuedScan[]>
}

const DB_NAME = 'fairpass-customer-tool'
const STORE = 'scans'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
  })
}

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const req = factory.open(name, 1)
  req.onupgradeneeded = () => {
    const store = req.result.createObjectStore(STORE, { keyPath: 'id' })
    store.createIndex('scope', 'scope')
  }
  return request(req)
}

/** The scan store on `factory` (the browser's indexedDB; tests pass fake-indexeddb's). Opened on first use. */
export function indexedScanDb(factory: IDBFactory = globalThis.indexedDB, name = DB_NAME): ScanDb {
  let db: Promise<IDBDatabase> | null = null
  const database = () => (db ??= open(factory, name))

  async function write(action: (store: IDBObjectStore) => void): Promise<void> {
    const tx = (await database()).transaction(STORE, 'readwrite')
    action(tx.objectStore(STORE))
    await done(tx)
  }

  return {
    put: (scan) => write((store) => store.put(scan)),
    remove: (id) => write((store) => store.delete(id)),
    async list(scope) {
      const tx = (await database()).transaction(STORE, 'readonly')
      const scans = await request(tx.objectStore(STORE).index('scope').getAll(scope) as IDBRequest<QueuedScan[]>)
      // Oldest first, so leads reach the server in the order they were scanned.
      return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt) || a.id.localeCompare(b.id))
    },
  }
}
