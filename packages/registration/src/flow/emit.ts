import type { AreaInstance } from '@fairpass/core/area'

/**
 * How a flow announces a `fair-*` event to the host page: the `emit` of the element instance it runs for
 * (`useArea().emit` in a component, `instance.emit` at start). Each `<fair-registration>` on a page announces on
 * its own host node; there is no page-wide "current element".
 */
export type Emit = AreaInstance['emit']

/** Announces nothing and lets every cancelable event proceed: outside an element (unit tests), as core/area does. */
export const noEmit: Emit = () => true
