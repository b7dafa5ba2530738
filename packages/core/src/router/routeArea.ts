import { registerTypeGroup } from '../journey/registerTypes'
import type { RouteArea, RouteDefinition } from './routes'

/*
 * Apart from the route table (routes.ts), which loads after the startup code: every element asks this on every
 * page, the table's rows arrive later.
 */

/** The area that renders a route for a session of this registerType (an exhibitor's /user-center is the portal's). */
export function routeAreaFor(definition: Pick<RouteDefinition, 'area' | 'exhibitorArea'>, registerType: string | null | undefined): RouteArea {
  return definition.exhibitorArea && registerTypeGroup(registerType) === 'exhibitor' ? definition.exhibitorArea : definition.area
}
