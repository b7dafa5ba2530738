/**
 * The organiser key seeded with the demo data (demo mode only; production never seeds), and the CLI's default.
 * A module of its own so the CLI starts without loading the database drivers.
 */
export const DEMO_ADMIN_KEY = 'fpk_000000_demo-organiser-key-not-for-production'
