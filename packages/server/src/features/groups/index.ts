export { groupRoutes, requireGroupLeader } from './routes'
export { leaderState, listMembers, requireLeaderGroup, type Leader } from './groups'
export { visitingGroupMembers, visitingGroups, type VisitingGroupMemberRow, type VisitingGroupRow } from './tables'
