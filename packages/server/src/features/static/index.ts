export { registerStatic, registerLibrary, cacheControlFor, libCacheControlFor } from './routes'
