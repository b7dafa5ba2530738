import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../context'
import { AppError, ok, okReply, perAddress } from '../../http'
import { translate } from '../../messages'
import { requireExhibition, requireTenant } from '../../tenancy'
import { issueOpenIdTicket } from '../auth'
import { DevOpenIdProvider, type OpenIdProvider } from './provider'

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'redirect_uri must be an http(s) URL')
// The client's CSRF token, echoed back unchanged by the messaging app.
const state = z.string().trim().regex(/^[A-Za-z0-9_-]{8,128}$/)
const languageType = z.enum(['cn', 'en']).optional()

const authorizeQuery = z.object({
  tenantId: z.string().trim().max(64),
  exhibitionId: z.string().trim().max(64),
  redirect_uri: httpUrl,
  state,
  languageType,
})

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Messaging-app auto-login (spec §4): the redirect to the messaging app's authorisation and the exchange of its
 * code for an open id. The open id comes with a ticket the appopenid grant and the binding require (openIdTicket).
 */
export function openIdRoutes(ctx: AppContext, provider: OpenIdProvider | undefined = ctx.env.demo ? new DevOpenIdProvider(ctx.clock) : undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const requireProvider = (): OpenIdProvider => {
      if (!provider) throw new AppError(404, 'error.openIdUnavailable')
      return provider
    }

    app.get('/api/blade-auth/openid/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
      const { tenantId, exhibitionId, redirect_uri: redirectUri, state: csrf } = request.query
      const exhibition = await requireExhibition(ctx, tenantId, exhibitionId)
      const url = requireProvider().authorizeUrl({ tenantId: exhibition.tenantId, redirectUri, state: csrf, language: request.language })
      return reply.redirect(url, 302)
    })

    app.post(
      '/api/blade-auth/openid/exchange',
      {
        config: perAddress(ctx.rateLimits.tokenPerMinute),
        schema: {
          body: z.object({ tenantId: z.string().trim().max(64), code: z.string().trim().min(1).max(256), languageType }),
          response: okReply(z.object({ openId: z.string(), openIdTicket: z.string() })),
        },
      },
      async (request) => {
        const tenantId = await requireTenant(ctx, request.body.tenantId)
        const openId = await requireProvider().exchange({ tenantId, code: request.body.code })
        if (!openId) throw new AppError(409, 'error.openIdCodeInvalid')
        return ok(request, { openId, openIdTicket: issueOpenIdTicket(ctx, tenantId, openId) })
      },
    )

    if (!(provider instanceof DevOpenIdProvider)) return
    const dev = provider

    // The simulated consent screen a tester sees instead of the messaging app's own.
    app.get(
      '/api/dev/openid/authorize',
      { schema: { querystring: z.object({ tenantId: z.string().trim().max(64), redirect_uri: httpUrl, state, languageType }) } },
      async (request, reply) => {
        const { language } = request
        const { tenantId, redirect_uri: redirectUri, state: csrf } = request.query
        const site = new URL(redirectUri).host
        const hidden = Object.entries({ tenantId, redirect_uri: redirectUri, state: csrf })
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
          .join('')
        const html = `<!doctype html><html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(translate('dev.openid.title', language))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#ededed;color:#111}main{background:#fff;border-radius:12px;padding:20px;max-width:420px;margin:0 auto}
label{display:block;margin:16px 0 4px}input[type=text]{box-sizing:border-box;width:100%;padding:10px;font:inherit;border:1px solid #ccc;border-radius:8px}
button{margin-top:20px;width:100%;padding:12px;font:inherit;color:#fff;background:#05803f;border:0;border-radius:8px}</style></head>
<body><main><h1>${escapeHtml(translate('dev.openid.title', language))}</h1><p>${escapeHtml(translate('dev.openid.intro', language, { app: site }))}</p>
<form method="get" action="/api/dev/openid/consent">${hidden}<label for="user">${escapeHtml(translate('dev.openid.user', language))}</label>
<input type="text" id="user" name="user" value="dev-visitor" maxlength="64" required><button type="submit">${escapeHtml(translate('dev.openid.allow', language))}</button></form></main></body></html>`
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
      },
    )

    app.get(
      '/api/dev/openid/consent',
      { schema: { querystring: z.object({ tenantId: z.string().trim().max(64), redirect_uri: httpUrl, state, user: z.string().trim().min(1).max(64) }) } },
      async (request, reply) => {
        const { tenantId, redirect_uri: redirectUri, state: csrf, user } = request.query
        const target = new URL(redirectUri)
        target.searchParams.set('code', dev.issueCode(tenantId, user))
        target.searchParams.set('state', csrf)
        return reply.redirect(target.toString(), 302)
      },
    )
  }
}
