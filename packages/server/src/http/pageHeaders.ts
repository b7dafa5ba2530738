import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { publicOrigin } from '../tenancy'

/*
 * Headers of every answer (issue 12 hole 5): `X-Content-Type-Options: nosniff` everywhere; on the app's HTML pages a
 * Content-Security-Policy that allows only our own scripts and the messaging app's JS-SDK (no inline script but our pages' own, by hash; no eval, no plugins, no <base>
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

/**
 * The inline scripts our own built pages carry, as CSP hashes: the app page's static login form has a few lines
 * that must run before any script file arrives (packages/registration/src/shell). Read once at start from the built
 * pages, so only exactly those scripts run inline; any other inline script (an injected one) stays refused.
 */
export function inlineScriptHashes(staticDir: string): string[] {
  let pages: string[]
  try {
    pages = readdirSync(staticDir).filter((name) => name.endsWith('.html'))
  } catch {
    return []
  }
  const hashes = new Set<string>()
  for (const page of pages) {
    const html = readFileSync(join(staticDir, page), 'utf8')
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || !body.trim()) continue
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    }
  }
  return [...hashes].sort()
}

/**
 * The messaging app's JS-SDK (core/share JS_SDK_SCRIPT): the share pages load it inside the app's browser to set the
 * share card (features/channels getJsSdk). The one outside script the app page may run.
 */
export const MESSAGING_APP_SDK_ORIGIN = 'https://res.wx.qq.com'

export async function appPagePolicy(ctx: AppContext, scriptHashes: readonly string[] = []): Promise<string> {
  return [
    ["script-src 'self'", MESSAGING_APP_SDK_ORIGIN, ...scriptHashes].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${(await framingOrigins(ctx)).join(' ')}`,
  ].join('; ')
}

export function registerPageHeaders(app: FastifyInstance, ctx: AppContext, staticDir?: string): void {
  const scriptHashes = staticDir ? inlineScriptHashes(staticDir) : []
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    if (request.url.startsWith('/api/') || reply.hasHeader('content-security-policy')) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) reply.header('content-security-policy', await appPagePolicy(ctx, scriptHashes))
    return payload
  })
}
