export { registerStatic, cacheControlFor } from './routes'
