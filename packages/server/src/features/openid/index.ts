export { openIdRoutes } from './routes'
export { DevOpenIdProvider, type OpenIdProvider } from './provider'
