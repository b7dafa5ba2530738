import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { admin } from './admin'
import { EXHIBITION, noisePng, type Language } from './exhibitor'
import { loginTexts } from './login'
import { readCode } from './outbox'
import sharp from 'sharp'

/*
 * What the VIP invitation and visa letter journeys (issue 17, branch exh-invite) need besides the pages: the texts
 * they look for, a visitor registering by the company's link, a ticket for today and the gate letting it in, and the
 * organiser's visa decisions from the admin CLI.
 */

export const inviteTexts = {
  en: {
    nav: 'Invite buyers',
    visaNav: 'Visa letters',
    inviteHeading: 'Invite VIP buyers',
    copy: 'Copy link',
    qr: 'QR code of the invitation link',
    edit: 'Edit the wording and image',
    invitation: 'My invitation (link and QR code)',
    templateHeading: 'Invitation settings',
    template: (title: string) => new RegExp(`^${title} · `),
    emailTemplate: 'You are invited to our booth',
    wordingCn: 'Wording in Chinese',
    wordingEn: 'Wording in English',
    image: /^Upload an invitation image/,
    imageTooLarge: /200 ?KB/,
    saveInvitation: 'Save invitation',
    saved: 'Invitation saved',
    preview: 'Invitation preview',
    send: 'Invite by SMS or e-mail',
    sendHeading: 'Send invitations',
    buyerName: (n: number) => `Name of buyer ${n}`,
    buyerEmail: (n: number) => `E-mail of buyer ${n}`,
    submit: 'Send invitations',
    badEmail: 'Enter a valid e-mail address',
    sent: 'Sent',
    list: 'See who was invited',
    listHeading: 'Invited buyers',
    tabs: 'Filter by status',
    tab: { all: 'All', invited: 'Invited', registered: 'Registered', came: 'Came' },
    visaHeading: 'Visa invitation letters',
    field: {
      surname: 'Surname (as in the passport)',
      givenNames: 'Given names (as in the passport)',
      sex: 'Sex',
      dateOfBirth: 'Date of birth',
      nationality: 'Nationality',
      passportNo: 'Passport number',
      passportExpiry: 'Passport valid until',
      position: 'Position',
      arrival: 'Arrival',
      departure: 'Departure',
    },
    female: 'Female',
    badPassport: 'Enter the passport number: 5 to 9 letters and digits',
    sendVisa: 'Send request',
    resend: 'Resend',
    changeOf: (name: string) => `Change and resend: ${name}`,
    openOf: (name: string) => `Open the letter (PDF): ${name}`,
    reason: (why: string) => `Reason: ${why}`,
    profileName: 'Name',
    profileCompany: 'Company',
    submitProfile: 'Submit',
  },
  cn: {
    nav: '邀请买家',
    visaNav: '签证邀请函',
    inviteHeading: '邀请 VIP 买家',
    copy: '复制链接',
    qr: '邀请链接二维码',
    edit: '编辑邀请语和图片',
    invitation: '我的邀请函（链接和二维码）',
    templateHeading: '邀请函设置',
    template: (title: string) => new RegExp(`^${title} · `),
    emailTemplate: '诚邀您莅临我们的展位',
    wordingCn: '邀请语（中文）',
    wordingEn: '邀请语（英文）',
    image: /^上传邀请图片/,
    imageTooLarge: /200 ?KB/,
    saveInvitation: '保存邀请函',
    saved: '邀请函已保存',
    preview: '邀请函预览',
    send: '通过短信或邮件邀请',
    sendHeading: '发送邀请',
    buyerName: (n: number) => `第 ${n} 位买家的姓名`,
    buyerEmail: (n: number) => `第 ${n} 位买家的邮箱`,
    submit: '发送邀请',
    badEmail: '请输入正确的邮箱地址',
    sent: '已发送',
    list: '查看邀请记录',
    listHeading: '邀请记录',
    tabs: '按状态筛选',
    tab: { all: '全部', invited: '已邀请', registered: '已登记', came: '已到场' },
    visaHeading: '签证邀请函',
    field: {
      surname: '姓（护照拼写）',
      givenNames: '名（护照拼写）',
      sex: '性别',
      dateOfBirth: '出生日期',
      nationality: '国籍',
      passportNo: '护照号码',
      passportExpiry: '护照有效期至',
      position: '职位',
      arrival: '抵达日期',
      departure: '离开日期',
    },
    female: '女',
    badPassport: '请填写护照号：5至9位字母和数字',
    sendVisa: '提交申请',
    resend: '重新提交',
    changeOf: (name: string) => `修改后重新提交：${name}`,
    openOf: (name: string) => `打开邀请函 PDF：${name}`,
    reason: (why: string) => `未通过原因：${why}`,
    profileName: '姓名',
    profileCompany: '公司',
    submitProfile: '提交',
  },
} as const

/** A 300×300 jpg within the invite image rule (150–400 px, ≤ 200 KB). */
export const goodInviteImage = () => sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg({ quality: 80 }).toBuffer()
/** A 400×400 png of noise: about 480 KB, over the 200 KB the rule allows. */
export const heavyInviteImage = () => noisePng(400)

/** A new visitor opens the company's invitation link in their own browser, signs in by code and registers. */
export async function registerByInvitation(page: Page, request: APIRequestContext, link: string, language: Language, account: string, person: { name: string; company: string }) {
  const login = loginTexts[language]
  const t = inviteTexts[language]
  await page.goto(link)
  await page.getByRole('textbox', { name: login.account }).fill(account)
  await page.getByRole('button', { name: login.sendCode }).click()
  await page.getByRole('textbox', { name: login.code }).fill(await readCode(request, account))
  await page.getByRole('checkbox', { name: login.privacy }).check()
  await page.getByRole('button', { name: login.logIn, exact: true }).click()
  await page.getByRole('textbox', { name: t.profileName }).fill(person.name)
  await page.getByRole('textbox', { name: t.profileCompany }).fill(person.company)
  await page.getByRole('button', { name: t.submitProfile, exact: true }).click()
  await expect(page).not.toHaveURL(/#\/(registration|infoWap)/)
}

const CLIENT = '/api/ef-registration-client'
const DAY_TICKET = '7a1c0001-0000-4000-8000-000000001020'

/**
 * The visitor holds a day ticket for today (the demo-only issue call, as a paid order leaves it; the fair's own days
 * are a month away) and the gate lets it in with the admin CLI, as `verify-ticket --enter` does at a real gate.
 */
export async function enterAtGate(page: Page, request: APIRequestContext, account: string) {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
  const issued = await request.post('/api/dev/tickets/issue', { data: { tenantId: '000000', exhibitionId: EXHIBITION, account, ticketTypeId: DAY_TICKET, day: today } })
  expect(issued.status()).toBe(200)
  const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
  const wallet = await request.get(`${CLIENT}/ticket/wallet`, { params: { tenantId: '000000', exhibitionId: EXHIBITION }, headers: { Authorization: `Bearer ${token}`, 'Tenant-Id': '000000' } })
  const tickets = (await wallet.json()).data as Array<{ qr: string | null; day: string | null }>
  const qr = tickets.find((ticket) => ticket.day === today)?.qr
  expect(qr).toBeTruthy()
  const out = await admin('verify-ticket', '--qr', qr!, '--enter')
  expect(out).toContain('VALID: entry recorded')
}

/** The organiser's decision on the company's newest pending visa request (admin CLI); answers its id. */
export async function decideVisa(surname: string, decision: 'approve' | 'reject', reason = ''): Promise<string> {
  const rows = JSON.parse(await admin('exhibitor-visas', '--exhibition', EXHIBITION, '--state', 'pending', '--json')) as Array<{ id: string; applicant: { surname: string } }>
  const row = rows.find((request) => request.applicant.surname === surname)
  expect(row).toBeTruthy()
  if (decision === 'approve') await admin('exhibitor-visa-approve', '--exhibition', EXHIBITION, '--id', row!.id)
  else await admin('exhibitor-visa-reject', '--exhibition', EXHIBITION, '--id', row!.id, '--reason', reason)
  return row!.id
}
