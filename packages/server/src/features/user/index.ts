export { userRoutes, type GroupJoiner, type ReferralRecorder, type UserRouteOptions } from './routes'
export {
  toUserInfo,
  userInfoFor,
  findRegistration,
  loadUser,
  ensureRegistration,
  ensureTicketCodes,
  submitProfile,
  saveDraft,
  signUserQr,
  generateUserCode,
  type UserInfo,
  type RegistrationRow,
  type GroupLeaderState,
} from './registrations'
export { applySpecialInvite, findInvite, newInviteId } from './invites'
export { refuseRepeatedMediaRegistration } from './media'
export { notifyVisitor, reviewNotice, type ReviewOutcome } from './notice'
export { exhibitionOf, issueTicketLink, resolveTicketLink, ticketLinkPath, ticketLinkUrl, TICKET_LINK_TTL_SECONDS } from './ticketLink'
export { registrations, specialInvites, type SpecialInviteRow } from './tables'
