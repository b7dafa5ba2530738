import { expect, test, type Page } from '@playwright/test'
import { portalLink } from './support/exhibitor'
import { createLeader, createVisitor, openAsLeader, openAsVisitor } from './support/groupLeader'
import { registrationLink } from './support/login'
import { screen } from './support/screens'

/*
 * Issue 20, visible focus: on each area's main page every control reached with Tab shows where the focus is. For
 * each stop the focused element's outline, box-shadow and border (or those of the two boxes around it: a text
 * field's ring is drawn on its frame with :focus-within) are read with focus and again without it; a stop passes when
 * one of them draws an outline or a shadow with focus, and that differs from the unfocused look.
 */

const appUrl = (path: string, registerType = 'visitor') => `/#${path}?tenantId=000000&exhibitionId=1020&registerType=${registerType}&languageType=en`

interface Stop {
  control: string
  focused: string[]
  unfocused: string[]
  indicator: boolean
}

/** Presses Tab up to `stops` times and records, for each focused control, its look with and without focus. */
async function tabThrough(page: Page, stops: number): Promise<Stop[]> {
  const seen: Stop[] = []
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      let active = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      if (!active || active === document.body) return null
      const boxes: Element[] = [active]
      for (let node = active.parentElement; node && boxes.length < 3; node = node.parentElement) boxes.push(node)
      const look = () =>
        boxes.map((box) => {
          const style = getComputedStyle(box)
          const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          return `outline:${outline}|shadow:${style.boxShadow}|border:${style.borderColor}`
        })
      const focused = look()
      const indicator = focused.some((entry) => !entry.startsWith('outline:none|shadow:none'))
      ;(active as HTMLElement).blur()
      const unfocused = look()
      // Focus goes back where it was, so the next Tab moves on from here.
      ;(active as HTMLElement).focus({ focusVisible: true } as FocusOptions)
      const name = active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const label = active instanceof HTMLInputElement ? (active.labels?.[0]?.textContent ?? active.type) : ''
      return { control: `<${active.localName}> ${name || label}`.trim(), focused, unfocused, indicator }
    })
    if (stop) seen.push(stop)
  }
  return seen
}

function expectVisibleFocus(stops: Stop[]) {
  expect(stops.length, 'controls reached with Tab').toBeGreaterThan(2)
  const invisible = stops.filter((stop) => !stop.indicator || stop.focused.join() === stop.unfocused.join()).map((stop) => `${stop.control}: ${stop.focused[0]}`)
  expect(invisible, 'controls that do not show focus').toEqual([])
}

test('signed out: the login, the news, the programme, the exhibitor and customer-tool sign-ins show focus', async ({ page }) => {
  for (const [name, url] of [
    ['registration', registrationLink('1020', 'en')],
    ['content', appUrl('/news')],
    ['conference', appUrl('/meetingSchedule')],
    ['exhibitor-portal', portalLink('/exhibitorSelfService/exhibitorRegist/login', 'en')],
    ['customer-tool', appUrl('/tradeFairSystem/home', 'commerceExhibition')],
  ] as const) {
    await page.goto('about:blank')
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const stops = await tabThrough(page, 12)
    await screen(page, `focus-${name}`)
    expectVisibleFocus(stops)
  }
})

test('signed in: tickets, wallet, invoice headers and the group show focus', async ({ page, request }) => {
  const visitor = await createVisitor(request)
  await openAsVisitor(page, visitor, '/ticket-type', 'en')
  for (const [name, path] of [
    ['ticket-buy', '/ticket-type'],
    ['wallet', '/wallet'],
    ['invoice', '/invoiceHeaderManage'],
  ] as const) {
    await page.goto('about:blank')
    await page.goto(appUrl(path, 'visitor') + (name === 'ticket-buy' ? '&registerLinkId=tickets-2026' : ''))
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const stops = await tabThrough(page, 12)
    await screen(page, `focus-${name}`)
    expectVisibleFocus(stops)
  }
  const leader = await createLeader(request, { label: 'Focus', members: [{ name: 'Nora Quist', email: 'nora.focus@example.com' }] })
  const other = await page.context().browser()!.newContext({ viewport: { width: 375, height: 812 } })
  const leaderPage = await other.newPage()
  await openAsLeader(leaderPage, leader, '/groupManagement', 'en')
  await expect(leaderPage.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const stops = await tabThrough(leaderPage, 12)
  await screen(leaderPage, 'focus-group-manager')
  expectVisibleFocus(stops)
  await other.close()
})
