export { adminRoutes, ADMIN_PREFIX } from './routes'
export { createAdminKey, revokeAdminKey, hashAdminKey, generateAdminKey, adminKeyOf } from './keys'
export { DEMO_ADMIN_KEY } from './demoKey'
