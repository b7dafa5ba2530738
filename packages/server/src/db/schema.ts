/*
 * Every table of the server, gathered for drizzle-kit (drizzle.config.ts reads this file to generate migrations)
 * and for nothing else: the code reads a table from the module that owns it (tenancy/tables.ts, or a feature's
 * tables.ts through that feature's index.ts). The dependency check (.dependency-cruiser.cjs) refuses any other
 * import of this file.
 */
export * from '../tenancy/tables'
export * from '../http/tables'
export * from '../features/auth/tables'
export * from '../features/admin/tables'
export * from '../features/config/tables'
export * from '../features/dict/tables'
export * from '../features/user/tables'
export * from '../features/questionnaire/tables'
export * from '../features/upload/tables'
export * from '../features/entry/tables'
export * from '../features/orders/tables'
export * from '../features/wallet/tables'
export * from '../features/invoices/tables'
export * from '../features/conferences/tables'
export * from '../features/exhibitors/tables'
export * from '../features/groups/tables'
export * from '../features/subordinates/tables'
export * from '../features/referrals/tables'
export * from '../features/channels/tables'
export * from '../features/lodging/tables'
export * from '../features/relations/tables'
export * from '../features/customers/tables'
export * from '../features/webhooks/tables'
export * from '../features/exhibition-file/tables'
