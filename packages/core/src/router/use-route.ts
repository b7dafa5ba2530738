import { useStore } from '@nanostores/react'
import { $route, type Route } from './router'

/** The current route; the component re-renders on navigation. */
export function useRoute(): Route {
  return useStore($route)
}
