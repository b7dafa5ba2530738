import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createLeader, groupLink, openAsLeader } from './support/groupLeader'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * Sub-accounts of <fair-group-manager> end to end (issue 18) at 375 px in the messaging app's browser: a fresh leader
 * per language opens a sub-account (a weak password refused first with the rule shown, nothing typed lost), resets its
 * password, and the subordinate signs in with account name and new password in a second browser context and sees
 * their own entry code on the confirmation page.
 */

/** A few random letters, so each run's leader has a name of its own. */
const letters = () => Array.from(randomUUID().replace(/[^a-f]/g, '').slice(0, 6), (c) => c).join('') || 'abc'

const texts = {
  cn: {
    heading: '下级账号',
    count: '已开通 0 / 10 个',
    open: '开通下级账号',
    account: '账号名',
    password: '初始密码',
    confirm: '确认密码',
    name: '姓名',
    email: '邮箱',
    create: '开通',
    weak: '密码须同时包含数字、字母和特殊字符',
    rule: '至少8位，须同时包含数字、字母和特殊字符。',
    reset: '重置密码',
    newPassword: '新密码',
    confirmNew: '确认新密码',
    setNew: '设置新密码',
    resetDone: /已为 .+ 设置新密码/,
    approved: '已通过',
    person: '李助理',
    passwordMode: '密码登录',
    loginAccount: '手机号或邮箱',
    loginPassword: '密码',
    privacy: /隐私政策/,
    login: '登录',
    confirmationHeading: '登记成功',
  },
  en: {
    heading: 'Sub-accounts',
    count: '0 of 10 opened',
    open: 'Open a sub-account',
    account: 'Account name',
    password: 'Initial password',
    confirm: 'Confirm the password',
    name: 'Name',
    email: 'E-mail',
    create: 'Open the account',
    weak: 'The password must contain digits, letters and special characters',
    rule: 'At least 8 characters, with digits, letters and special characters.',
    reset: 'Reset the password',
    newPassword: 'New password',
    confirmNew: 'Confirm the new password',
    setNew: 'Set the new password',
    resetDone: /New password set for/,
    approved: 'Approved',
    person: 'Emma Li',
    passwordMode: 'Password',
    loginAccount: 'Mobile number or e-mail',
    loginPassword: 'Password',
    privacy: /Privacy Policy/,
    login: 'Log in',
    confirmationHeading: 'Registration complete',
  },
} as const

for (const language of ['cn', 'en'] as const) {
  test(`a leader opens a sub-account, resets its password, and the subordinate sees their entry code (${language})`, async ({ page, request, browser }) => {
    const t = texts[language]
    // The label becomes the leader's name (spec §5: letters only).
    // Made over the API in English (1020 signs cn visitors in by SMS, en by e-mail); the pages then open in `language`.
    const leader = await createLeader(request, { label: `Sub ${language} ${letters()}`, language: 'en' })
    const account = `asst.${language}.${randomUUID().slice(0, 8)}`

    await openAsLeader(page, leader, '/subordinate', language)
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
    await expect(page.getByText(t.count)).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `subordinates-${language}-empty`)

    await page.getByRole('link', { name: t.open }).click()
    const accountBox = page.getByRole('textbox', { name: t.account })
    await accountBox.fill(account)
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('password')
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('password')
    await page.getByRole('textbox', { name: t.name, exact: true }).fill(t.person)
    await page.getByRole('textbox', { name: t.email }).fill(`${account}@example.com`)
    await page.getByRole('button', { name: t.create }).click()

    // The rule is under the field before and after; the refusal beside it; nothing typed is lost.
    await expect(page.getByText(t.weak, { exact: true })).toBeVisible()
    await expect(page.getByText(t.rule)).toBeVisible()
    await expect(accountBox).toHaveValue(account)
    await expect(page.getByRole('textbox', { name: t.name, exact: true })).toHaveValue(t.person)
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `subordinates-${language}-form-refused`)

    await page.getByRole('textbox', { name: t.password, exact: true }).fill('Start#2026')
    await page.getByRole('textbox', { name: t.confirm, exact: true }).fill('Start#2026')
    await page.getByRole('button', { name: t.create }).click()

    // The details: approved at 1020 (automatic approval) with the entry code.
    await expect(page).toHaveURL(/#\/subordinate\/details\//)
    const entryCode = page.locator('[data-part="entry-code"]')
    await expect(entryCode).toHaveText(/^\d{10}$/)
    const code = (await entryCode.textContent())!.trim()
    const link = (await page.locator('[data-part="sign-in-link"]').textContent())!.trim()
    expect(link).toContain('registerType=subordinate')
    await expect(page.getByText(account, { exact: true })).toBeVisible()
    await expectEveryControlNamed(page)
    await screen(page, `subordinates-${language}-detail`)

    await page.getByRole('link', { name: t.reset }).click()
    await expect(page).toHaveURL(/#\/subordinate\/resetPwd\//)
    await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill('Fresh#2027')
    await page.getByRole('textbox', { name: t.confirmNew, exact: true }).fill('Fresh#2027')
    await screen(page, `subordinates-${language}-reset`)
    await page.getByRole('button', { name: t.setNew }).click()
    await expect(page.getByText(t.resetDone)).toBeVisible()
    await expect(page).toHaveURL(/#\/subordinate\/details\//)

    await page.goto(groupLink('/subordinate', language))
    await expect(page.getByRole('link', { name: new RegExp(t.person) })).toBeVisible()
    await expect(page.getByText(t.approved)).toBeVisible()
    await screen(page, `subordinates-${language}-list`)

    // The subordinate, in a browser of their own, signs in with the account name and the new password.
    const context = await browser.newContext(test.info().project.use)
    try {
      const theirs = await context.newPage()
      // The sign-in link the details page shows the leader, as the leader would send it.
      await theirs.goto(link)
      await theirs.getByRole('radio', { name: t.passwordMode }).check()
      await theirs.getByRole('textbox', { name: t.loginAccount }).fill(account)
      await theirs.getByRole('textbox', { name: t.loginPassword, exact: true }).fill('Fresh#2027')
      await theirs.getByRole('checkbox', { name: t.privacy }).check()
      await screen(theirs, `subordinates-${language}-login`)
      await theirs.getByRole('button', { name: t.login, exact: true }).click()
      await expect(theirs).toHaveURL(/#\/confirmation/)
      await expect(theirs.getByRole('heading', { name: t.confirmationHeading })).toBeVisible()
      await expect(theirs.locator('[data-part="user-code"]')).toHaveText(code)
      await expectNoHorizontalOverflow(theirs)
      await screen(theirs, `subordinates-${language}-confirmation`)
    } finally {
      await context.close()
    }
  })
}
