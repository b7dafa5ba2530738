import type { ReadableAtom } from 'nanostores'
import type { SysConfig } from '../session'
import { supportsAdoptedStyleSheets } from './suiteStyles'
import { $themeDerivation, requestThemeDerivation } from './themeStyles'

/**
 * The theme of an element whose exhibition is not the page session's (two exhibitions on one host page): its own
 * `:host` rule in a stylesheet the element adopts after the session's theme, so it wins over that one while the host
 * page's rules on the element still win over both. Loaded only for such an element. Returns the stop function.
 */
export function followOwnTheme(shadowRoot: ShadowRoot, $config: ReadableAtom<SysConfig | null>): () => void {
  const adopt = supportsAdoptedStyleSheets()
  const sheet = adopt ? new CSSStyleSheet() : null
  // Older in-app browsers: a <style> after the element's others (later rules win on equal specificity).
  const style = adopt ? null : shadowRoot.ownerDocument.createElement('style')
  if (sheet) shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
  if (style) shadowRoot.append(style)
  const render = () => {
    const derive = $themeDerivation.get()
    const config = $config.get()
    const css = config && derive ? derive(config) : ''
    if (sheet) sheet.replaceSync(css)
    if (style) style.textContent = css
  }
  const stopConfig = $config.subscribe((config) => {
    if (config) requestThemeDerivation()
    render()
  })
  const stopDerive = $themeDerivation.listen(render)
  return () => {
    stopConfig()
    stopDerive()
    if (sheet) shadowRoot.adoptedStyleSheets = shadowRoot.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    style?.remove()
  }
}
