import type { FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { tenantIdOf } from '../tenancy'
import { allowedReturnOrigins, LOOPBACK_ORIGIN, publicOrigin } from '../tenancy'

/*
 * CORS by allow-list (issue 12 hole 5), never reflecting any origin: our public origin, the server-wide
 * PAYMENT_RETURN_ORIGINS, and the embedding origins of the tenant the request names (`npm run admin -- origins`).
 * A preflight carries no Tenant-Id header, so it passes for an origin that some tenant embeds from; the request that
 * follows is checked against its own tenant. In demo mode loopback pages (http://127.0.0.1:*, http://localhost:*)
 * may call too, for host pages served beside `npm start`. Files outside /api/ (the built app and element library)
 * are public and readable from any origin: module scripts are fetched in CORS mode.
 */

export const CORS_HEADERS = ['Authorization', 'Blade-Auth', 'Tenant-Id', 'User-Type', 'Content-Type', 'Accept-Language', 'Idempotency-Key']

/** A tenant id as ids are shaped: CORS runs before the input guards, so nothing else may reach the database here. */
const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/
const CONTROL = /[\u0000-\u001F\u007F]/

async function originAllowed(ctx: AppContext, request: FastifyRequest, origin: string): Promise<boolean> {
  if (CONTROL.test(origin)) return false
  if (origin === publicOrigin(ctx) || ctx.env.orders.returnOrigins.includes(origin)) return true
  if (ctx.env.demo && LOOPBACK_ORIGIN.test(origin)) return true
  const tenantId = tenantIdOf(request)
  // A malformed tenant id (a NUL in `?tenantId=` was a 500 here, found by http/hostileSweep.test.ts) allows nothing;
  // the input guards then refuse the request itself.
  if (tenantId) return TENANT_ID.test(tenantId) && (await allowedReturnOrigins(ctx, tenantId)).includes(origin)
  if (request.method !== 'OPTIONS') return false
  const result = await ctx.db.execute(sql`SELECT 1 FROM tenants WHERE embed_origins @> ${JSON.stringify([origin])}::jsonb LIMIT 1`)
  return (result as unknown as { rows: unknown[] }).rows.length > 0
}

/** The @fastify/cors delegator: per request, the origin echoed when allowed, none otherwise. */
export function corsDelegator(ctx: AppContext) {
  return (request: FastifyRequest, callback: (error: Error | null, options: Record<string, unknown>) => void) => {
    const origin = request.headers.origin
    const base = { credentials: false, allowedHeaders: CORS_HEADERS, maxAge: 600 }
    if (typeof origin !== 'string' || !/^https?:\/\//.test(origin)) return callback(null, { ...base, origin: false })
    // Public files (the element loader and its chunks, /lib/…) load as module scripts from any embedding page.
    if (!request.url.startsWith('/api/')) return callback(null, { ...base, origin })
    originAllowed(ctx, request, origin).then(
      (allowed) => callback(null, { ...base, origin: allowed ? origin : false }),
      (error: Error) => callback(error, { ...base, origin: false }),
    )
  }
}
