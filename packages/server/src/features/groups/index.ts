export { groupRoutes, requireGroupLeader } from './routes'
export { leaderState } from './groups'
export { visitingGroupMembers, visitingGroups, type VisitingGroupMemberRow, type VisitingGroupRow } from './tables'
