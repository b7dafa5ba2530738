import { createElement, useEffect, useRef, type ReactNode } from 'react'
import type { FairEventMap } from '../events'
import { loadedRouteArea, type Route, type RouteArea, type Router } from '../router'
import type { ExhibitionRef } from './exhibition'
import type { AreaInstance } from './instance'
import { NESTED_ATTRIBUTE, RETURN_AS_ATTRIBUTE } from './returnTo'
import { areaTag, requestElement } from './setup'

/*
 * What an element routed in memory (embedded) draws for a route of another area: that area's element nested in place,
 * or the hand-over of the route to the element around it. A module of its own, loaded by core/area when an element
 * routes in memory: the hash-routed app page never draws either, so its login route's startup code stays without them.
 */

/**
 * Another area's page inside this element (memory routing): its element, routed in memory from the same path, for
 * the same exhibition. The host page's hash and its own router stay untouched.
 */
export function InPlace({
  area,
  path,
  exhibition,
  language,
  onNavigateTo,
  returnAs,
}: {
  area: RouteArea
  path: string
  exhibition: ExhibitionRef | null
  language?: string
  /** Navigations of the nested element to a route of `area` are taken over by `router`. */
  onNavigateTo?: { area: RouteArea; router: Router }
  /** The outer element's key: a way back the nested element makes (a payment) comes back to the outer one. */
  returnAs?: string
}): ReactNode {
  useEffect(() => requestElement(areaTag(area)), [area])
  const nested = useRef<HTMLElement>(null)
  const followArea = onNavigateTo?.area
  const followRouter = onNavigateTo?.router
  useEffect(() => {
    const element = nested.current
    if (!element || !followArea || !followRouter) return
    const takeOver = (event: Event) => {
      const { path: target, query } = (event as CustomEvent<FairEventMap['fair-navigate']>).detail
      if (event.target !== element || loadedRouteArea(target) !== followArea) return
      event.preventDefault()
      followRouter.navigate(target, query, { replace: true })
    }
    element.addEventListener('fair-navigate', takeOver)
    return () => element.removeEventListener('fair-navigate', takeOver)
  }, [followArea, followRouter])
  return createElement(areaTag(area), {
    ref: nested,
    // Inherits the outer element's theme, including what the host page set on it (core/theme).
    [NESTED_ATTRIBUTE]: '',
    [RETURN_AS_ATTRIBUTE]: returnAs,
    routing: 'memory',
    'initial-path': path,
    'tenant-id': exhibition?.tenantId,
    'exhibition-id': exhibition?.exhibitionId,
    'register-type': exhibition?.registerType,
    language,
  })
}

/** A nested element's route that belongs to the element around it: handed over once per route (InPlace's listener). */
export function HandOver({ instance, route }: { instance: AreaInstance; route: Route }): null {
  useEffect(() => {
    instance.emit('fair-navigate', { path: route.path, query: { ...route.query } }, { cancelable: true })
  }, [instance, route])
  return null
}
