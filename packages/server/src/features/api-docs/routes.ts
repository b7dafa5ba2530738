import { readFileSync } from 'node:fs'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { API_DOCS_PREFIX, OPENAPI_JSON_PATH, swaggerOptions, type DocumentOptions } from './document'

/**
 * The page's policy: only our own scripts, styles and images (Swagger UI's assets are served from node_modules by
 * us, no CDN), calls to our own origin only ("Try it out"), never framed. Relaxed from the app page's policy only in
 * `img-src data:` (Swagger UI's icons are data URLs) and stricter elsewhere (default-src, frame-ancestors 'none').
 */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
].join('; ')

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><text x="0" y="28" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff">FairPass API</text></svg>'

/**
 * Collects every route registered after it (an onRoute hook of @fastify/swagger), so it is registered before the
 * features' routes.
 */
export async function registerApiDocument(app: FastifyInstance, options: Omit<DocumentOptions, 'version'>): Promise<void> {
  await app.register(swagger, swaggerOptions({ ...options, version: serverVersion() }))
}

/** The document at /api/docs/openapi.json and Swagger UI at /api/docs. */
export function apiDocsRoutes(): FastifyPluginAsync {
  return async (app) => {
    // hide: the docs' own routes are not calls of the API (and the transform skips them anyway).
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
      // The document is built once (@fastify/swagger caches it) from the routes as registered.
      return reply.type('application/json; charset=utf-8').send(app.swagger())
    })
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      staticCSP: API_DOCS_POLICY,
      // No call to swagger.io's online validator: the page talks to this server only.
      validatorUrl: undefined,
      theme: { title: 'FairPass API' },
      // Our name in the top bar instead of the framework's logo (a data URL: img-src allows data:).
      logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG, 'utf8') },
      uiConfig: { deepLinking: true, docExpansion: 'none', filter: true, persistAuthorization: false, tryItOutEnabled: false },
    })
  }
}

/** The document's version is the server package's. */
function serverVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string }
  return manifest.version ?? '0.0.0'
}
