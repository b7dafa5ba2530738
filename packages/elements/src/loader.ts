/** Loads an element's module; the module defines the element when it runs. */
export type ElementImporter = () => Promise<unknown>

export interface FairLoader {
  /** The tags this loader can define. */
  readonly tags: readonly string[]
  /**
   * Defines `tag` now, without waiting for it to appear in the document (elements inside a shadow root the
   * loader cannot see, or to warm the cache). Resolves with the element's constructor.
   */
  load(tag: string): Promise<CustomElementConstructor>
}

// Symbol.for: a second copy of the loader (another version, another origin) is another module with its own
// module-level state; only the global symbol registry is shared between the two.
const LOADER_KEY = Symbol.for('fairpass.elements.loader')

interface LoaderSlot {
  loader: FairLoader
  warned: boolean
}

type LoaderGlobal = typeof globalThis & { [LOADER_KEY]?: LoaderSlot }

/**
 * Watches `doc` (including nodes added later) for FairPass tags whose element is not defined yet and imports
 * each element's module the first time its tag appears. When a loader is already running on the page, warns once
 * and returns that one: two loaders would race to define the same tags with different copies of React and the
 * session.
 */
export function startLoader(elements: Record<string, ElementImporter>, doc?: Document): FairLoader {
  const tags = Object.keys(elements)
  if (!doc && typeof document === 'undefined') {
    // Server-side rendering (a React or Vue host importing the package in Node): nothing to watch or define.
    return { tags, load: (tag) => Promise.reject(new Error(`[FairPass] <${tag}> can only be defined in a browser`)) }
  }
  const root = doc ?? document
  const scope = globalThis as LoaderGlobal
  const running = scope[LOADER_KEY]
  if (running) {
    if (!running.warned) {
      running.warned = true
      console.warn(
        '[FairPass] fair.js was loaded a second time (another copy or version); the second copy does nothing. ' +
          'Load one fair.js per page.',
      )
    }
    return running.loader
  }

  const loading = new Map<string, Promise<CustomElementConstructor>>()
  const registry = root.defaultView?.customElements ?? customElements

  function load(tag: string): Promise<CustomElementConstructor> {
    const known = loading.get(tag)
    if (known) return known
    const importer = elements[tag]
    if (!importer) return Promise.reject(new Error(`[FairPass] no element <${tag}> in this loader (it knows ${tags.join(', ')})`))
    const defined = registry.get(tag)
    const pending = defined
      ? Promise.resolve(defined)
      : importer().then(
          // get() after whenDefined(): some DOM implementations resolve whenDefined() without the constructor.
          () => registry.whenDefined(tag).then(() => registry.get(tag)!),
          (error: unknown) => {
            // Forget the failure so the next appearance of the tag (or a call to load) tries again.
            loading.delete(tag)
            console.error(`[FairPass] could not load <${tag}>`, error)
            throw error
          },
        )
    loading.set(tag, pending)
    if (loading.size === tags.length) observer?.disconnect()
    return pending
  }

  const selector = tags.join(',')
  function scan(root: ParentNode) {
    if (!selector) return
    if (root instanceof Element && root.matches(selector) && !loading.has(root.localName)) void load(root.localName).catch(() => {})
    for (const found of root.querySelectorAll(selector)) {
      if (!loading.has(found.localName)) void load(found.localName).catch(() => {})
    }
  }

  const observer =
    typeof MutationObserver === 'undefined'
      ? undefined
      : new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element)
          }
        })

  const loader: FairLoader = { tags, load }
  scope[LOADER_KEY] = { loader, warned: false }
  observer?.observe(root, { childList: true, subtree: true })
  scan(root)
  return loader
}
