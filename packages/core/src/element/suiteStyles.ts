import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores'

/**
 * The suite stylesheet as text. vanilla-extract can only inject into the document, never into a shadow root, so
 * the builds (scripts/suite-css.ts) replace this literal with the JSON string of the CSS they emitted: the library
 * build all of it, the app build that of the chunks loaded at startup (lazily loaded chunks append their own through
 * the hook below). It must remain the only occurrence of the marker in the sources.
 */
const build = { suiteCss: '/*__FAIR_SUITE_CSS__*/' }

/** False in `vite` dev mode and in tests, where the styles live in `<style>` tags vite adds to the document. */
export const isSuiteCssInjected = !build.suiteCss.startsWith('/*__FAIR_SUITE_CSS__')

const DEV_STYLE_SELECTOR = 'style[data-vite-dev-id$=".vanilla.css"], style[data-vanilla-extract-inline-dev-css]'

/** The CSS vanilla-extract's vite plugin has injected into the document so far (dev mode). */
export function readDocumentVanillaStyles(doc: Document = document): string {
  return Array.from(doc.querySelectorAll<HTMLStyleElement>(DEV_STYLE_SELECTOR), (element) => element.textContent ?? '').join('\n')
}

const $suiteCssSource = atom(isSuiteCssInjected ? build.suiteCss : '')

// Production builds always carry the CSS (the build fails otherwise), so this dev-mode path is left out of them.
if (process.env.NODE_ENV !== 'production' && !isSuiteCssInjected) {
  // Styles of lazily loaded modules and hot updates arrive as new or changed <style> tags.
  onMount($suiteCssSource, () => {
    if (typeof document === 'undefined') return
    const refresh = () => $suiteCssSource.set(readDocumentVanillaStyles())
    refresh()
    const observer = new MutationObserver(refresh)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  })
}

export const $suiteCss: ReadableAtom<string> = $suiteCssSource

/** `Symbol.for` key of the global lazily loaded chunks push their CSS to (SUITE_CSS_HOOK in scripts/suite-css.ts). */
const SUITE_CSS_HOOK = Symbol.for('fairpass.suiteCss')

interface SuiteCssHook {
  push(...texts: string[]): void
}

/**
 * Makes `globalThis[Symbol.for('fairpass.suiteCss')].push(css)`, the call the app build ends each lazily loaded chunk
 * with, append to `target`, after whatever was pushed before the runtime got here. Every shadow root follows `target`,
 * so a dialog's styles arrive in all of them with the dialog's code.
 */
export function installSuiteCssHook(target: WritableAtom<string>, scope: object = globalThis): void {
  const holder = scope as Record<symbol, SuiteCssHook | string[] | undefined>
  const queued = holder[SUITE_CSS_HOOK]
  const hook: SuiteCssHook = {
    push(...texts) {
      const added = texts.filter(Boolean)
      if (added.length > 0) target.set([target.get(), ...added].filter(Boolean).join('\n'))
    },
  }
  holder[SUITE_CSS_HOOK] = hook
  if (Array.isArray(queued)) hook.push(...queued)
}

if (isSuiteCssInjected) installSuiteCssHook($suiteCssSource)

/** Chrome, Safari ≥ 16.4 and recent Android WebViews; older in-app browsers get one <style> per shadow root. */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot === 'function' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

const sharedSheets = new WeakMap<ReadableAtom<string>, CSSStyleSheet>()

/** One constructable sheet per text store, shared by every shadow root and kept in step with the store. */
export function sharedSheetFor(source: ReadableAtom<string>): CSSStyleSheet {
  let sheet = sharedSheets.get(source)
  if (!sheet) {
    const created = new CSSStyleSheet()
    sheet = created
    sharedSheets.set(source, created)
    // Page-lifetime subscription: the sheet is shared and never released.
    source.subscribe((text) => created.replaceSync(text))
  }
  return sheet
}

/** A shadow root's link to its stylesheets: `connect` starts following the sources, `disconnect` stops. */
export interface AttachedStyles {
  connect(): void
  disconnect(): void
}

/**
 * Puts the text of each source into `shadowRoot`, in order (later sources win on equal specificity): as shared
 * adopted sheets where supported, else as <style> elements placed before `before`.
 */
export function attachStyles(
  shadowRoot: ShadowRoot,
  sources: ReadableAtom<string>[],
  before: Node | null = null,
  adopt = supportsAdoptedStyleSheets(),
): AttachedStyles {
  if (adopt) {
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, ...sources.map(sharedSheetFor)]
    return { connect() {}, disconnect() {} }
  }
  const doc = shadowRoot.ownerDocument
  const elements = sources.map((source) => {
    const element = doc.createElement('style')
    element.textContent = source.get()
    shadowRoot.insertBefore(element, before)
    return element
  })
  let stops: Array<() => void> = []
  return {
    connect() {
      if (stops.length) return
      stops = sources.map((source, index) =>
        source.subscribe((text) => {
          if (elements[index].textContent !== text) elements[index].textContent = text
        }),
      )
    },
    disconnect() {
      for (const stop of stops) stop()
      stops = []
    },
  }
}
