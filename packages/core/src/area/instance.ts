import { createContext, createElement, useContext, type ComponentType } from 'react'
import { dispatchFairEvent, type FairEventMap, type FairEventName } from '../events'
import { pageRouter, type Route, type RouteArea, type Router } from '../router'

/**
 * What a page of an area element knows about the element it renders in: its router, its host node, its own
 * attributes (beyond the common ones) and how to announce events to the host page. One per element instance.
 */
export interface AreaInstance {
  area: RouteArea
  router: Router
  host: HTMLElement | null
  /** The element's own attributes by prop name (`ticketTypeId` for `ticket-type-id`). */
  attributes: Readonly<Record<string, string | undefined>>
  /** Dispatches a `fair-*` event on the element (bubbling, composed); false when a listener cancelled it. */
  emit<K extends FairEventName>(name: K, detail: FairEventMap[K], options?: { cancelable?: boolean }): boolean
}

const outside: AreaInstance = {
  area: 'registration',
  router: pageRouter,
  host: null,
  attributes: {},
  emit: () => true,
}

export const AreaContext = createContext<AreaInstance>(outside)

/** The element instance this component renders in (outside one: the page router, no host, events go nowhere). */
export function useArea(): AreaInstance {
  return useContext(AreaContext)
}

export function createAreaInstance(area: RouteArea, router: Router, host: HTMLElement | null, attributes: Record<string, string | undefined>): AreaInstance {
  return {
    area,
    router,
    host,
    attributes,
    emit: (name, detail, options) => (host ? dispatchFairEvent(host, name, detail, options) : true),
  }
}

/** What every page of an area receives. */
export interface AreaPageProps {
  route: Route
}

/**
 * A lazy page of an area whose component takes its own props: `props` reads them from the route, so a page
 * component stays a plain component (`TicketPage({ id })`) and the area's element declares how a route feeds it.
 */
export function routePage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: (route: Route) => P,
): () => Promise<{ default: ComponentType<AreaPageProps> }> {
  return () => load().then((Component) => ({ default: ({ route }: AreaPageProps) => createElement(Component, props(route)) }))
}
