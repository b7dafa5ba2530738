export { indexedScanDb } from './scanDb'
export type { QueuedScan, ScanDb } from './scanDb'
export { createScanQueue, isTransient } from './scanQueue'
export type { ScanQueue, ScanQueueOptions } from './scanQueue'
