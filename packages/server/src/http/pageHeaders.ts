import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { publicOrigin } from '../features/payments'

/*
 * Headers of every answer (issue 12 hole 5): `X-Content-Type-Options: nosniff` everywhere; on the app's HTML pages a
 * Content-Security-Policy that allows only our own scripts (no inline script, no eval, no plugins, no <base>
 * rewrite) and lets only our origin and the embedding origins frame the page: every tenant's list
 * (`npm run admin -- origins`; the page's tenant is in its hash, which never reaches the server) plus
 * PAYMENT_RETURN_ORIGINS, and loopback pages in demo mode. Styles stay open ('unsafe-inline': the pages and the
 * elements' shadow roots carry inline styles). API answers set their own CSP where they serve HTML (the cashier).
 */

async function framingOrigins(ctx: AppContext): Promise<string[]> {
  const result = await ctx.db.execute(sql`SELECT DISTINCT jsonb_array_elements_text(embed_origins) AS origin FROM tenants`)
  const tenantOrigins = (result as unknown as { rows: Array<{ origin: string }> }).rows.map((row) => row.origin)
  const demo = ctx.env.demo ? ['http://127.0.0.1:*', 'http://localhost:*'] : []
  // Stored origins were checked against EMBED_ORIGIN when set; filter again: this text goes into a header.
  return [...new Set([publicOrigin(ctx), ...ctx.env.orders.returnOrigins, ...tenantOrigins])].filter((origin) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(origin)).concat(demo)
}

export async function appPagePolicy(ctx: AppContext): Promise<string> {
  return [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${(await framingOrigins(ctx)).join(' ')}`,
  ].join('; ')
}

export function registerPageHeaders(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    if (request.url.startsWith('/api/') || reply.hasHeader('content-security-policy')) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) reply.header('content-security-policy', await appPagePolicy(ctx))
    return payload
  })
}
