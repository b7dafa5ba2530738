export { entryRoutes } from './routes'
export { entryLinks, staticPages } from './tables'
