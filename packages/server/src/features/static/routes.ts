import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/*
 * Files whose name stays the same across releases, so must be revalidated every time: the entry pages, and the app's
 * service worker (demo/offline), which the browser compares with its installed copy to find a new release. Cached
 * for longer, a phone would keep the old release's worker, and the files it precached, that long.
 */
const NO_CACHE_FILES = new Set(['index.html', 'embed.html', 'sw.js'])

/** Cache policy: entry pages and the service worker revalidate every time, hashed build assets are cached for good. */
export function cacheControlFor(relativePath: string): string | undefined {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '')
  const base = normalised.replace(/\.(br|gz)$/, '')
  if (NO_CACHE_FILES.has(base)) return 'no-cache'
  if (normalised.startsWith('assets/')) return IMMUTABLE
  return undefined
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Cache policy under /lib/: the loader revalidates (ETag) on every page load, hashed chunks are cached for good. */
export function libCacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '')
  if (/-[A-Z0-9]{8}\.js$/.test(normalised)) return IMMUTABLE
  // The loader (fair.js) keeps its name across releases, so it, and anything else without a hash, must not
  // outlive a release in a cache.
  return 'no-cache'
}

/**
 * Serves the library build (`npm run build:lib`) under /lib/ when the folder exists, for pages on other origins:
 * `<script type="module" src="https://<api origin>/lib/fair.js">`. Module scripts are fetched in CORS mode, so
 * every answer allows any origin; the files are public code, the same for everyone.
 */
export async function registerLibrary(app: FastifyInstance, libDir: string): Promise<boolean> {
  const root = path.resolve(libDir)
  if (!existsSync(root) || !statSync(root).isDirectory()) return false
  await app.register(fastifyStatic, {
    root,
    prefix: '/lib/',
    // The app's static plugin already decorates the reply.
    decorateReply: false,
    cacheControl: false,
    index: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', libCacheControlFor(path.isAbsolute(filePath) ? path.relative(root, filePath) : filePath))
      // Overrides @fastify/cors's reflected origin: the same file for every origin, so shared caches may keep one.
      reply.header('access-control-allow-origin', '*')
      // Hosts that isolate themselves (Cross-Origin-Embedder-Policy) still may load the scripts.
      reply.header('cross-origin-resource-policy', 'cross-origin')
    },
  })
  return true
}

/**
 * Serves the built demo app at `/` when the folder exists. Paths under /api/ are never answered here:
 * a miss there falls through to the JSON 404 envelope.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = path.resolve(staticDir)
  if (!existsSync(root) || !statSync(root).isDirectory()) return false
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    // /api/* must not be claimed by the static wildcard (the 404 envelope answers unknown API paths).
    allowedPath: (pathName) => !pathName.startsWith('/api/') && pathName !== '/api',
    setHeaders(reply, filePath) {
      const policy = cacheControlFor(path.isAbsolute(filePath) ? path.relative(root, filePath) : filePath)
      if (policy) reply.header('cache-control', policy)
    },
  })
  return true
}

/**
 * `GET /favicon.ico`, which every browser asks for: the built app's own icon when the static folder has one
 * (demo/public/favicon.ico is copied there by `vite build`), else the icon bundled here, so even an API-only server
 * (no static folder) answers with an icon instead of a 404. Cached for a day.
 */
export async function registerFavicon(app: FastifyInstance, staticDir: string): Promise<void> {
  const own = path.resolve(staticDir, 'favicon.ico')
  const icon = existsSync(own) && statSync(own).isFile() ? readFileSync(own) : readFileSync(new URL('./favicon.ico', import.meta.url))
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('content-type', 'image/x-icon').header('cache-control', 'public, max-age=86400').send(icon),
  )
}
