import { createContext, useContext } from 'react'

export const HostContext = createContext<HTMLElement | null>(null)

/** Undefined outside a FairPass element: portals then fall back to `document.body`. */
export const PortalContainerContext = createContext<HTMLElement | undefined>(undefined)

/** The custom element this component renders in, or null when rendered outside one (tests, plain React). */
export function useHost(): HTMLElement | null {
  return useContext(HostContext)
}

/**
 * The node inside the element's shadow root where dialogs and toasts portal to, so the suite stylesheet still
 * applies to them; undefined outside an element.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext)
}
