export { subordinateRoutes } from './routes'
export { isSubordinateAt } from './subordinates'
export { subordinates, type SubordinateRow } from './tables'
