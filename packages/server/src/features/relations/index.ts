export { relationRoutes } from './routes'
export { userRelations, type UserRelationRow } from './tables'
