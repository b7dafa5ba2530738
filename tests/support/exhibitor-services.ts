import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { EXHIBITOR_SERVICE_PATHS, type ServiceCategoryView } from '../../packages/core/src/contract'
import { admin } from './admin'
import { screen } from './screens'
import { checkPage, EXHIBITION, portal, type Language } from './exhibitor'
import { followNav } from './nav'

/*
 * What the paid services journeys (issue 17) need besides the pages: each journey signs in as a company of its own
 * (createCompany: the reservations list is the company's, and the runs go side by side), books ad positions of its own
 * made by the organiser's CLI, meets a rival company that takes the last one over the API, and looks for the expected
 * texts in both languages.
 */

const SEEDED_PASSWORD = 'Expo#2026'

let made = 0
/** An ad position of the organiser's (CLI) with `stock` places, named for the test that books it. */
export async function offerAd(label: string, stock: number): Promise<ServiceCategoryView> {
  const stamp = `${Date.now().toString(36)}${made++}`
  const out = await admin(
    'exhibitor-service', '--exhibition', EXHIBITION, '--code', `e2e-${label}-${stamp}`.toLowerCase().slice(0, 40), '--kind', 'ad',
    '--name-cn', `测试广告位${stamp}`, '--name-en', `Test ad ${stamp}`, '--price-fen', '200000', '--stock', String(stock), '--json',
  )
  return JSON.parse(out) as ServiceCategoryView
}

/** Another company (the seeded exhibitor1) takes a place over the API, as a second phone would while the page is open. */
export async function rivalReserves(request: APIRequestContext, categoryId: string) {
  const login = await request.post('/api/blade-auth/oauth/token', {
    headers: { 'Tenant-Id': '000000' },
    data: { grant_type: 'password', account: 'exhibitor1@fairpass.example', password: SEEDED_PASSWORD, privacyMark: true, tenantId: '000000', exhibitionId: EXHIBITION, type: 'exhibitorDept', registerType: 'exhibitorDept' },
  })
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const answer = await request.post(EXHIBITOR_SERVICE_PATHS.serviceReserve, {
    headers: { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' },
    data: { tenantId: '000000', exhibitionId: EXHIBITION, items: [{ categoryId, quantity: 1 }] },
  })
  expect(answer.status()).toBe(200)
}

export const servicesLink = (path: string, language: Language) =>
  `/#/exhibitorSelfService/${path}?tenantId=000000&exhibitionId=${EXHIBITION}&registerType=exhibitorDept&languageType=${language}`

/** The newest reservation on the page (the list is newest first). */
export const newestReservation = (scope: Locator) => scope.locator('[data-part="reservations"] [data-reservation]').first()
export const reservationCard = (scope: Locator, id: string) => scope.locator(`[data-part="reservations"] [data-reservation="${id}"]`)

export async function newestReservationId(scope: Locator): Promise<string> {
  const id = await newestReservation(scope).getAttribute('data-reservation')
  expect(id).toBeTruthy()
  return id!
}

export const servicesTexts = {
  en: {
    services: 'Services',
    serviceHeading: 'Booth services',
    adsTab: 'Ads',
    adsHeading: 'Ad positions',
    translatorTab: 'Interpreters',
    translatorHeading: 'Interpreters',
    reserveOf: (name: string) => `Reserve ${name}`,
    quantity: 'Quantity',
    note: 'Note (optional)',
    day: 'Day',
    quantityRefused: /quantity/i,
    chooseDay: 'Please choose a day',
    soldOut: 'Sold out',
    lostRace: /Another exhibitor took the last one while you were booking/,
    cleaning: 'Booth cleaning',
    interpreter: 'English interpreter',
    adName: (ad: ServiceCategoryView) => ad.name,
    pay: /^Pay ¥[\d,.]+ for order /,
    payHeading: 'Pay your order',
    payOrder: (amount: string) => `Pay ${amount}`,
    cashierPay: (amount: string) => `Pay ${amount}`,
    paid: 'Payment successful',
    back: 'Back to my reservation',
    paidNow: 'Paid: your reservation is confirmed.',
    state: { unpaid: 'Unpaid', paid: 'Paid', cancelled: 'Cancelled' },
    choose: /^Choose order /,
    deleteChosen: 'Delete chosen (1)',
    deleteTitle: 'Delete unpaid reservations?',
    deleteConfirm: 'Delete',
    invoice: /^Ask for an invoice for order /,
    backToList: 'Back to my reservations',
  },
  cn: {
    services: '服务预订',
    serviceHeading: '展位服务',
    adsTab: '广告位',
    adsHeading: '广告位预订',
    translatorTab: '翻译',
    translatorHeading: '翻译预订',
    reserveOf: (name: string) => `预订 ${name}`,
    quantity: '数量',
    note: '备注（选填）',
    day: '日期',
    quantityRefused: /数量/,
    chooseDay: '请选择日期',
    soldOut: '已售罄',
    lostRace: /就在您预订时，最后的名额被其他展商订走了/,
    cleaning: '展位保洁',
    interpreter: '英语翻译',
    adName: (ad: ServiceCategoryView) => ad.name.replace('Test ad ', '测试广告位'),
    pay: /^为订单 .+ 付款 ¥[\d,.]+$/,
    payHeading: '支付订单',
    payOrder: (amount: string) => `立即支付 ${amount}`,
    cashierPay: (amount: string) => `支付 ${amount}`,
    paid: '支付成功',
    back: '返回我的预订',
    paidNow: '付款成功，预订已确认。',
    state: { unpaid: '待付款', paid: '已付款', cancelled: '已取消' },
    choose: /^选择订单 /,
    deleteChosen: '删除所选（1）',
    deleteTitle: '删除未付款的预订？',
    deleteConfirm: '确认删除',
    invoice: /^为订单 .+ 申请发票$/,
    backToList: '返回我的预订',
  },
} as const

/** The amount a reservation card shows as its total (¥…), to name the pay buttons that follow it. */
export async function totalOf(card: Locator): Promise<string> {
  return ((await card.locator('[data-part="total"]').textContent()) ?? '').trim()
}

type Words = (typeof servicesTexts)[Language]

/** From an unpaid reservation card: the ticket area's pay page, the sandbox cashier, and back to the reservation. */
export async function payReservation(page: Page, scope: Locator, card: Locator, words: Words, payScope: Locator, shot?: string) {
  const amount = await totalOf(card)
  await card.getByRole('button', { name: words.pay }).click()
  await expect(payScope.getByRole('heading', { name: words.payHeading })).toBeVisible()
  if (shot) await screen(page, `${shot}-pay-375`)
  await payScope.getByRole('button', { name: words.payOrder(amount) }).click()
  await expect(page).toHaveURL(/\/sandbox\//)
  await page.getByRole('button', { name: words.cashierPay(amount) }).click()
  // Back on the page that sent the admin: the element (and, embedded, the pay page nested in the portal) loads
  // afresh and asks until the provider's callback has marked the order paid.
  await expect(payScope.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 30_000 })
  if (shot) await screen(page, `${shot}-pay-result-375`)
  await payScope.getByRole('link', { name: words.back }).click()
  await expect(scope.locator('[data-part="paid-now"]')).toHaveText(words.paidNow)
  await expect(scope.locator('[data-part="reservation-detail"] [data-part="reservation-state"]')).toHaveText(words.state.paid)
}

/**
 * The journey after signing in, on /serviceOrder: in the app the ticket area's pay page is the page's own
 * <fair-ticket-buy>; embedded (memory routing) it is shown in place inside the portal, and the cashier brings the
 * admin back to the partner's page, to the portal, to the payment's result.
 */
export async function servicesJourney(page: Page, request: APIRequestContext, language: Language, { shots, embedded = false }: { shots: string; embedded?: boolean }) {
  const w = servicesTexts[language]
  const scope = portal(page)
  const payScope = embedded ? scope.locator('fair-ticket-buy') : page.locator('fair-ticket-buy')
  const ad = await offerAd(`pay-${language}`, 1)
  const race = await offerAd(`race-${language}`, 1)
  // Booth cleaning: a quantity of 0 is refused beside the field, the note stays; then 2 are reserved.
  const cleaning = scope.getByRole('form', { name: w.reserveOf(w.cleaning) })
  await cleaning.getByRole('textbox', { name: w.note }).fill(language === 'cn' ? '开展前一天打扫' : 'The day before opening')
  await cleaning.getByRole('spinbutton', { name: w.quantity }).fill('0')
  await cleaning.getByRole('button', { name: w.reserveOf(w.cleaning) }).click()
  await expect(cleaning.getByText(w.quantityRefused).last()).toBeVisible()
  await expect(cleaning.getByRole('textbox', { name: w.note })).toHaveValue(language === 'cn' ? '开展前一天打扫' : 'The day before opening')
  await cleaning.getByRole('spinbutton', { name: w.quantity }).fill('2')
  await cleaning.getByRole('button', { name: w.reserveOf(w.cleaning) }).click()
  await expect(scope.locator('[data-part="reservations"] [data-reservation]').first()).toHaveAttribute('data-state', 'unpaid')
  const cleaningId = await newestReservationId(scope)
  await checkPage(page, `${shots}-reserved-375`, { embedded })
  await payReservation(page, scope, reservationCard(scope, cleaningId), w, payScope, shots)
  await checkPage(page, `${shots}-paid-375`, { embedded })

  // Ads: one of its own, paid; then the last place of another taken by a rival while the page is open.
  await followNav(scope, w.services)
  await scope.getByRole('link', { name: w.adsTab, exact: true }).click()
  await expect(scope.getByRole('heading', { name: w.adsHeading, level: 1 })).toBeVisible()
  const adName = w.adName(ad)
  await scope.getByRole('button', { name: w.reserveOf(adName) }).click()
  await expect(scope.locator('[data-part="reservations"] [data-reservation]').first()).toHaveAttribute('data-state', 'unpaid')
  const adId = await newestReservationId(scope)
  await expect(scope.locator(`[data-category="${ad.code}"]`)).toHaveAttribute('data-state', 'soldOut')
  await payReservation(page, scope, reservationCard(scope, adId), w, payScope)
  await scope.getByRole('link', { name: w.backToList }).click()
  await scope.getByRole('link', { name: w.adsTab, exact: true }).click()
  await expect(scope.locator(`[data-category="${ad.code}"] [data-part="stock"]`)).toHaveText(w.soldOut)

  const raceName = w.adName(race)
  const raceForm = scope.getByRole('form', { name: w.reserveOf(raceName) })
  await raceForm.getByRole('textbox', { name: w.note }).fill('Hall 1')
  await rivalReserves(request, race.id)
  await raceForm.getByRole('button', { name: w.reserveOf(raceName) }).click()
  await expect(raceForm.locator('[data-part="reserve-refused"]')).toContainText(w.lostRace)
  await expect(scope.locator(`[data-category="${race.code}"] [data-part="stock"]`)).toHaveText(w.soldOut)
  await expect(raceForm.getByRole('textbox', { name: w.note })).toHaveValue('Hall 1')
  await checkPage(page, `${shots}-ads-375`, { embedded })

  // An interpreter for a day: without the day refused; booked; deleted unpaid after the confirmation.
  await scope.getByRole('link', { name: w.translatorTab, exact: true }).click()
  await expect(scope.getByRole('heading', { name: w.translatorHeading, level: 1 })).toBeVisible()
  const interpreter = scope.getByRole('form', { name: w.reserveOf(w.interpreter) })
  await interpreter.getByRole('button', { name: w.reserveOf(w.interpreter) }).click()
  await expect(interpreter.getByText(w.chooseDay).last()).toBeVisible()
  // The first day still free: the app, embedded and other-language runs book the same interpreters side by side.
  const day = interpreter.getByRole('combobox', { name: w.day })
  const free = await day.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
  expect(free.length).toBeGreaterThan(0)
  await day.selectOption(free[0]!)
  await interpreter.getByRole('button', { name: w.reserveOf(w.interpreter) }).click()
  await expect(scope.locator('[data-part="reservations"] [data-reservation]').first()).toHaveAttribute('data-state', 'unpaid')
  const interpreterId = await newestReservationId(scope)
  const interpreterCard = reservationCard(scope, interpreterId)
  await interpreterCard.getByRole('checkbox', { name: w.choose }).check()
  await scope.getByRole('button', { name: w.deleteChosen }).click()
  const dialog = scope.getByRole('dialog', { name: w.deleteTitle })
  await expect(dialog).toBeVisible()
  await checkPage(page, `${shots}-delete-375`, { embedded })
  await dialog.getByRole('button', { name: w.deleteConfirm }).click()
  await expect(dialog).toBeHidden()
  await expect(interpreterCard).toHaveAttribute('data-state', 'cancelled')
  await checkPage(page, `${shots}-translators-375`, { embedded })

  // Everything in one list: the service and the ad paid (each with its invoice link), the interpreter cancelled.
  await followNav(scope, w.services)
  await expect(reservationCard(scope, cleaningId)).toHaveAttribute('data-state', 'paid')
  await expect(reservationCard(scope, adId)).toHaveAttribute('data-state', 'paid')
  await expect(reservationCard(scope, adId).getByRole('link', { name: w.invoice })).toBeVisible()
  await expect(reservationCard(scope, interpreterId)).toHaveAttribute('data-state', 'cancelled')
}
