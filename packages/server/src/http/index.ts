/*
 * The one HTTP layer every feature's routes are built from (docs/architecture.md): the guards, rate limits, the
 * request language, the envelope and the route-schema helpers. Below the features: nothing here imports a feature.
 */
export { ok } from '../envelope'
export { AppError } from '../errors'
export {
  bearerToken,
  currentExhibition,
  currentExhibitor,
  currentUser,
  registerCredentialChecks,
  requireExhibitor,
  requireUser,
  type AuthenticatedUser,
  type ExhibitorGuardOptions,
  type ExhibitorMembership,
  type CredentialChecks,
  type Guard,
  type VisitorClaims,
  type VisitorRecord,
} from './auth'
export { adminKeyOf, adminTenantOf, hashAdminKey, requireAdminKey } from './organiser'
export { checkCounted, countInvalid, perAddress, perVisitor, perVisitorCounted, tooManyRequests, type CountedLimit } from './limits'
export { countHit, countHitSql, databaseRateLimitStore, forgetEndedWindows } from './rateLimitStore'
export { KNOWN_REGISTER_TYPES, unknownRegisterType } from './inputGuards'
export { registerRequestLanguage } from './language'
export { bodyOrEmpty, headersWith, namedTenantId, okReply, requiredTenantId, tenantOptional } from './schemas'
