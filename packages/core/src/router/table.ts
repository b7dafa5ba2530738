import { ROUTES, type RouteDefinition } from './routes'

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

/**
 * Finds the route for a path that has neither query nor `/pc` prefix. When several patterns fit, the one with the
 * fewest params wins, so `/ticket-type/select` beats `/ticket-type/:id`. Imports nothing the startup code also
 * imports: the router loads this module lazily, and a shared import would become a chunk of its own.
 */
export function matchBarePath(path: string): RouteMatch | null {
  const segments = splitSegments(path)
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
