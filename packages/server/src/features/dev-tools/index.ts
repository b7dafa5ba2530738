export { devToolsRoutes } from './routes'
