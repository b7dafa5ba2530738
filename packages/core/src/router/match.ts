import { stripDesktopPrefix } from './desktop'
import { matchBarePath, type RouteMatch } from './table'

export type { RouteMatch }

/**
 * Finds the route for a path (query and `/pc` prefix ignored). When several patterns fit, the one with the fewest
 * params wins, so `/ticket-type/select` beats `/ticket-type/:id`. Importing this loads the route table; the router
 * itself loads it lazily (`loadRoutes`).
 */
export function matchRoute(path: string): RouteMatch | null {
  return matchBarePath(stripDesktopPrefix(path.split('?')[0]).path)
}
