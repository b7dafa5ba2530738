import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { press, tabTo, type } from './support/keyboard'
import { registrationLink } from './support/login'
import { readCode, uniqueEmail } from './support/outbox'
import { screen } from './support/screens'

/*
 * Issue 20: every area's main journey done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape
 * and typing). Locators only look (where is the control, has the page changed); every action is a key press, so a
 * control a keyboard cannot reach or operate fails the journey. Addresses are typed as a person types a link.
 */

const appUrl = (path: string, extra = '') => `/#${path}?tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=en${extra}`

/** Code login and the short profile of exhibition 1020, by keyboard. Answers the account. */
async function registerByKeyboard(page: Page, request: APIRequestContext): Promise<string> {
  const account = uniqueEmail()
  await page.goto(registrationLink('1020', 'en'))
  await type(page.getByRole('textbox', { name: 'E-mail' }), account)
  await press(page.getByRole('button', { name: 'Send code' }))
  const code = await readCode(request, account)
  await type(page.getByRole('textbox', { name: 'Verification code' }), code)
  await press(page.getByRole('checkbox', { name: /Privacy Policy/ }), 'Space')
  await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked()
  await press(page.getByRole('button', { name: 'Log in', exact: true }))
  await type(page.getByRole('textbox', { name: 'Name' }), 'Mia Wong')
  await type(page.getByRole('textbox', { name: 'Company' }), 'Wong Events')
  await screen(page, 'keyboard-profile')
  await press(page.getByRole('button', { name: 'Submit', exact: true }))
  await expect(page).not.toHaveURL(/#\/(registration|infoWap)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return account
}

test('visitor: registration, a ticket paid in the sandbox, the wallet, an invoice, all by keyboard', async ({ page, request }) => {
  await registerByKeyboard(page, request)

  // Ticket-buy: one day ticket, its day chosen with the arrow keys, paid in the cashier.
  await page.goto(appUrl('/ticket-type', '&registerLinkId=tickets-2026'))
  await press(page.getByRole('button', { name: 'More Standard day ticket' }))
  await press(page.getByRole('button', { name: 'Next' }))
  const day = page.getByRole('combobox', { name: 'Day of entry' })
  await tabTo(day)
  await page.keyboard.press('ArrowDown')
  await expect(day).not.toHaveValue('')
  await press(page.getByRole('button', { name: 'Submit order' }))
  await expect(page.getByRole('heading', { name: 'Pay your order' })).toBeVisible()
  await press(page.getByRole('button', { name: 'Pay ¥80.00' }))
  await expect(page).toHaveURL(/\/sandbox\//)
  await press(page.getByRole('button', { name: 'Pay ¥80.00' }))
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()

  // Wallet: open the ticket and see its entry QR.
  await press(page.getByRole('link', { name: 'See my tickets' }))
  await press(page.getByRole('link', { name: 'Open ticket Standard day ticket' }))
  await expect(page).toHaveURL(/#\/wallet\/[0-9a-f-]{36}/)
  await expect(page.getByRole('img', { name: /Entry QR code/ })).toBeVisible()
  await screen(page, 'keyboard-wallet-ticket')

  // Invoice: from the ticket, a personal header typed in the form, asked for.
  await press(page.getByRole('link', { name: 'Ask for an invoice' }))
  await expect(page.getByRole('heading', { name: 'Ask for an invoice', level: 1 })).toBeVisible()
  const company = page.getByRole('radio', { name: 'Company', exact: true })
  await tabTo(company)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Personal', exact: true })).toBeChecked()
  await type(page.getByRole('textbox', { name: /^Name/ }), 'Mia Wong')
  await type(page.getByRole('textbox', { name: /^E-mail for the invoice/ }), uniqueEmail())
  await press(page.getByRole('button', { name: 'Ask for the invoice' }))
  await expect(page.locator('[data-part="invoice"]')).toHaveAttribute('data-state', /applied|issued/)
  await screen(page, 'keyboard-invoice-applied')
})
