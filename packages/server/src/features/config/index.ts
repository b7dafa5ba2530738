export { configRoutes, sysConfigOf } from './routes'
export { profileFieldsFor, type LocalizedProfileField } from './fields'
