export { userRoutes } from './routes'
export {
  toUserInfo,
  userInfoFor,
  ensureRegistration,
  ensureTicketCodes,
  submitProfile,
  saveDraft,
  signUserQr,
  generateUserCode,
  type UserInfo,
  type RegistrationRow,
} from './registrations'
