import r2wc from '@r2wc/react-to-web-component'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SUITE_CSS_MARKER } from '../../../../scripts/suite-css'
import { $apiBase, $link, $session, $sysConfig } from '../session'
import {
  $themeCss,
  attachStyles,
  defineFairElement,
  loadThemeDerivation,
  readElementConfig,
  sharedSheetFor,
  useHost,
  usePortalContainer,
  type FairElementConfig,
} from './index'

// React in tests: let act() flush r2wc's createRoot renders.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let tagCounter = 0
const uniqueTag = (prefix: string) => `${prefix}-${++tagCounter}`

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div')
  await act(async () => {
    holder.innerHTML = html
    document.body.append(holder)
  })
  return holder.firstElementChild as HTMLElement
}

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = ''
  })
})

describe('r2wc 2.1 attribute behaviour we rely on', () => {
  const seen: Array<Record<string, unknown>> = []
  const tag = uniqueTag('probe-attrs')
  function Probe(props: Record<string, unknown>) {
    seen.push(props)
    return null
  }
  customElements.define(tag, r2wc(Probe, { props: { tenantId: 'string', flag: 'boolean', routing: 'string' } }))
  const lastProps = () => seen[seen.length - 1]

  beforeEach(() => {
    seen.length = 0
  })

  it('maps camelCase props to dashed attributes and hands string props over verbatim', async () => {
    await mount(`<${tag} tenant-id=" 000000 " routing="memory"></${tag}>`)
    expect(lastProps()).toMatchObject({ tenantId: ' 000000 ', routing: 'memory' })
  })

  it('ignores a present-but-empty attribute: a bare boolean attribute never arrives, only flag="true" does', async () => {
    const element = await mount(`<${tag} flag routing=""></${tag}>`)
    expect(lastProps().flag).toBeUndefined()
    expect(lastProps().routing).toBeUndefined()
    await act(async () => element.setAttribute('flag', 'true'))
    expect(lastProps().flag).toBe(true)
  })

  it('keeps the old value when an attribute is removed (so removing one never resets a prop)', async () => {
    const element = await mount(`<${tag} tenant-id="000000" flag="true"></${tag}>`)
    await act(async () => {
      element.removeAttribute('tenant-id')
      element.removeAttribute('flag')
    })
    expect(element.hasAttribute('tenant-id')).toBe(false)
    expect(lastProps()).toMatchObject({ tenantId: '000000', flag: true })
  })
})

describe('readElementConfig', () => {
  it('trims ids, checks the language, defaults routing to hash and strips trailing slashes of api-base', () => {
    expect(
      readElementConfig({ tenantId: ' 000000 ', exhibitionId: '1002', registerType: 'visitor', language: 'EN', apiBase: 'https://api.example.com//' }),
    ).toEqual({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', language: 'en', apiBase: 'https://api.example.com', routing: 'hash', attributes: {} })
  })

  it('drops unknown languages and blank ids, accepts memory routing', () => {
    expect(readElementConfig({ language: 'fr', tenantId: '  ', routing: 'Memory' })).toEqual({ routing: 'memory', attributes: {} })
    expect(readElementConfig({ routing: 'history' }).routing).toBe('hash')
  })

  it('reads the storage the host chose, an initial path of the app, and the element\'s own attributes', () => {
    expect(readElementConfig({ tokenStorage: 'LOCAL', initialPath: '/order' }, ['ticketTypeId'])).toMatchObject({ tokenStorage: 'local', initialPath: '/order', attributes: { ticketTypeId: undefined } })
    expect(readElementConfig({ tokenStorage: 'cookie', initialPath: 'https://evil.example' })).toEqual({ routing: 'hash', attributes: {} })
    expect(readElementConfig({ ticketTypeId: ' t1 ' } as never, ['ticketTypeId']).attributes).toEqual({ ticketTypeId: 't1' })
  })
})

describe('defineFairElement', () => {
  const received: FairElementConfig[] = []
  const contexts: Array<{ host: HTMLElement | null; portal: HTMLElement | undefined }> = []
  function Widget(config: FairElementConfig) {
    received.push(config)
    contexts.push({ host: useHost(), portal: usePortalContainer() })
    return <p>widget for {config.exhibitionId}</p>
  }
  const tag = uniqueTag('fair-widget')
  const Defined = defineFairElement(tag, Widget)

  beforeEach(() => {
    received.length = 0
    contexts.length = 0
    $sysConfig.set(null)
  })

  it('returns the first definition when a tag is defined twice', () => {
    expect(defineFairElement(tag, () => null)).toBe(Defined)
    expect(customElements.get(tag)).toBe(Defined)
  })

  it('renders into an open shadow root that adopted the suite and theme sheets', async () => {
    const element = await mount(`<${tag} exhibition-id="1002"></${tag}>`)
    const shadowRoot = element.shadowRoot!
    expect(shadowRoot).not.toBeNull()
    expect(shadowRoot.mode).toBe('open')
    expect(shadowRoot.textContent).toContain('widget for 1002')
    expect(element.textContent).toBe('')
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(2)
    expect(shadowRoot.adoptedStyleSheets[1]).toBe(sharedSheetFor($themeCss))
  })

  it('shares one suite sheet between elements', async () => {
    const first = await mount(`<${tag}></${tag}>`)
    const second = await mount(`<${tag}></${tag}>`)
    expect(first.shadowRoot!.adoptedStyleSheets[0]).toBe(second.shadowRoot!.adoptedStyleSheets[0])
  })

  it('gives the component its host and a portal container inside the shadow root', async () => {
    const element = await mount(`<${tag}></${tag}>`)
    const { host, portal } = contexts[contexts.length - 1]
    expect(host).toBe(element)
    expect(portal).toBeInstanceOf(HTMLElement)
    expect(portal!.getRootNode()).toBe(element.shadowRoot)
  })

  it('passes the checked attributes to the component and updates on attribute changes', async () => {
    const element = await mount(`<${tag} exhibition-id="1002" language="en" routing="memory"></${tag}>`)
    expect(received[received.length - 1]).toEqual({ exhibitionId: '1002', language: 'en', routing: 'memory', attributes: {}, ownsSession: false })
    await act(async () => element.setAttribute('exhibition-id', '1003'))
    expect(received[received.length - 1].exhibitionId).toBe('1003')
  })

  it('feeds api-base, ids and language to the session bus', async () => {
    const element = await mount(
      `<${tag} api-base="https://api.example.com/" tenant-id="000000" exhibition-id="1002" register-type="visitor" language="en"></${tag}>`,
    )
    expect($apiBase.get()).toBe('https://api.example.com')
    expect($session.get()).toMatchObject({ tenantId: '000000', exhibitionId: '1002', registerType: 'visitor', languageType: 'en' })
    expect($link.get()).toMatchObject({ tenantId: '000000', exhibitionId: '1002' })
    await act(async () => element.setAttribute('language', 'cn'))
    expect($session.get().languageType).toBe('cn')
  })

  it("writes the exhibition's theme as a :host rule the host page can still override", async () => {
    await mount(`<${tag}></${tag}>`)
    $sysConfig.set({ pageThemeColor: '#173CCC', pageThemeBgColor: 'not a colour' } as never)
    await loadThemeDerivation()
    expect($themeCss.get()).toMatch(/^:host\(:not\(\[data-fair-nested\]\)\)\{--fair-color-primary:#173ccc;--fair-color-on-primary:#ffffff;/)
    expect($themeCss.get()).not.toContain('page-bg')
  })
})

describe('attachStyles without constructable stylesheets', () => {
  it('inserts one <style> per source before the mount point and follows the sources while connected', () => {
    const host = document.createElement('div')
    const shadowRoot = host.attachShadow({ mode: 'open' })
    const mountPoint = document.createElement('div')
    shadowRoot.append(mountPoint)
    const suite = atom('.a{color:red}')
    const theme = atom('')
    const styles = attachStyles(shadowRoot, [suite, theme], mountPoint, false)

    const styleElements = () => Array.from(shadowRoot.querySelectorAll('style'), (element) => element.textContent)
    expect(styleElements()).toEqual(['.a{color:red}', ''])
    expect(shadowRoot.lastChild).toBe(mountPoint)
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(0)

    styles.connect()
    theme.set(':host{--fair-color-primary:#000}')
    expect(styleElements()).toEqual(['.a{color:red}', ':host{--fair-color-primary:#000}'])

    styles.disconnect()
    suite.set('.a{color:blue}')
    expect(styleElements()[0]).toBe('.a{color:red}')
  })
})

describe('suite CSS marker', () => {
  it('appears exactly once in the runtime source, spelled as the build expects', () => {
    const source = readFileSync(fileURLToPath(import.meta.url).replace(/element\.test\.tsx$/, 'suiteStyles.ts'), 'utf8')
    expect(source.split(`'${SUITE_CSS_MARKER}'`)).toHaveLength(2)
  })
})
