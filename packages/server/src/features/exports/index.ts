export { exportRoutes } from './routes'
