export { claimCoreSingleton, registeredCore } from './claim'
export type { CoreRegistration } from './claim'
