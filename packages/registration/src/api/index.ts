/**
 * The calls `<fair-registration>` makes; paths are the contract of docs/architecture.md (spec §7). Split by when
 * they are needed, so the login page's download carries only the config and login calls.
 */
export type { ExhibitionRef } from './types'
export { requestToken, sendVerificationCode, type CodeSent, type TokenAnswer, type TokenRequest } from './auth'
export { addAndGetAll, fetchProfileFields, saveProfile, type RegistrationEntry } from './user'
