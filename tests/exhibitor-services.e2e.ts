import { expect, test, type Locator, type Page } from '@playwright/test'
import { checkPage, portal, type Language } from './support/exhibitor'
import { newestReservationId, offerAd, reservationCard, rivalReserves, servicesLink, servicesTexts, signInExhibitor3, totalOf } from './support/exhibitor-services'

/*
 * The paid services of <fair-exhibitor-portal> (issue 17) in the app, in both languages at 375 px, against the real
 * server: the seeded company exhibitor3 signs in on /serviceOrder, books booth cleaning (a quantity of 0 refused
 * first, nothing typed lost) and pays it in the sandbox cashier on the ticket area's pay page, coming back to the
 * reservation, paid; books an ad position of its own and pays it (the position then shows sold out), and tries the
 * last place of another one that a rival company takes while the page is open: the refusal is explained and the
 * position shown sold out; books an interpreter for a day (the day missing refused first) and deletes that unpaid
 * reservation after the confirmation. The seed has no staff member for exhibitor3, so the read-only view is
 * covered by the element test.
 */

type Words = (typeof servicesTexts)[Language]

/** From an unpaid reservation card: the ticket area's pay page, the sandbox cashier, and back to the reservation. */
export async function payReservation(page: Page, scope: Locator, card: Locator, words: Words, { payScope = page.locator('fair-ticket-buy') }: { payScope?: Locator } = {}) {
  const amount = await totalOf(card)
  await card.getByRole('button', { name: words.pay }).click()
  await expect(payScope.getByRole('heading', { name: words.payHeading })).toBeVisible()
  await payScope.getByRole('button', { name: words.payOrder(amount) }).click()
  await expect(page).toHaveURL(/\/sandbox\//)
  await page.getByRole('button', { name: words.cashierPay(amount) }).click()
  await expect(payScope.getByRole('heading', { name: words.paid })).toBeVisible()
  await payScope.getByRole('link', { name: words.back }).click()
  await expect(scope.locator('[data-part="paid-now"]')).toHaveText(words.paidNow)
  await expect(scope.locator('[data-part="reservation-detail"] [data-part="reservation-state"]')).toHaveText(words.state.paid)
}

for (const language of ['en', 'cn'] as const) {
  test(`${language}: exhibitor3 books and pays a service and an ad, loses the last place of another ad, books an interpreter and deletes it unpaid`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const w = servicesTexts[language]
    const ad = await offerAd(`pay-${language}`, 1)
    const race = await offerAd(`race-${language}`, 1)
    const scope = portal(page)

    await page.goto(servicesLink('serviceOrder', language))
    await signInExhibitor3(scope, language)
    await expect(scope.getByRole('heading', { name: w.serviceHeading, level: 1 })).toBeVisible()
    await checkPage(page, `exhibitor-services-${language}-375`)

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
    await checkPage(page, `exhibitor-services-reserved-${language}-375`)
    await payReservation(page, scope, reservationCard(scope, cleaningId), w)
    await checkPage(page, `exhibitor-services-paid-${language}-375`)

    // Ads: one of its own, paid; then the last place of another taken by a rival while the page is open.
    await scope.getByRole('link', { name: w.services, exact: true }).click()
    await scope.getByRole('link', { name: w.adsTab, exact: true }).click()
    await expect(scope.getByRole('heading', { name: w.adsHeading, level: 1 })).toBeVisible()
    const adName = w.adName(ad)
    await scope.getByRole('button', { name: w.reserveOf(adName) }).click()
    await expect(scope.locator('[data-part="reservations"] [data-reservation]').first()).toHaveAttribute('data-state', 'unpaid')
    const adId = await newestReservationId(scope)
    await expect(scope.locator(`[data-category="${ad.code}"]`)).toHaveAttribute('data-state', 'soldOut')
    await payReservation(page, scope, reservationCard(scope, adId), w)
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
    await checkPage(page, `exhibitor-services-ads-${language}-375`)

    // An interpreter for a day: without the day refused; booked; deleted unpaid after the confirmation.
    await scope.getByRole('link', { name: w.translatorTab, exact: true }).click()
    await expect(scope.getByRole('heading', { name: w.translatorHeading, level: 1 })).toBeVisible()
    const interpreter = scope.getByRole('form', { name: w.reserveOf(w.interpreter) })
    await interpreter.getByRole('button', { name: w.reserveOf(w.interpreter) }).click()
    await expect(interpreter.getByText(w.chooseDay).last()).toBeVisible()
    await interpreter.getByRole('combobox', { name: w.day }).selectOption({ index: 1 })
    await interpreter.getByRole('button', { name: w.reserveOf(w.interpreter) }).click()
    await expect(scope.locator('[data-part="reservations"] [data-reservation]').first()).toHaveAttribute('data-state', 'unpaid')
    const interpreterId = await newestReservationId(scope)
    const interpreterCard = reservationCard(scope, interpreterId)
    await interpreterCard.getByRole('checkbox', { name: w.choose }).check()
    await scope.getByRole('button', { name: w.deleteChosen }).click()
    const dialog = scope.getByRole('dialog', { name: w.deleteTitle })
    await expect(dialog).toBeVisible()
    await checkPage(page, `exhibitor-services-delete-${language}-375`)
    await dialog.getByRole('button', { name: w.deleteConfirm }).click()
    await expect(dialog).toBeHidden()
    await expect(interpreterCard).toHaveAttribute('data-state', 'cancelled')
    await checkPage(page, `exhibitor-services-translators-${language}-375`)

    // Everything in one list: the service and the ad paid (each with its invoice link), the interpreter cancelled.
    await scope.getByRole('link', { name: w.services, exact: true }).click()
    await expect(reservationCard(scope, cleaningId)).toHaveAttribute('data-state', 'paid')
    await expect(reservationCard(scope, adId)).toHaveAttribute('data-state', 'paid')
    await expect(reservationCard(scope, adId).getByRole('link', { name: w.invoice })).toBeVisible()
    await expect(reservationCard(scope, interpreterId)).toHaveAttribute('data-state', 'cancelled')
  })
}
