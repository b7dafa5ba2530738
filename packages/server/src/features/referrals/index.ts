export { referralRoutes } from './routes'
export { recordParentQuietly } from './referrals'
export { referralInvitations, referralInviteRecords, referralParents } from './tables'
