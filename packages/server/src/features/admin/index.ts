export { adminRoutes, ADMIN_PREFIX } from './routes'
export { createAdminKey, revokeAdminKey, generateAdminKey, organiserKeyUsable } from './keys'
