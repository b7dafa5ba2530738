const REGISTRY_KEY = Symbol.for('fairpass.core')

export interface CoreRegistration {
  version: string
  /** Identity of the module copy that registered; two bundles of one version still differ. */
  copy: object
}

type Registry = { [REGISTRY_KEY]?: CoreRegistration }

/** This module's identity: every bundled copy of core evaluates this line once. */
const THIS_COPY = Object.freeze({})

/**
 * Records this copy of core on `globalThis` and warns when another copy already registered.
 * Two copies mean two sets of nanostores atoms: widgets would stop sharing the session, which is
 * silent and confusing, so we say so loudly. Returns true when this copy owns the page.
 */
export function claimCoreSingleton(version: string, copy: object = THIS_COPY): boolean {
  const registry = globalThis as typeof globalThis & Registry
  const existing = registry[REGISTRY_KEY]
  if (!existing) {
    registry[REGISTRY_KEY] = { version, copy }
    return true
  }
  if (existing.copy === copy) return true
  console.warn(
    `[fairpass] A second copy of @fairpass/core (${version}) loaded next to ${existing.version}: ` +
      'widgets will not share the session. Bundle the elements together or keep @fairpass/core external.',
  )
  return false
}

/** The copy that owns the page, if any. */
export function registeredCore(): CoreRegistration | undefined {
  return (globalThis as typeof globalThis & Registry)[REGISTRY_KEY]
}
