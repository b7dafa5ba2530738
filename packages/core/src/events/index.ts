export { dispatchFairEvent } from './dispatch'
export type { FairEventMap, FairEventName, FairEventOptions } from './dispatch'
