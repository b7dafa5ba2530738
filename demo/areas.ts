import type { ReadableAtom } from 'nanostores'
import { routeAreaFor, type Route, type RouteArea } from '@fairpass/core/router'

/** The code of each area element the app page holds, loaded when a route of that area first opens. */
export type AreaImporters = Partial<Record<RouteArea, () => Promise<unknown>>>

/**
 * Loads an area's element the first time the page's route belongs to that area (core/router's table names the
 * area, for an exhibitor's session its exhibitorArea; until the table has arrived a route has no definition and nothing loads). The element's tag is already in
 * the page, so its routes are claimed while its code is on the way and no other element renders them.
 * A failed import is forgotten, so the next route of the area tries again. Returns the stop of the subscription.
 */
export function loadAreasByRoute($route: ReadableAtom<Route>, importers: AreaImporters, registerType: () => string | undefined = () => undefined): () => void {
  const loaded = new Set<RouteArea>()
  return $route.subscribe((route) => {
    // An exhibitor's /user-center is the portal's (the table's exhibitorArea), so its code is what loads.
    const area = route.definition && routeAreaFor(route.definition, registerType())
    const load = area && importers[area]
    if (!area || !load || loaded.has(area)) return
    loaded.add(area)
    load().catch((error: unknown) => {
      loaded.delete(area)
      console.error(`[FairPass] could not load the ${area} area`, error)
    })
  })
}
