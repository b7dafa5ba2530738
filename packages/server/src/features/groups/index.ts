export { groupRoutes, requireGroupLeader } from './routes'
export { joinGroupQuietly, leaderState, listMembers, requireLeaderGroup, LEADER_REGISTER_TYPE, type Leader } from './groups'
export { visitingGroupMembers, visitingGroups, type VisitingGroupMemberRow, type VisitingGroupRow } from './tables'
