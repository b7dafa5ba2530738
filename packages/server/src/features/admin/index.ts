export { adminRoutes, ADMIN_PREFIX } from './routes'
export { createAdminKey, revokeAdminKey, hashAdminKey, generateAdminKey, adminKeyOf } from './keys'
