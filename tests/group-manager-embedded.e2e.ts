import { expect, test } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { startHostServer, type HostServer } from './support/hostServer'
import { followNav } from './support/nav'
import { screenFrom } from './support/screens'

/*
 * <fair-group-manager> on a partner's page of another origin (tests/hosts/group-manager.html: the loader from the API
 * origin, aggressive global CSS, the partner's own hash router, a <fair-registration> beside it). A new leader
 * registers in the registration element (register type visitingGroup), and the group element beside it (one session
 * bus) creates the group and adds a member; the host hears the event, the join link is the app at the API origin,
 * and the partner's hash is left alone; then, through the element's "More" navigation, a sub-account, a channel and a
 * parking pass are made in place. A fresh leader, so it runs beside the demo leader's journey.
 */

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`

let host: HostServer
test.beforeAll(async () => {
  host = await startHostServer({ api: API })
})
test.afterAll(async () => host?.close())

test('a partner page of another origin: a new leader registers beside it, creates the group and adds a member', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${host.origin}/group-manager.html#/about`)
  const registration = page.locator('section.widgets > fair-registration')
  const groups = page.locator('fair-group-manager')

  const email = uniqueEmail()
  await registration.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await registration.getByRole('button', { name: 'Send code' }).click()
  await registration.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(page.request, email))
  await registration.getByRole('checkbox', { name: /Privacy Policy/ }).check()
  await registration.getByRole('button', { name: 'Log in', exact: true }).click()
  await registration.getByRole('textbox', { name: 'Name' }).fill('Mia Wong')
  await registration.getByRole('textbox', { name: 'Company' }).fill('Wong Trading')
  await registration.getByRole('button', { name: 'Submit', exact: true }).click()

  await groups.getByRole('textbox', { name: /Group name/ }).fill('Wong buyers')
  await groups.getByRole('textbox', { name: /Company/ }).fill('Wong Trading')
  await groups.getByRole('textbox', { name: /Expected number of people/ }).fill('6')
  await groups.getByRole('button', { name: 'Create the group' }).click()
  await expect(groups.getByText('0 of 50 members')).toBeVisible()
  await screenFrom(groups, 'group-manager-embedded-group-375')

  await groups.getByRole('link', { name: 'Add a member' }).click()
  await groups.getByRole('textbox', { name: 'Name' }).fill('Tom Reed')
  await groups.getByRole('textbox', { name: 'Mobile' }).fill(uniquePhone())
  await groups.getByRole('button', { name: 'Save' }).click()
  await expect(groups.getByRole('link', { name: 'Open Tom Reed' })).toBeVisible()
  await expect(groups.getByText('1 of 50 members')).toBeVisible()
  const heard = await page.evaluate(() => (window as unknown as { __fairEvents: Array<{ type: string; tag: string }> }).__fairEvents)
  expect(heard).toContainEqual(expect.objectContaining({ type: 'fair-group-member-added', tag: 'fair-group-manager' }))

  await groups.getByRole('link', { name: 'Group QR code' }).click()
  await expect(groups.getByText(new RegExp(`^${API.replace(/[.]/g, '\\.')}/#/registration\\?.*visitingGroupId=`))).toBeVisible()
  await screenFrom(groups, 'group-manager-embedded-qr-375')

  // The newer parts, reached through the grouped navigation ("More") inside the element: a sub-account, a channel and
  // a parking pass, each made in place.
  const account = `asst.embedded.${Date.now().toString(36)}`
  await followNav(groups, 'Sub-accounts')
  await groups.getByRole('link', { name: 'Open a sub-account' }).click()
  await groups.getByRole('textbox', { name: 'Account name' }).fill(account)
  await groups.getByRole('textbox', { name: 'Initial password', exact: true }).fill('Start#2026')
  await groups.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill('Start#2026')
  await groups.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Assistant')
  await groups.getByRole('textbox', { name: 'E-mail' }).fill(`${account}@example.com`)
  await groups.getByRole('button', { name: 'Open the account' }).click()
  await expect(groups.locator('[data-part="entry-code"]')).toHaveText(/^\d{10}$/)
  await screenFrom(groups, 'group-manager-embedded-subordinate-375')

  const code = `${Date.now().toString(36).slice(-2)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase()
  await followNav(groups, 'Channels')
  await groups.getByRole('link', { name: 'New channel' }).click()
  await groups.getByRole('textbox', { name: 'Channel code' }).fill(code)
  await groups.getByRole('textbox', { name: 'Channel name' }).fill('Partner site')
  await groups.getByRole('button', { name: 'Create the channel' }).click()
  await expect(groups.getByRole('img', { name: `Registration QR code of channel ${code}` })).toBeVisible()
  await expect(groups.locator('[data-part="channel-address"]')).toContainText(`${API}/#/registration?`)

  // The channel pages have their own navigation, which leads back to the group's.
  await followNav(groups, 'Group members')
  await followNav(groups, 'Parking')
  await groups.getByRole('textbox', { name: 'Plate number' }).fill('粤BD12345')
  await groups.locator('[data-part="vehicle-form"] input[type="checkbox"]').first().check()
  await groups.getByRole('button', { name: 'Register vehicle' }).click()
  await expect(groups.getByRole('img', { name: 'Parking pass QR code for 粤BD12345' })).toBeVisible()
  await screenFrom(groups, 'group-manager-embedded-parking-375')

  // The partner's own route stayed where it was.
  await expect(page.locator('#host-view')).toHaveText('About the fair')
  expect(new URL(page.url()).hash).toBe('#/about')
})
