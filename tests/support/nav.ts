import type { Locator, Page } from '@playwright/test'

/**
 * Follows a link of an area's navigation (ui AreaNav). The less used pages wait behind its "More" button, a
 * disclosure: a link there is hidden until the button opens the list, so it is opened first when the link is not shown.
 */
export async function followNav(scope: Page | Locator, name: string): Promise<void> {
  const link = scope.getByRole('navigation').getByRole('link', { name, exact: true })
  const more = scope.getByRole('navigation').getByRole('button', { name: /^(More|更多)$/ })
  // Wait for the navigation to be drawn before deciding, so an unrendered page does not read as "behind More".
  await link.or(more).first().waitFor()
  if (!(await link.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click()
  await link.click()
}
