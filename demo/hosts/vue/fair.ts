// Typed render functions for the FairPass elements in Vue 3 without SFCs or a template compiler: the attributes
// come from `@fairpass/elements/vue` (the elements as GlobalComponents), the `on…` listeners from the elements'
// event map. Vue turns `onFairReady` into a listener for `fair-ready` and, for a tag that is not yet defined,
// writes the kebab-case keys as attributes: exactly what the elements read.
import { h, type DefineComponent, type GlobalComponents, type VNode } from 'vue'
import type {} from '@fairpass/elements/vue'
import type { FairEventMap } from '@fairpass/elements'

/** The FairPass tags Vue knows as global components. */
export type FairTag = Extract<keyof GlobalComponents, `fair-${string}`>

/** The attributes of a FairPass element, as its Vue typing declares them. */
export type FairAttributes<K extends FairTag> = GlobalComponents[K] extends DefineComponent<infer Props> ? Props : never

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S

/** `onFairReady`, `onFairOrderPlaced`, …: a listener for each FairPass event, given its typed CustomEvent. */
export type FairListeners = {
  [E in keyof FairEventMap as `on${Capitalize<Camel<E & string>>}`]?: (event: FairEventMap[E]) => void
}

/** What the host page itself may set on the element (its box and the documented CSS custom properties). */
interface HostAttributes {
  id?: string
  class?: string
  style?: Record<`--fair-${string}`, string>
}

export function fair<K extends FairTag>(tag: K, props: FairAttributes<K> & FairListeners & HostAttributes): VNode {
  return h(tag, props)
}
