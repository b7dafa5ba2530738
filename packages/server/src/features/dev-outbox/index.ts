export { devOutboxRoutes } from './routes'
