import { expect, type Page } from '@playwright/test'

export type Language = 'cn' | 'en'

/** Roles a visitor operates; each must carry a name a screen reader can announce. */
const CONTROL_ROLES = ['button', 'textbox', 'checkbox', 'radio', 'combobox', 'link', 'switch', 'tab'] as const

/**
 * Every visible control has a non-empty accessible name, as computed by the browser's accessibility tree
 * (labels, aria-label, legends, the light and the shadow DOM alike). Read from one ARIA snapshot, so a notice that
 * leaves the page meanwhile cannot make the count disagree; an unnamed control shows there as a bare `- button`.
 */
export async function expectEveryControlNamed(page: Page): Promise<void> {
  const snapshot = await page.locator('body').ariaSnapshot()
  const control = new RegExp(`^\\s*- (${CONTROL_ROLES.join('|')})\\b(.*)$`)
  const unnamed = snapshot
    .split('\n')
    .map((line) => control.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && !/^ ("|\/)/.test(match[2]))
    .map((match) => match[0].trim())
  expect(unnamed, `controls without an accessible name\n${snapshot}`).toEqual([])
}

/**
 * Nothing sticks out sideways or is cut off: the document does not scroll horizontally, no rendered element
 * reaches past the viewport's edges, and no element that hides its overflow is narrower than its content
 * (clipped text). Visually hidden helpers (1 px boxes) are skipped.
 *
 * `scope: 'widgets'` is for a host page whose own markup is not ours: only what is inside the elements' shadow
 * roots is checked, against the element's own box (fixed layers such as dialogs and notices against the viewport).
 */
export async function expectNoHorizontalOverflow(page: Page, { scope = 'page' }: { scope?: 'page' | 'widgets' } = {}): Promise<void> {
  const problems = await page.evaluate((widgetsOnly) => {
    const viewport = { left: 0, right: document.documentElement.clientWidth }
    const found: string[] = []
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? ''
      return `<${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}>${text}`
    }
    const inFixedLayer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true
      }
      return false
    }
    if (!widgetsOnly && document.documentElement.scrollWidth > viewport.right) {
      found.push(`document scrolls sideways: ${document.documentElement.scrollWidth} > ${viewport.right}`)
    }
    const visit = (root: Document | ShadowRoot, bounds: { left: number; right: number }) => {
      const checked = !widgetsOnly || root !== document
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          const host = element.getBoundingClientRect()
          visit(element.shadowRoot, widgetsOnly ? { left: host.left, right: host.right } : viewport)
        }
        if (!checked) continue
        const style = getComputedStyle(element)
        if (style.display === 'none' || style.visibility === 'hidden') continue
        const box = element.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) continue
        const limit = inFixedLayer(element) ? viewport : bounds
        if (box.right > limit.right + 0.5 || box.left < limit.left - 0.5) {
          found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}, room ${Math.round(limit.left)}–${Math.round(limit.right)}`)
        }
        const clips = ['hidden', 'clip'].includes(style.overflowX)
        const editable = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        if (clips && !editable && element.scrollWidth > element.clientWidth + 1) {
          found.push(`${describe(element)} cuts its content: ${element.scrollWidth} > ${element.clientWidth}px`)
        }
      }
      if (root instanceof ShadowRoot) {
        const room = Math.round(bounds.right - bounds.left)
        for (const child of root.children) {
          if (child.scrollWidth > room) found.push(`content of <${root.host.localName}> is ${child.scrollWidth}px wide, room ${room}px`)
        }
      }
    }
    visit(document, viewport)
    return found
  }, scope === 'widgets')
  expect(problems, 'elements wider than their room or cut off').toEqual([])
}

/**
 * The text a visitor sees or hears in the widgets (rendered text, placeholders, accessible labels), minus parts
 * marked with a `lang` attribute of the other language: the language switch names each language in itself.
 */
export async function visibleWidgetText(page: Page, language: Language): Promise<string> {
  return page.evaluate((ownLanguage) => {
    const ownLang = ownLanguage === 'cn' ? /^zh/i : /^en/i
    const isForeign = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang')
      return Boolean(lang) && !ownLang.test(lang!)
    }
    const chunks: string[] = []
    const collect = (root: ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || isForeign(parent) || ['STYLE', 'SCRIPT'].includes(parent.tagName)) continue
        if (parent.checkVisibility({ visibilityProperty: true })) chunks.push(node.textContent ?? '')
      }
      for (const element of root.querySelectorAll('[placeholder], [aria-label]')) {
        if (isForeign(element) || !element.checkVisibility()) continue
        chunks.push(element.getAttribute('placeholder') ?? '', element.getAttribute('aria-label') ?? '')
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot)
    }
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot)
    return chunks.join('\n')
  }, language)
}

const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/g
const LATIN_WORD = /[A-Za-z]{2,}/g

/**
 * The widget speaks one language: no Chinese characters on an en page, no Latin words on a cn page. `allowed`
 * lists what the visitor typed or the server holds (an e-mail address, a company name), which stays as entered.
 */
export async function expectSingleLanguage(page: Page, language: Language, allowed: string[] = []): Promise<void> {
  let text = await visibleWidgetText(page, language)
  for (const value of allowed) text = text.split(value).join(' ')
  const foreign = text.match(language === 'cn' ? LATIN_WORD : CHINESE) ?? []
  expect(foreign, `${language === 'cn' ? 'English' : 'Chinese'} text on the ${language} page:\n${text}`).toEqual([])
}

/**
 * The exhibition's page colour reaches the bottom of the screen, even when the content is shorter: the
 * background actually painted just above the bottom edge (the nearest non-transparent one) is `expected`.
 */
export async function expectPageColourToBottom(page: Page, expected: string): Promise<void> {
  const painted = await page.evaluate(() => {
    const x = Math.round(document.documentElement.clientWidth / 2)
    const y = window.innerHeight - 4
    let element: Element | null = document.elementFromPoint(x, y)
    while (element?.shadowRoot) {
      const inner = element.shadowRoot.elementFromPoint(x, y)
      if (!inner || inner === element) break
      element = inner
    }
    for (let node: Element | null = element; node; ) {
      const colour = getComputedStyle(node).backgroundColor
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)
    }
    return getComputedStyle(document.documentElement).backgroundColor
  })
  expect(painted, 'background at the bottom of the screen').toBe(expected)
}

/** The page's main region is marked with the page language, whatever the host document says. */
export async function expectMarkedLanguage(page: Page, language: Language): Promise<void> {
  const lang = await page.getByRole('main').evaluate((main) => main.closest('[lang]')?.getAttribute('lang'))
  expect(lang, 'lang of the main region').toBe(language === 'cn' ? 'zh-CN' : 'en')
}
