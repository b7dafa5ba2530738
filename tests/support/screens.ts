import type { Page } from '@playwright/test'

/** Full-page screenshots kept under test-results/screens so people can look at every page. */
export async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}
