import r2wc from '@r2wc/react-to-web-component'
import { createElement, useState, type ComponentType } from 'react'
import { $apiBase, $session, applyLink, setLanguage, chooseSessionStorage } from '../session'
import { FAIR_ELEMENT_PROPS, readElementConfig, type FairElementAttributes, type FairElementConfig } from './config'
import { HostContext, PortalContainerContext } from './context'
import { mountPoint } from './element.css'
import { $suiteCss, attachStyles, type AttachedStyles } from './suiteStyles'
import { $themeCss, requestThemeDerivation } from './themeStyles'

export { useHost, usePortalContainer, HostContext, PortalContainerContext } from './context'
export { readElementConfig, FAIR_ELEMENT_PROPS } from './config'
export type { FairElementAttributes, FairElementConfig, FairRouting } from './config'
export {
  $suiteCss,
  attachStyles,
  isSuiteCssInjected,
  readDocumentVanillaStyles,
  sharedSheetFor,
  supportsAdoptedStyleSheets,
} from './suiteStyles'
export type { AttachedStyles } from './suiteStyles'
export { $themeCss, loadThemeDerivation } from './themeStyles'

/**
 * On a page of another origin than the API the sign-in stays in memory unless the host chose a storage
 * (`token-storage`): the host page's storage is the host's, and a token there is readable by all of its scripts.
 */
function isOtherOrigin(apiBase: string): boolean {
  try {
    return new URL(apiBase, location.href).origin !== location.origin
  } catch {
    return false
  }
}

/**
 * Pushes an element's attributes onto the shared session bus; absent attributes leave the bus as it is. An element
 * routed in memory (embedded) names its exhibition for itself only once the page's session has one: two elements of
 * two exhibitions on one page must not sign each other out.
 */
export function applyElementConfig(config: FairElementConfig): void {
  if (config.apiBase !== undefined) $apiBase.set(config.apiBase)
  const storage = config.tokenStorage ?? (config.apiBase && isOtherOrigin(config.apiBase) ? 'memory' : undefined)
  if (storage) chooseSessionStorage(storage)
  if (config.routing === 'memory' && $session.get().exhibitionId && !config.ownsSession) {
    if (config.language) setLanguage(config.language)
    return
  }
  const link: { tenantId?: string; exhibitionId?: string; registerType?: string } = {}
  if (config.tenantId) link.tenantId = config.tenantId
  if (config.exhibitionId) link.exhibitionId = config.exhibitionId
  if (config.registerType) link.registerType = config.registerType
  if (Object.keys(link).length > 0) applyLink(link)
  if (config.language) setLanguage(config.language)
}

type R2wcProps = FairElementAttributes & { container?: ShadowRoot | HTMLElement } & Record<string, string | undefined>

type ElementInstance = HTMLElement & FairElementAttributes & { container: HTMLElement }

/**
 * Defines `<tagName>`: `Component` rendered by React inside an open shadow root that has adopted the suite
 * stylesheet and the exhibition theme. Attributes api-base, tenant-id, exhibition-id, register-type, language
 * and routing feed the session bus and reach `Component` as a checked `FairElementConfig`. Defining a tag twice
 * returns the first definition (two bundles, hot reload).
 */
export interface DefineFairElementOptions {
  /** The element's own attributes beyond the common ones, as camelCase prop names (`ticketTypeId`). */
  extraProps?: readonly string[]
  /** The element signs visitors in: its exhibition attributes always go to the page's session. */
  ownsSession?: boolean
}

export function defineFairElement(
  tagName: string,
  Component: ComponentType<FairElementConfig>,
  options: DefineFairElementOptions = {},
): CustomElementConstructor {
  const extraProps = options.extraProps ?? []
  const ownsSession = options.ownsSession ?? false
  const existing = customElements.get(tagName)
  if (existing) return existing
  requestThemeDerivation()

  function ElementRoot({ container, ...attributes }: R2wcProps) {
    const host = container && 'host' in container ? (container.host as HTMLElement) : null
    const [portalContainer, setPortalContainer] = useState<HTMLElement | undefined>(undefined)
    // The portal node is committed before the content renders, so no dialog ever portals to document.body.
    return createElement(
      HostContext,
      { value: host },
      createElement(
        PortalContainerContext,
        { value: portalContainer },
        portalContainer ? createElement(Component, { ...readElementConfig(attributes, extraProps), ownsSession }) : null,
        createElement('div', { 'data-fair-portal': '', ref: (node: HTMLDivElement | null) => setPortalContainer(node ?? undefined) }),
      ),
    )
  }

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries([...FAIR_ELEMENT_PROPS, ...extraProps].map((prop) => [prop, 'string'])) as Record<(typeof FAIR_ELEMENT_PROPS)[number], 'string'>,
  }) as unknown as new () => ElementInstance & {
    connectedCallback(): void
    disconnectedCallback(): void
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void
  }

  class FairElement extends Base {
    #styles: AttachedStyles

    constructor() {
      super()
      const shadowRoot = this.shadowRoot!
      // React renders into a node of its own, not the shadow root itself: React empties its container on first
      // render, which would drop the <style> elements older browsers need.
      const mount = this.ownerDocument.createElement('div')
      mount.className = mountPoint
      shadowRoot.append(mount)
      this.#styles = attachStyles(shadowRoot, [$suiteCss, $themeCss], mount)
      this.container = mount
    }

    connectedCallback() {
      applyElementConfig({ ...readElementConfig(this), ownsSession })
      this.#styles.connect()
      super.connectedCallback()
    }

    disconnectedCallback() {
      super.disconnectedCallback()
      this.#styles.disconnect()
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      super.attributeChangedCallback(name, oldValue, value)
      if (this.isConnected && oldValue !== value) applyElementConfig({ ...readElementConfig(this), ownsSession })
    }
  }

  customElements.define(tagName, FairElement)
  return FairElement
}
