import type { Locator, Page } from '@playwright/test'
import { expectAxeClean } from './a11y'

/**
 * Full-page screenshots kept under test-results/screens so people can look at every page. Every screen is also
 * checked by axe (no serious or critical violation) and counted for the coverage of routes and languages.
 */
export async function screen(page: Page, name: string, { axe = true }: ScreenOptions = {}): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
  if (axe) await expectAxeClean(page, name)
}

interface ScreenOptions {
  /** false only for a page that is not ours to fix (Swagger UI's own page at /api/docs): looked at, not checked. */
  axe?: boolean
}

/**
 * What the screen shows with `element`'s top at the top of the screen: for a widget inside a longer host page,
 * where a full-page shot makes the widget tiny and an element shot cannot show what lies below it.
 */
export async function screenFrom(element: Locator, name: string, { axe = true }: ScreenOptions = {}): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'start' }))
  await element.page().screenshot({ path: `test-results/screens/${name}.png` })
  if (axe) await expectAxeClean(element.page(), name)
}
