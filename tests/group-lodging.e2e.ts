import { expect, test } from '@playwright/test'
import { LODGING_PATHS, type LodgingOptions } from '@fairpass/core/contract'
import { createLeader, GROUP_EXHIBITION, openAsLeader } from './support/groupLeader'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'
import { followNav } from './support/nav'

/*
 * Lodging and parking of a visiting group (issue 18), end to end against the real server: a leader of their own per
 * run and language (tests/support/groupLeader.ts) books two rooms at a partner hotel of exhibition 1020 (a check-in
 * before the fair's lodging range refused first, the range shown and nothing typed lost), puts three members in them,
 * and registers a car for a parking pass (a plate no office issues refused first), its pass shown as a QR code.
 */

type Language = 'cn' | 'en'

const DAY_MS = 86_400_000
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const texts = {
  cn: {
    range: /可预订日期：.+入住，最晚.+退房。/,
    hotel: '酒店',
    hotelName: '虹桥商务酒店',
    roomType: '房型',
    checkIn: '入住日期',
    checkOut: '退房日期',
    rooms: '房间数',
    book: '预订',
    outside: /只能在 .+ 入住至 .+ 退房之间预订。/,
    booking: '虹桥商务酒店 · 商务双床房',
    total: '合计 ¥2,240.00，入住时在酒店支付',
    nights: '2 晚',
    assign: '安排入住人员',
    memberFor: (n: number) => `为 ${n} 号房选择成员`,
    put: '安排入住',
    full: '床位已满。',
    back: '返回住宿预订',
    occupancy: '已安排 3 / 4 个床位',
    toParking: '停车',
    plate: '车牌号',
    driver: '驾驶人',
    register: '登记车辆',
    badPlate: /请输入所选类别的有效车牌/,
    qr: (plate: string) => `${plate} 的停车证二维码`,
    count: '已登记 1 / 5 辆',
  },
  en: {
    range: /Book from check-in on .+ to check-out on .+ at the latest\./,
    hotel: 'Hotel',
    hotelName: 'Hongqiao Business Hotel',
    roomType: 'Room type',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    rooms: 'Rooms',
    book: 'Book',
    outside: /Stays can be booked from check-in on .+ to check-out on .+ only\./,
    booking: 'Hongqiao Business Hotel · Business twin room',
    total: 'Total ¥2,240.00, paid at the hotel',
    nights: '2 night(s)',
    assign: 'Assign guests',
    memberFor: (n: number) => `Member for room ${n}`,
    put: 'Assign',
    full: 'All beds taken.',
    back: 'Back to lodging',
    occupancy: '3 of 4 beds assigned',
    toParking: 'Parking',
    plate: 'Plate number',
    driver: 'Driver',
    register: 'Register vehicle',
    badPlate: /Enter a valid plate of the kind chosen/,
    qr: (plate: string) => `Parking pass QR code for ${plate}`,
    count: '1 of 5 vehicles registered',
  },
} as const

const people = {
  cn: ['周一鸣', '吴思远', '郑海燕'],
  en: ['Ingrid Lund', 'Tomas Novak', 'Priya Raman'],
} as const

for (const language of ['cn', 'en'] as const satisfies readonly Language[]) {
  test(`a group leader books rooms, puts members in them and registers a car (${language})`, async ({ page, request }) => {
    const t = texts[language]
    // Letters only: the label is part of the leader's name, which takes no digits.
    const run = Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')
    const leader = await createLeader(request, {
      label: `Lodging ${run}`,
      // Signed in over the API in English: the exhibition's Chinese login takes no e-mail codes. The page opens in `language`.
      language: 'en',
      members: people[language].map((name, index) => ({ name, email: `guest${index}.${run}@lodging.example` })),
    })
    const options = (await (await request.get(LODGING_PATHS.options, { headers: leader.headers, params: { tenantId: '000000', exhibitionId: GROUP_EXHIBITION, languageType: language } })).json()) as { data: LodgingOptions }
    const range = options.data.range!

    // Book: a check-in the day before the range opens is refused with the range shown; what was typed stays.
    await openAsLeader(page, leader, '/stayManage', language)
    await expect(page.getByText(t.range)).toBeVisible()
    await page.getByRole('combobox', { name: t.hotel }).selectOption({ label: t.hotelName })
    await page.getByRole('combobox', { name: t.roomType }).selectOption({ index: 2 })
    await page.getByLabel(t.checkIn).fill(shift(range.firstCheckIn, -1))
    await page.getByLabel(t.checkOut).fill(shift(range.firstCheckIn, 2))
    await page.getByRole('textbox', { name: t.rooms }).fill('2')
    await page.getByRole('button', { name: t.book, exact: true }).click()
    await expect(page.getByText(t.outside).first()).toBeVisible()
    await expect(page.getByLabel(t.checkOut)).toHaveValue(shift(range.firstCheckIn, 2))
    await expect(page.getByRole('textbox', { name: t.rooms })).toHaveValue('2')
    await expect(page.getByRole('combobox', { name: t.hotel })).not.toHaveValue('')
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-lodging-${language}-refused`)

    await page.getByLabel(t.checkIn).fill(range.firstCheckIn)
    await page.getByRole('button', { name: t.book, exact: true }).click()
    const booking = page.locator('[data-part="booking"]')
    await expect(booking.getByRole('heading', { name: t.booking })).toBeVisible()
    await expect(booking.getByText(t.total)).toBeVisible()
    await expect(booking.getByText(t.nights)).toBeVisible()
    await expectEveryControlNamed(page)
    await screen(page, `group-lodging-${language}-booked`)

    // Members in rooms: two share room 1 (its two beds then full), the third in room 2.
    await booking.getByRole('link', { name: t.assign }).click()
    for (const [room, name] of [[1, people[language][0]], [1, people[language][1]], [2, people[language][2]]] as const) {
      const here = page.locator('[data-part="room"]').nth(room - 1)
      await here.getByRole('combobox', { name: t.memberFor(room) }).selectOption({ label: name })
      await here.getByRole('button', { name: t.put }).click()
      await expect(here.locator('[data-part="occupant"]').getByText(name)).toBeVisible()
    }
    await expect(page.locator('[data-part="room"]').first().getByText(t.full)).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-lodging-${language}-rooms`)
    await page.getByRole('link', { name: t.back }).first().click()
    await expect(page.getByText(t.occupancy)).toBeVisible()

    // A car: a plate no office issues (I is never used) refused under its field, typed text kept; then registered.
    await followNav(page, t.toParking)
    await page.getByRole('textbox', { name: t.plate }).fill('沪I12345')
    await page.getByRole('combobox', { name: t.driver }).selectOption({ label: people[language][0] })
    await page.locator('[data-part="vehicle-form"] input[type="checkbox"]').first().check()
    await page.getByRole('button', { name: t.register }).click()
    await expect(page.getByText(t.badPlate).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue('沪I12345')
    await screen(page, `group-lodging-${language}-plate-refused`)
    await page.getByRole('textbox', { name: t.plate }).fill('粤BD12345')
    await page.getByRole('button', { name: t.register }).click()
    await expect(page.getByRole('img', { name: t.qr('粤BD12345') })).toBeVisible()
    await expect(page.getByText(t.count)).toBeVisible()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-lodging-${language}-parking`)
  })
}
