export { entryRoutes } from './routes'
export { entryLinks, registerLogs, staticPages } from './tables'
