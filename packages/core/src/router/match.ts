import { ROUTES, type RouteDefinition } from './routes'

/** Desktop browsers are served under this hash prefix (spec §1). */
export const DESKTOP_PREFIX = '/pc'

export interface RouteMatch {
  definition: RouteDefinition
  params: Record<string, string>
}

interface CompiledRoute {
  definition: RouteDefinition
  segments: string[]
  paramCount: number
}

const compiled: CompiledRoute[] = ROUTES.map((definition) => {
  const segments = splitSegments(definition.path)
  return { definition, segments, paramCount: segments.filter((segment) => segment.startsWith(':')).length }
})

/** Splits `/pc/order/1` into `{ desktop: true, path: '/order/1' }`. */
export function stripDesktopPrefix(path: string): { desktop: boolean; path: string } {
  if (path === DESKTOP_PREFIX) return { desktop: true, path: '/' }
  if (path.startsWith(`${DESKTOP_PREFIX}/`)) return { desktop: true, path: path.slice(DESKTOP_PREFIX.length) }
  return { desktop: false, path }
}

/**
 * Finds the route for a path (query and `/pc` prefix ignored). When several patterns fit, the one
 * with the fewest params wins, so `/ticket-type/select` beats `/ticket-type/:id`.
 */
export function matchRoute(path: string): RouteMatch | null {
  const bare = stripDesktopPrefix(path.split('?')[0]).path
  const segments = splitSegments(bare)
  let best: { route: CompiledRoute; params: Record<string, string> } | null = null
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue
    if (best && best.route.paramCount <= route.paramCount) continue
    const params = matchSegments(route.segments, segments)
    if (params) best = { route, params }
  }
  return best && { definition: best.route.definition, params: best.params }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = decodeSegment(actual[index])
    } else if (expected !== actual[index]) {
      return null
    }
  }
  return params
}

function splitSegments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
