import { expect, test, type Locator, type Page } from '@playwright/test'
import { readCode, uniqueEmail } from './support/outbox'
import {
  expectEveryControlNamed,
  expectMarkedLanguage,
  expectNoHorizontalOverflow,
  expectPageColourToBottom,
  expectSingleLanguage,
} from './support/pageChecks'
import { screen, screenFrom } from './support/screens'

/**
 * demo/embed.html is an exhibition's own page with hostile global CSS (`*`, `div`, `button`, `input`, `label`
 * rules) embedding <fair-registration routing="memory"> for exhibition 1002 in en.
 */

const STYLE_PROPERTIES = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'color',
  'backgroundColor',
  'borderTopStyle',
  'borderTopWidth',
  'height',
  'marginTop',
] as const

type Styles = Record<(typeof STYLE_PROPERTIES)[number], string>

async function stylesOf(locator: Locator): Promise<Styles> {
  return locator.evaluate((element, properties) => {
    const style = getComputedStyle(element) as unknown as Record<string, string>
    return Object.fromEntries(properties.map((property) => [property, style[property]])) as Styles
  }, STYLE_PROPERTIES as unknown as string[])
}

/** The controls whose looks the host page's rules aim at, found as a visitor finds them. */
const controls = (widget: Locator) => ({
  heading: widget.getByRole('heading', { level: 1, name: 'Log in / Register' }),
  loginButton: widget.getByRole('button', { name: 'Log in', exact: true }),
  sendCode: widget.getByRole('button', { name: 'Send code' }),
  email: widget.getByRole('textbox', { name: 'E-mail', exact: true }),
  privacy: widget.getByRole('checkbox', { name: /Privacy Policy/ }),
})

const widgetOf = (page: Page) => page.locator('fair-registration')

/** Counts every way the widget could move the host page's URL: hash changes, history entries, replacements. */
async function watchHostLocation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { hashchange: 0, popstate: 0, pushState: 0, replaceState: 0 }
    Object.assign(window, { __hostLocation: counts })
    addEventListener('hashchange', () => counts.hashchange++)
    addEventListener('popstate', () => counts.popstate++)
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        counts[method]++
        return original(...args)
      }
    }
  })
}

async function expectHostLocationUntouched(page: Page): Promise<void> {
  expect(new URL(page.url()).hash).toBe('')
  expect(new URL(page.url()).pathname).toBe('/embed.html')
  const counts = await page.evaluate(() => (window as unknown as { __hostLocation: Record<string, number> }).__hostLocation)
  expect(counts).toEqual({ hashchange: 0, popstate: 0, pushState: 0, replaceState: 0 })
}

test.describe('the widget embedded in a hostile exhibition page', () => {
  test('keeps its own looks: the host page’s global rules do not reach inside', async ({ page }) => {
    await page.goto('/embed.html')
    const embedded = controls(widgetOf(page))
    await expect(embedded.loginButton).toBeVisible()
    // The host page's own newsletter form shows what the rules do to an unprotected control.
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCSS('background-color', 'rgb(0, 255, 0)')

    const button = await stylesOf(embedded.loginButton)
    expect(button.fontFamily).not.toMatch(/Georgia|(^|,\s*)serif/)
    expect(button.backgroundColor).not.toBe('rgb(0, 255, 0)')
    expect(button.borderTopStyle).not.toBe('dashed')
    expect(button.textTransform).toBe('none')
    expect(button.fontSize).not.toBe('28px')
    const input = await stylesOf(embedded.email)
    expect(input.backgroundColor).not.toBe('rgb(0, 0, 0)')
    expect(input.color).not.toBe('rgb(0, 255, 0)')
    expect(input.height).not.toBe('70px')
    expect(input.fontSize).not.toBe('30px')
    expect((await stylesOf(embedded.heading)).textTransform).toBe('none')
    await screen(page, 'embed-page-en')

    // The same controls on the app's own page, where no outside rule exists, look exactly the same.
    const embeddedStyles = Object.fromEntries(
      await Promise.all(Object.entries(embedded).map(async ([name, locator]) => [name, await stylesOf(locator)])),
    )
    await page.goto('/#/registration?tenantId=000000&exhibitionId=1002&registerType=visitor&languageType=en')
    await expect(page.getByText('2025 Shenzhen Electronics Fair')).toBeVisible()
    const own = controls(widgetOf(page))
    const ownStyles = Object.fromEntries(
      await Promise.all(Object.entries(own).map(async ([name, locator]) => [name, await stylesOf(locator)])),
    )
    expect(embeddedStyles).toEqual(ownStyles)
  })

  test('runs the whole e-mail login, profile and confirmation without touching the host page’s URL', async ({ page, request }) => {
    await watchHostLocation(page)
    const email = uniqueEmail()
    await page.goto('/embed.html')
    const widget = widgetOf(page)
    const { loginButton, sendCode, email: emailBox, privacy } = controls(widget)
    await expect(widget.getByText('2025 Shenzhen Electronics Fair')).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page, { scope: 'widgets' })
    await expectSingleLanguage(page, 'en')
    await expectMarkedLanguage(page, 'en')
    // The host asks for a screen's height (--fair-min-height): the page fills it in the exhibition's colour.
    await screenFrom(widget, 'embed-login-en')
    await expectPageColourToBottom(page, 'rgb(230, 246, 243)')

    await emailBox.fill(email)
    await sendCode.click()
    await expect(widget.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await widget.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(request, email))
    await privacy.check()
    await loginButton.click()

    await expect(widget.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible()
    await expectHostLocationUntouched(page)
    await widget.getByRole('button', { name: 'Submit' }).click()
    await expect(widget.getByText('Please correct the fields marked in red')).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page, { scope: 'widgets' })
    await screenFrom(widget, 'embed-profile-errors-en')

    await widget.getByRole('textbox', { name: 'Name' }).fill('Chen Jing')
    await widget.getByRole('textbox', { name: 'Company' }).fill('Pearl River Microdevices Co., Ltd.')
    await widget.getByRole('button', { name: 'Submit' }).click()

    await expect(widget.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible()
    await expect(widget.getByRole('img', { name: 'Entry QR code' })).toBeVisible()
    await expect(widget.getByText('Pearl River Microdevices Co., Ltd.')).toBeVisible()
    await expectHostLocationUntouched(page)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page, { scope: 'widgets' })
    await expectSingleLanguage(page, 'en', [email])
    await screenFrom(widget, 'embed-confirmation-en')
  })

  test('while it loads, the widget waits in its own place and leaves the host page usable', async ({ page }) => {
    let releaseConfig!: () => void
    const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve))
    await page.route('**/registerConfig/pageConfig**', async (route) => {
      await configHeld
      await route.continue()
    })
    await page.goto('/embed.html')
    const widget = widgetOf(page)
    await expect(widget.getByRole('status')).toHaveText('Please wait…')
    // Nothing of the widget lies over the host page: its own form still takes a tap.
    await page.getByRole('textbox', { name: 'Newsletter e-mail' }).click({ trial: true })
    await page.getByRole('button', { name: 'Subscribe' }).click({ trial: true })
    await screenFrom(widget, 'embed-loading-en')
    const viewportHeight = page.viewportSize()!.height
    expect((await widget.boundingBox())!.height).toBeGreaterThanOrEqual(viewportHeight)

    releaseConfig()
    await expect(controls(widget).heading).toBeVisible()
    await expect(widget.getByRole('status')).toHaveCount(0)
  })
})
