import { atom, onMount, type ReadableAtom } from 'nanostores'

/**
 * The whole suite stylesheet as text. vanilla-extract can only inject into the document, never into a shadow
 * root, so both builds (scripts/suite-css.ts) replace this literal with the JSON string of every CSS file they
 * emitted. It must remain the only occurrence of the marker in the sources.
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

if (!isSuiteCssInjected) {
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
