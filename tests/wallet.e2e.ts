import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { DEMO_ADMIN_KEY } from '../packages/server/src/features/admin/demoKey'
import { logInWithCode, loginTexts } from './support/login'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * <fair-wallet> end to end against the real server (wallet calls of branch walletsrv): tickets with their QR, a gift
 * of two received once by another visitor and taken back by the giver, a transfer whose old QR the gate refuses,
 * a loss report with a new QR, and the journal of all of it. Both languages.
 */

type Language = 'cn' | 'en'

// The orders branch's demo exhibition: ticket types with rules, a free complimentary type, auto-approval.
const EXHIBITION = '1020'
const CLIENT = '/api/ef-registration-client'

const texts = {
  cn: {
    walletHeading: '我的门票',
    qr: /入场二维码/,
    openTicket: /^查看门票/,
    transfer: '转让',
    transferConfirm: '确认转让',
    account: '对方账号（手机号或邮箱）',
    confirmAccount: '再次输入对方账号',
    reportLoss: '挂失',
    lossConfirm: '确认挂失',
    newQr: '已生成新的入场二维码，旧二维码已失效。',
    giveHeading: '赠票',
    increase: '增加一张',
    quantity: '赠送数量',
    phone: '受赠人手机号',
    confirmPhone: '再次输入受赠人手机号',
    mismatch: '两次输入的手机号不一致',
    give: '赠送',
    signInToReceive: '登录后领取',
    receive: '领取',
    proveHeading: '验证受赠手机号',
    provePhone: (phone: string) => `此赠票赠送给 ${phone}。请输入我们发送到该手机号的验证码。`,
    sendCode: '获取验证码',
    counts: '共 2 张，已领取 1 张，待领取 1 张',
    takeBack: '收回未领取的门票',
    takeBackConfirm: '确认收回',
    takenBack: '已收回',
    addHolder: /^填写持票人/,
    name: '姓名',
    save: '保存',
    journal: { giftSent: '赠出门票', giftTakenBack: '收回赠票', transferredOut: '转出门票', reportedLost: '挂失门票' },
  },
  en: {
    walletHeading: 'My tickets',
    qr: /Entry QR code/,
    openTicket: /^Open ticket/,
    transfer: 'Transfer',
    transferConfirm: 'Transfer',
    account: "Receiver's account (phone or e-mail)",
    confirmAccount: "Receiver's account again",
    reportLoss: 'Report lost',
    lossConfirm: 'Report lost',
    newQr: 'A new entry QR code was issued; the old one no longer works.',
    giveHeading: 'Gift tickets',
    increase: 'One ticket more',
    quantity: 'Quantity',
    phone: "Receiver's phone number",
    confirmPhone: "Receiver's phone number again",
    mismatch: 'The two phone numbers entered do not match',
    give: 'Give',
    signInToReceive: 'Log in to receive',
    receive: 'Receive',
    proveHeading: 'Confirm the phone number',
    provePhone: (phone: string) => `This gift was sent to ${phone}. Enter the code we send to that phone.`,
    sendCode: 'Send code',
    counts: '2 in all, 1 received, 1 waiting',
    takeBack: 'Take back what is not received',
    takeBackConfirm: 'Take back',
    takenBack: 'Taken back',
    addHolder: /^Add holder/,
    name: 'Name',
    save: 'Save',
    journal: {
      giftSent: 'Tickets given',
      giftTakenBack: 'Gift taken back',
      transferredOut: 'Ticket transferred away',
      reportedLost: 'Ticket reported lost',
    },
  },
} as const

const walletUrl = (path: string, language: Language) =>
  `/#${path}${path.includes('?') ? '&' : '?'}tenantId=000000&exhibitionId=${EXHIBITION}&registerType=visitor&languageType=${language}`

/** The page's session token (core/session keeps it in sessionStorage), to read tickets the way the page does. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('fair:token'))

async function ticketOf(request: APIRequestContext, page: Page, id: string): Promise<{ qr: string | null; qrVersion: number; state: string }> {
  const response = await request.get(`${CLIENT}/ticket/detail`, {
    params: { tenantId: '000000', exhibitionId: EXHIBITION, id },
    headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'Tenant-Id': '000000' },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

async function walletOf(request: APIRequestContext, page: Page): Promise<Array<{ id: string; qr: string | null; ticketTypeId: string }>> {
  const response = await request.get(`${CLIENT}/ticket/wallet`, {
    params: { tenantId: '000000', exhibitionId: EXHIBITION },
    headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'Tenant-Id': '000000' },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

/** What a gate sees: the verify call with the demo organiser key. */
async function verify(request: APIRequestContext, qr: string): Promise<{ valid: boolean; result: string }> {
  const response = await request.post(`${CLIENT}/ticket/verify`, { data: { qr }, headers: { 'x-admin-key': DEMO_ADMIN_KEY } })
  expect(response.status()).toBe(200)
  return (await response.json()).data
}

async function look(page: Page, name: string) {
  await expectEveryControlNamed(page)
  await expectNoHorizontalOverflow(page)
  await screen(page, name)
}

/** Logs in and waits for the login to finish moving on (its own next page), so a later goto is not overtaken. */
async function signIn(page: Page, request: APIRequestContext, language: Language, account?: string): Promise<string> {
  const used = await logInWithCode(page, request, { exhibitionId: EXHIBITION, language, account })
  await expect(page).not.toHaveURL(/#\/registration/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return used
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]

  test(`${language}: tickets with QRs, a gift received and taken back, a transfer and a loss the gate sees`, async ({ page, request, browser }) => {
    test.setTimeout(240_000)

    // The giver signs in and holds four tickets (the demo-only issue call leaves them as a paid order does).
    const giver = await signIn(page, request, language)
    const issued = await request.post('/api/dev/tickets/issue', { data: { tenantId: '000000', exhibitionId: EXHIBITION, account: giver, quantity: 4 } })
    expect(issued.status()).toBe(200)

    await page.goto(walletUrl('/wallet', language))
    await expect(page.getByRole('heading', { name: t.walletHeading, level: 1 })).toBeVisible()
    await expect(page.locator('li[data-ticket]')).toHaveCount(4)
    await expect(page.getByRole('img', { name: t.qr })).toHaveCount(4)
    await look(page, `wallet-${language}-list`)

    // Gift two tickets to a phone: the confirmation must match first, and nothing typed is lost.
    const receiverPhone = uniquePhone()
    await page.goto(walletUrl('/give', language))
    // The exhibition's gift notices (ticketGiveBiz/notices) are read before giving.
    await expect(page.locator('[data-part="gift-notices"] li').first()).toBeVisible()
    await page.getByRole('button', { name: t.increase }).click()
    await expect(page.getByRole('textbox', { name: t.quantity })).toHaveValue('2')
    await page.getByRole('textbox', { name: t.phone, exact: true }).fill(receiverPhone)
    await page.getByRole('textbox', { name: t.confirmPhone, exact: true }).fill(`${receiverPhone.slice(0, -1)}${(Number(receiverPhone.slice(-1)) + 1) % 10}`)
    await page.getByRole('button', { name: t.give, exact: true }).click()
    await expect(page.getByText(t.mismatch)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(receiverPhone)
    await look(page, `wallet-${language}-give`)
    await page.getByRole('textbox', { name: t.confirmPhone, exact: true }).fill(receiverPhone)
    await page.getByRole('button', { name: t.give, exact: true }).click()
    await expect(page).toHaveURL(/#\/give\/[0-9a-f-]{36}/)
    const giftUrl = page.url()
    const link = (await page.locator('[data-part="gift-link"]').textContent())!.trim()
    expect(link).toContain('/ticket/receive/complimentaryTickets?')
    await look(page, `wallet-${language}-gift`)

    // Another visitor opens the link: the gift is shown before any sign-in, then received after it.
    const receiver = await newVisitor(browser)
    await receiver.page.goto(link)
    await expect(receiver.page.locator('[data-part="offer"]')).toBeVisible()
    await look(receiver.page, `wallet-${language}-receive-signed-out`)
    // The real way back: "log in to receive" → the login of the link's language → back on the gift link.
    await receiver.page.getByRole('button', { name: t.signInToReceive }).click()
    const login = loginTexts[language]
    // cn signs in by SMS with the gift's phone; en by e-mail only, so the phone is proven by a code at receive time.
    const receiverAccount = language === 'cn' ? receiverPhone : uniqueEmail()
    await receiver.page.getByRole('textbox', { name: login.account }).fill(receiverAccount)
    await receiver.page.getByRole('button', { name: login.sendCode }).click()
    await receiver.page.getByRole('textbox', { name: login.code }).fill(await readCode(request, receiverAccount))
    await receiver.page.getByRole('checkbox', { name: login.privacy }).check()
    await receiver.page.getByRole('button', { name: login.logIn, exact: true }).click()
    await expect(receiver.page).toHaveURL(/complimentaryTickets/)
    if (language === 'en') {
      // The e-mail account is not the gift's phone: the server says so, the page asks for the phone's code.
      await receiver.page.getByRole('button', { name: t.receive, exact: true }).click()
      const proof = receiver.page.getByRole('group', { name: t.proveHeading })
      await expect(proof).toContainText(t.provePhone(`${receiverPhone.slice(0, 3)}******${receiverPhone.slice(-2)}`))
      await proof.getByRole('button', { name: t.sendCode }).click()
      await expect(proof.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled()
      const codeField = proof.getByRole('textbox', { name: /^Code sent to / })
      await look(receiver.page, `wallet-${language}-receive-code`)
      // Typed as a person types it: Receive ignores a second tap within 1.5 s of the first (spec §9 debounce).
      await codeField.pressSequentially(await readCode(request, receiverPhone), { delay: 300 })
    }
    await receiver.page.getByRole('button', { name: t.receive, exact: true }).click()
    await expect(receiver.page).toHaveURL(/#\/wallet/)
    await expect(receiver.page.locator('li[data-ticket]')).toHaveCount(1)
    await expect(receiver.page.getByRole('img', { name: t.qr })).toHaveCount(1)
    await receiver.context.close()

    // The giver sees one received and takes the other back into the wallet.
    // Still on the gift page: reading it again is what the giver does.
    expect(page.url()).toBe(giftUrl)
    await page.reload()
    await expect(page.locator('[data-part="counts"]')).toHaveText(t.counts)
    await page.getByRole('button', { name: t.takeBack }).click()
    const takeBackDialog = page.getByRole('dialog')
    await takeBackDialog.getByRole('button', { name: t.takeBackConfirm }).click()
    await expect(page.locator('[data-part="gift"]')).toHaveAttribute('data-state', 'takenBack')
    await expect(page.getByText(t.takenBack, { exact: true })).toBeVisible()
    await page.goto(walletUrl('/wallet', language))
    await expect(page.locator('li[data-ticket]')).toHaveCount(3)

    // Transfer one: it leaves the wallet, the gate refuses its old QR, the new owner's QR works.
    await page.getByRole('link', { name: t.openTicket }).first().click()
    await expect(page).toHaveURL(/#\/wallet\/[0-9a-f-]{36}/)
    const transferredId = /#\/wallet\/([0-9a-f-]{36})/.exec(page.url())![1]
    const beforeTransfer = await ticketOf(request, page, transferredId)
    // 1020's tickets are for its December days: before then a gate answers notValidToday for a good code, which
    // still proves signature and QR version; what a good code answers today is what the new owner's must answer.
    const good = (await verify(request, beforeTransfer.qr!)).result
    expect(['ok', 'notValidToday']).toContain(good)
    await look(page, `wallet-${language}-ticket`)
    await page.getByRole('button', { name: t.transfer, exact: true }).click()
    const transferDialog = page.getByRole('dialog')
    const newOwner = language === 'cn' ? uniquePhone() : uniqueEmail()
    await transferDialog.getByRole('textbox', { name: t.account, exact: true }).fill(newOwner)
    await transferDialog.getByRole('textbox', { name: t.confirmAccount }).fill(newOwner)
    await screen(page, `wallet-${language}-transfer`)
    await transferDialog.getByRole('button', { name: t.transferConfirm, exact: true }).click()
    await expect(page).toHaveURL(/#\/wallet(\?|$)/)
    await expect(page.locator('li[data-ticket]')).toHaveCount(2)
    expect(await verify(request, beforeTransfer.qr!)).toMatchObject({ valid: false, result: 'revoked' })
    const owner = await newVisitor(browser)
    await signIn(owner.page, request, language, newOwner)
    const ownersTickets = await walletOf(request, owner.page)
    const moved = ownersTickets.find((item) => item.id === transferredId)
    expect(moved?.qr).toBeTruthy()
    expect(moved!.qr).not.toBe(beforeTransfer.qr)
    expect((await verify(request, moved!.qr!)).result).toBe(good)
    await owner.context.close()

    // Report one lost: a new QR on the page with the note, the old one refused at the gate.
    await page.getByRole('link', { name: t.openTicket }).first().click()
    const lostId = /#\/wallet\/([0-9a-f-]{36})/.exec(page.url())![1]
    const beforeLoss = await ticketOf(request, page, lostId)
    await page.getByRole('button', { name: t.reportLoss, exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: t.lossConfirm }).click()
    await expect(page.getByText(t.newQr)).toBeVisible()
    await expect(page.locator('[data-part="ticket"]')).toHaveAttribute('data-qr-version', String(beforeLoss.qrVersion + 1))
    const afterLoss = await ticketOf(request, page, lostId)
    expect(afterLoss.qr).not.toBe(beforeLoss.qr)
    expect(await verify(request, beforeLoss.qr!)).toMatchObject({ valid: false, result: 'revoked' })
    expect((await verify(request, afterLoss.qr!)).result).toBe(good)
    await look(page, `wallet-${language}-lost`)

    // A holder for a ticket that has none, then the people list.
    await page.goto(walletUrl('/ticket', language))
    await page.getByRole('link', { name: t.addHolder }).first().click()
    await expect(page).toHaveURL(/#\/ticketAdd\?/)
    await page.getByRole('textbox', { name: t.name }).fill(language === 'cn' ? '李雷' : 'Li Lei')
    await look(page, `wallet-${language}-holder`)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page).toHaveURL(/#\/wallet\/[0-9a-f-]{36}/)
    await page.goto(walletUrl('/personnel', language))
    await expect(page.locator('li[data-person]')).toHaveCount(1)
    await look(page, `wallet-${language}-personnel`)

    // The journal lists all of it, newest first, in the page language.
    await page.goto(walletUrl('/journal', language))
    const kinds = page.locator('li[data-kind]')
    await expect(kinds.first()).toBeVisible()
    for (const [kind, words] of Object.entries(t.journal)) {
      await expect(page.locator(`li[data-kind="${kind}"]`).first()).toContainText(words)
    }
    const times = await page.locator('li[data-kind] time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    await look(page, `wallet-${language}-journal`)
  })
}

test('cn: signed in with another phone, the receiver proves the gift\'s phone by its SMS code; a wrong code is refused', async ({ page, request, browser }) => {
  const t = texts.cn
  const giver = await signIn(page, request, 'cn')
  expect((await request.post('/api/dev/tickets/issue', { data: { tenantId: '000000', exhibitionId: EXHIBITION, account: giver, quantity: 1 } })).status()).toBe(200)
  const [ticket] = await walletOf(request, page)
  const giftPhone = uniquePhone()
  const given = await request.post(`${CLIENT}/ticketGiveBiz/give`, {
    data: { exhibitionId: EXHIBITION, languageType: 'cn', ticketTypeId: ticket.ticketTypeId, quantity: 1, receiverPhone: giftPhone, confirmPhone: giftPhone },
    headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'Tenant-Id': '000000' },
  })
  expect(given.status()).toBe(200)
  const link = (await given.json()).data.link as string

  const receiver = await newVisitor(browser)
  await signIn(receiver.page, request, 'cn')
  await receiver.page.goto('about:blank')
  await receiver.page.goto(link)
  await receiver.page.getByRole('button', { name: t.receive, exact: true }).click()
  const proof = receiver.page.getByRole('group', { name: t.proveHeading })
  await expect(proof).toContainText(t.provePhone(`${giftPhone.slice(0, 3)}******${giftPhone.slice(-2)}`))
  await proof.getByRole('button', { name: t.sendCode }).click()
  await expect(proof.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled()
  const code = await readCode(request, giftPhone)
  const codeField = proof.getByRole('textbox', { name: /收到的验证码$/ })
  await codeField.pressSequentially(code === '000000' ? '111111' : '000000', { delay: 300 })
  await look(receiver.page, 'wallet-cn-receive-code')
  await receiver.page.getByRole('button', { name: t.receive, exact: true }).click()
  await expect(receiver.page.getByText('验证码错误')).toBeVisible()
  await expect(codeField).toHaveValue('')
  await codeField.pressSequentially(code, { delay: 300 })
  await receiver.page.getByRole('button', { name: t.receive, exact: true }).click()
  await expect(receiver.page).toHaveURL(/#\/wallet/)
  await expect(receiver.page.locator('li[data-ticket]')).toHaveCount(1)
  await receiver.context.close()
})

test('a signed-out visitor on a wallet page is sent to the login and brought back', async ({ page, request }) => {
  await page.goto(walletUrl('/wallet', 'en'))
  await page.getByRole('button', { name: 'Log in / Register' }).click()
  const account = uniqueEmail()
  const login = loginTexts.en
  await page.getByRole('textbox', { name: login.account }).fill(account)
  await page.getByRole('button', { name: login.sendCode }).click()
  await page.getByRole('textbox', { name: login.code }).fill(await readCode(request, account))
  await page.getByRole('checkbox', { name: login.privacy }).check()
  await page.getByRole('button', { name: login.logIn, exact: true }).click()
  await expect(page).toHaveURL(/#\/wallet/)
  await expect(page.getByRole('heading', { name: 'My tickets', level: 1 })).toBeVisible()
})

for (const language of ['cn', 'en'] as const) {
  test(`${language}: the link's free complimentary ticket is claimed with one tap and lands in the wallet`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await logInWithCode(page, request, { exhibitionId: '1020', language })
    await expect(page).not.toHaveURL(/#\/registration/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('about:blank')
    await page.goto(`/#/freeTicket?tenantId=000000&exhibitionId=1020&registerLinkId=tickets-2026&languageType=${language}`)
    const claim = page.getByRole('button', { name: language === 'cn' ? '免费领取' : 'Claim for free' })
    await expect(page.locator('[data-part="free-ticket"]')).toHaveAttribute('data-state', 'onSale')
    await look(page, `wallet-${language}-free-ticket`)
    await claim.click()
    await expect(page).toHaveURL(/#\/wallet/)
    await expect(page.locator('li[data-ticket]')).toHaveCount(1)
    await expect(page.getByRole('img', { name: texts[language].qr })).toHaveCount(1)
    // One per person: a second claim is refused by the server, in the page language, and nothing more is issued.
    await page.goto('about:blank')
    await page.goto(`/#/freeTicket?tenantId=000000&exhibitionId=1020&registerLinkId=tickets-2026&languageType=${language}`)
    await claim.click()
    await expect(page.getByRole('alert').filter({ hasText: language === 'cn' ? '门票数量已达上限' : 'Ticket limit reached' })).toBeVisible()
    await expect(page).toHaveURL(/#\/freeTicket/)
    await page.goto('about:blank')
    await page.goto(walletUrl('/wallet', language).replace(`exhibitionId=${EXHIBITION}`, 'exhibitionId=1020'))
    await expect(page.locator('li[data-ticket]')).toHaveCount(1)
  })
}

for (const language of ['cn', 'en'] as const) {
  test(`${language}: a lost 3-day pass costs its reissue fee: the price first, the cashier, then the new QR`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const words = {
      cn: { fee: /挂失补办需支付 ¥20\.00/, pay: '支付 ¥20.00 并挂失', cashierPay: /^支付 ¥20\.00/ },
      en: { fee: /A new QR code costs ¥20\.00/, pay: 'Pay ¥20.00 and report lost', cashierPay: /^Pay ¥20\.00/ },
    }[language]
    const account = await signIn(page, request, language)
    // The demo's 3-day pass charges ¥20 for a new QR (seed/tickets.ts).
    const issued = await request.post('/api/dev/tickets/issue', {
      data: { tenantId: '000000', exhibitionId: EXHIBITION, account, ticketTypeId: '7a1c0002-0000-4000-8000-000000001020', quantity: 1 },
    })
    expect(issued.status()).toBe(200)
    const [pass] = await walletOf(request, page)
    const before = await ticketOf(request, page, pass.id)
    // What the gate says of it today (its days are still ahead): the same until the fee is paid.
    const good = (await verify(request, before.qr!)).result
    expect(good).not.toBe('revoked')
    await page.goto(walletUrl(`/wallet/${pass.id}`, language))
    await page.getByRole('button', { name: texts[language].reportLoss, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(words.fee)).toBeVisible()
    await look(page, `wallet-${language}-loss-fee`)
    await dialog.getByRole('button', { name: words.pay }).click()

    // The sandbox cashier; the old QR still admits until the fee is paid.
    await expect(page).toHaveURL(/\/api\/pay\/sandbox\/cashier\//)
    expect((await verify(request, before.qr!)).result).toBe(good)
    await page.getByRole('button', { name: words.cashierPay }).click()

    // Back on the ticket's page with the new QR; the gate refuses the old one.
    await expect(page).toHaveURL(new RegExp(`#/wallet/${pass.id}`))
    await expect(page.getByRole('img', { name: texts[language].qr })).toBeVisible()
    await expect(page.getByText(texts[language].newQr)).toBeVisible()
    const after = await ticketOf(request, page, pass.id)
    expect(after.qrVersion).toBe(before.qrVersion + 1)
    expect(await verify(request, before.qr!)).toMatchObject({ valid: false, result: 'revoked' })
    await look(page, `wallet-${language}-loss-paid`)
  })
}
