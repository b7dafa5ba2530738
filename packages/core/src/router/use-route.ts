import { useStore } from '@nanostores/react'
import { createContext, useContext } from 'react'
import { pageRouter, type Route, type Router } from './router'

/**
 * The router of the element a component renders in (core/area provides it): the page's router in the hash-routed
 * app, the element's own in memory mode. Outside an element (unit tests, plain React) it is the page's router.
 */
export const RouterContext = createContext<Router>(pageRouter)

export function useRouter(): Router {
  return useContext(RouterContext)
}

/** The current route of this element's router; the component re-renders on navigation. */
export function useRoute(): Route {
  return useStore(useRouter().$route)
}
