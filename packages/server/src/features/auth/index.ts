export { authRoutes } from './routes'
// The signed-in visitor as the guard of http/ sets it; named here for the features that take one.
export type { AuthenticatedUser } from '../../http'
export { signAccessToken, verifyAccessToken, type AccessClaims } from './tokens'
export { bindOpenId, issueLoginTicket, externalProviders, type ExternalGrantProvider, type LoginTicketKind } from './providers'
export { issueOpenIdTicket } from './openIdTicket'
export {
  CODE_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_ATTEMPTS,
  issueCode,
  consumeCode,
  withdrawCode,
  codeUsedSince,
  type CodeTarget,
} from './codes'
export { findOrCreateUser, findUserByAccount, normaliseAccount, type UserRow } from './accounts'
export { users } from './tables'
export { findVisitor } from './visitor'
export { passwordMatches, storePassword } from './passwords'
export { createPasswordAccount, setAccountStatus } from './managedAccounts'
