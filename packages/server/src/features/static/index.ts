export { registerFavicon, registerStatic, registerLibrary, cacheControlFor, libCacheControlFor } from './routes'
