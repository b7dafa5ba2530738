import { expect, test } from '@playwright/test'
import { screen, screenFrom } from './support/screens'

/*
 * The API page (docs/api.md): Swagger UI served by our server at desktop width, reading the generated OpenAPI
 * document, under the page's own CSP (nothing loaded from elsewhere).
 */

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, userAgent: undefined, deviceScaleFactor: 1, locale: 'en-GB' })

test('the API page lists the calls, their security and the organiser API', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:') && !request.url().startsWith('data:')) outside.push(request.url())
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /FairPass API/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible()
  // Swagger UI's own page and colours, served as the library ships them: not one of our elements' pages.
  await screen(page, 'api-docs', { axe: false })

  // The ticket-buying section, and placing an order in it with its body and the visitor's bearer token.
  // Sections start closed (docExpansion none) and open by their heading.
  await page.getByRole('heading', { name: /^ef-registration-client/ }).click()
  const placeOrder = page.getByRole('button', { name: /POST \/api\/ef-registration-client\/order\/placeOrderByIdList/ })
  await placeOrder.click()
  await expect(page.getByRole('row', { name: /idempotency-key/ })).toBeVisible()
  await expect(page.getByText(/Who may call: A signed-in visitor/).first()).toBeVisible()
  await screenFrom(placeOrder, 'api-docs-place-order', { axe: false })

  // The organiser API is there, behind the organiser key.
  await page.getByRole('heading', { name: /^admin/ }).click()
  const adminOrders = page.getByRole('button', { name: /GET \/api\/admin\/exhibitions\/\{exhibitionId\}\/orders/ })
  // Swagger UI renders the opened section's operations after the click; on a loaded 2-core CI machine that took over 5 s.
  await expect(adminOrders).toBeVisible({ timeout: 15_000 })
  await screenFrom(adminOrders, 'api-docs-organiser', { axe: false })
  await page.getByRole('button', { name: /Authorize/ }).click()
  await expect(page.getByText('organiserKey', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('visitorBearer', { exact: false }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/api-docs-authorize.png' })
  expect(outside).toEqual([])
})
