import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const NO_CACHE_PAGES = new Set(['index.html', 'embed.html'])

/** Cache policy: entry pages revalidate every time, hashed build assets are cached for good. */
export function cacheControlFor(relativePath: string): string | undefined {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '')
  const base = normalised.replace(/\.(br|gz)$/, '')
  if (NO_CACHE_PAGES.has(base)) return 'no-cache'
  if (normalised.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  return undefined
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
