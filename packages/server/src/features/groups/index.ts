export { groupRoutes, requireGroupLeader } from './routes'
export { leaderState, LEADER_REGISTER_TYPE } from './groups'
export { visitingGroupMembers, visitingGroups, type VisitingGroupMemberRow, type VisitingGroupRow } from './tables'
