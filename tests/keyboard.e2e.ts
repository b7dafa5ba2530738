import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { portal, portalLink } from './support/exhibitor'
import { createSetupCompany } from './support/exhibitor-setup'
import { createLeader, createVisitor, openAsLeader, openAsVisitor } from './support/groupLeader'
import { isFocused, press, tabTo, type } from './support/keyboard'
import { registrationLink } from './support/login'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
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
  // A dialog opened with Enter closes with Escape and gives the focus back to the button that opened it.
  const transfer = page.getByRole('button', { name: 'Transfer', exact: true })
  await press(transfer)
  await expect(page.getByRole('dialog', { name: 'Transfer the ticket' })).toBeVisible()
  await screen(page, 'keyboard-wallet-transfer-dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await isFocused(transfer)).toBe(true)

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

test('conference: find a session by typing, open it, register, all by keyboard', async ({ page, request }) => {
  const visitor = await createVisitor(request)
  await openAsVisitor(page, visitor, '/meetingSchedule', 'en')
  await expect(page.getByRole('heading', { name: 'Conference programme', level: 1 })).toBeVisible()
  await type(page.getByRole('searchbox', { name: 'Search sessions, topics or speakers' }), 'Opening keynote')
  await expect(page.locator('[data-part="session"]')).toHaveCount(1)
  await press(page.getByRole('link', { name: 'Open Opening keynote: the next decade of manufacturing' }))
  await press(page.getByRole('button', { name: 'Register', exact: true }))
  await expect(page.getByText('You are registered.')).toBeVisible()
  await screen(page, 'keyboard-conference-registered')
})

test('content: the news list and an article, by keyboard', async ({ page }) => {
  await page.goto(appUrl('/news'))
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible()
  await press(page.getByRole('link', { name: 'Read Two days, 40 sessions: the conference programme is out' }))
  await expect(page.getByRole('heading', { name: 'Two days, 40 sessions: the conference programme is out', level: 1 })).toBeVisible()
})

test('group manager: the leader adds a member, by keyboard', async ({ page, request }) => {
  const leader = await createLeader(request, { label: 'Keys' })
  await openAsLeader(page, leader, '/groupManagement', 'en')
  await press(page.getByRole('link', { name: 'Add a member' }))
  await type(page.getByRole('textbox', { name: 'Name' }), 'Nora Quist')
  await type(page.getByRole('textbox', { name: 'Mobile' }), uniquePhone())
  await press(page.getByRole('button', { name: 'Save' }))
  await expect(page.getByRole('link', { name: 'Open Nora Quist' })).toBeVisible()
  await screen(page, 'keyboard-group-member-added')
})

test('exhibitor portal: first sign-in and the fascia board of the booth setup, by keyboard', async ({ page }) => {
  const company = await createSetupCompany('keys')
  const scope = portal(page)
  await page.goto(portalLink('/exhibitorSelfService/information', 'en'))
  await type(scope.getByRole('textbox', { name: /^Account/ }), company.account)
  await type(scope.getByLabel(/^Password/), company.password)
  await press(scope.getByRole('checkbox', { name: /Privacy Policy/ }), 'Space')
  await press(scope.getByRole('button', { name: 'Sign in', exact: true }))
  await expect(scope.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible()
  await type(scope.getByLabel(/^New password/).nth(0), 'Booth#2026own')
  await type(scope.getByLabel(/^New password/).nth(1), 'Booth#2026own')
  await press(scope.getByRole('button', { name: 'Save password' }))
  await expect(scope.getByRole('heading', { name: 'Booth setup', level: 1 })).toBeVisible()
  await press(scope.getByRole('link', { name: 'Fascia board and furniture' }))
  await expect(scope.getByRole('heading', { name: 'Fascia board and furniture', level: 1 })).toBeVisible()
  await type(scope.getByRole('textbox', { name: /^Fascia text in Chinese/ }), '厦门蓝海电子')
  await type(scope.getByRole('textbox', { name: /^Fascia text in English/ }), 'Xiamen Blue Ocean Electronics')
  await type(scope.getByRole('textbox', { name: /^Shelves/ }), '2')
  await type(scope.getByRole('textbox', { name: /^Hanging rods/ }), '4')
  await type(scope.getByRole('textbox', { name: /^Flow tables/ }), '1')
  await press(scope.getByRole('button', { name: 'Save fascia and furniture' }))
  await expect(page.getByText('Fascia board and furniture saved')).toBeVisible()
  await screen(page, 'keyboard-exhibitor-board')
})
