export { systemRoutes } from './routes'
