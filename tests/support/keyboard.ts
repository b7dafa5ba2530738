import type { Locator, Page } from '@playwright/test'

/**
 * A visitor without a pointer: moves with Tab (or Shift+Tab) until `target` has focus, then the caller acts with
 * keys only. Locators here only read (is it focused? is it there?); nothing is clicked or filled. Fails when the
 * control cannot be reached within `max` presses: a div with onClick, a control taken out of the tab order, or a
 * focus trap shows up as exactly that.
 */
export async function tabTo(target: Locator, { back = false, max = 80 }: { back?: boolean; max?: number } = {}): Promise<void> {
  const page = target.page()
  await target.waitFor()
  const path: string[] = []
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    path.push(await describeFocused(page))
  }
  throw new Error(`${target} not reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses; focus went through:\n${path.join('\n')}`)
}

/** Tabs to `target` and presses `key` (Enter on buttons and links, Space on checkboxes and radios). */
export async function press(target: Locator, key = 'Enter', options?: { back?: boolean; max?: number }): Promise<void> {
  await tabTo(target, options)
  await target.page().keyboard.press(key)
}

/** Tabs to a text field and types into it, as a person does (replacing what it held). */
export async function type(target: Locator, text: string, options?: { back?: boolean; max?: number }): Promise<void> {
  await tabTo(target, options)
  const page = target.page()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** Whether `target` is the element with focus, looking through shadow roots. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}

/** A short description of the focused element (through shadow roots), for failure messages. */
export function describeFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active) return '(nothing)'
    const name = active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${active.localName}${active.getAttribute('role') ? ` role=${active.getAttribute('role')}` : ''}> ${name}`
  })
}
