export { adminRoutes, ADMIN_PREFIX } from './routes'
export { createAdminKey, revokeAdminKey, generateAdminKey, organiserKeyTenant, organiserKeyUsable } from './keys'
export { DEMO_ADMIN_KEY } from './demoKey'
