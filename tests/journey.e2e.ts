import { expect, test } from '@playwright/test'
import { admin } from './support/admin'
import { CARD, renderCard } from './support/card'
import { logInWithCode } from './support/login'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * The whole motor show (1001) journey of issue 3, as a new visitor lives it: link → login → business card read on
 * the server → profile pre-filled from the card → three questionnaires with a follow-up → review pending → approved
 * by the organiser's CLI → confirmation with the entry QR. Nothing is set up behind the app's back.
 */
const texts = {
  en: {
    cardHeading: 'Scan your business card',
    choose: 'Choose a picture',
    profileHeading: 'Complete your profile',
    fromCard: 'Some fields were filled in from your business card. Please check them before you submit.',
    name: 'Name',
    company: 'Company',
    position: 'Position',
    country: 'Country or region',
    industry: 'Industry',
    industryOption: 'New energy vehicles',
    visitDate: 'Visit date',
    agreement: 'I have read and accept the privacy agreement',
    submit: 'Submit',
    progress: (n: number) => `Questionnaire ${n} of 3`,
    heardFrom: 'How did you hear about us?',
    other: 'Other',
    specify: 'Please specify',
    specifyText: 'A poster in the metro',
    purpose: 'Purpose of your visit',
    purposeOption: 'Meet suppliers',
    next: 'Next',
    industryQuestion: 'Industry',
    parts: 'Automotive parts',
    size: 'Company size',
    sizeOption: '50–249 employees',
    role: 'Your role in purchasing',
    roleOption: 'I influence the decision',
    areas: 'Product areas of interest',
    area: 'Electric vehicles',
    budget: 'Annual purchasing budget',
    budgetOption: 'Not decided yet',
    pendingHeading: 'Under review',
    pendingText: 'Your registration is under review; this usually takes 1 to 3 working days',
    refresh: 'Refresh',
    confirmationHeading: 'Registration complete',
    qr: 'Entry QR code',
  },
  cn: {
    cardHeading: '上传名片',
    choose: '选择图片',
    profileHeading: '完善个人信息',
    fromCard: '部分信息已根据您的名片自动填写，请核对后再提交。',
    name: '姓名',
    company: '公司名称',
    position: '职位',
    country: '国家/地区',
    industry: '所属行业',
    industryOption: '新能源汽车',
    visitDate: '参观日期',
    agreement: '我已阅读并同意隐私协议',
    submit: '提交',
    progress: (n: number) => `第 ${n} 份问卷，共 3 份`,
    heardFrom: '您是如何得知本届展会的？',
    other: '其他',
    specify: '请具体说明',
    specifyText: '地铁广告',
    purpose: '您的参观目的',
    purposeOption: '会见供应商',
    next: '下一份',
    industryQuestion: '所属行业',
    parts: '汽车零部件',
    size: '企业规模',
    sizeOption: '50–249 人',
    role: '您在采购中的角色',
    roleOption: '参与决策',
    areas: '感兴趣的产品领域',
    area: '新能源汽车',
    budget: '年度采购预算',
    budgetOption: '尚未确定',
    pendingHeading: '审核中',
    pendingText: '您的登记正在审核中，通常需要 1 至 3 个工作日',
    refresh: '刷新状态',
    confirmationHeading: '登记成功',
    qr: '入场二维码',
  },
} as const

for (const language of ['en', 'cn'] as const) {
  const t = texts[language]

  test(`${language}: link → business card → profile → three questionnaires → review → approved by the CLI → confirmation QR`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const cardPage = await browser.newPage()
    const card = await renderCard(cardPage)
    await cardPage.close()

    const account = await logInWithCode(page, request, { exhibitionId: '1001', language })

    // Business card: read on the server, then the profile with the card's values to check.
    await expect(page.getByRole('heading', { level: 1, name: t.cardHeading })).toBeVisible()
    await page.getByLabel(t.choose).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: card })
    await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(t.fromCard)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue(CARD.name)
    await expect(page.getByRole('textbox', { name: t.company })).toHaveValue(
      language === 'cn' ? CARD.company : /^Mingyuan Auto Technology Co\., Ltd\.?$/,
    )
    await page.getByRole('textbox', { name: t.position }).fill(language === 'cn' ? '销售总监' : 'Sales Director')
    await page.getByRole('combobox', { name: t.country }).selectOption({ index: 1 })
    await page.getByRole('group', { name: t.industry }).getByRole('checkbox', { name: t.industryOption }).check()
    await page.getByLabel(t.visitDate).fill('2025-09-18')
    await page.getByRole('checkbox', { name: t.agreement }).check()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `journey-profile-from-card-${language}`)
    await page.getByRole('button', { name: t.submit }).click()

    // Questionnaire 1 with its follow-up, then 2 and 3.
    await expect(page.getByText(t.progress(1))).toBeVisible()
    await page.getByRole('radiogroup', { name: t.heardFrom }).getByRole('radio', { name: t.other }).check()
    await page.getByRole('textbox', { name: t.specify }).fill(t.specifyText)
    await page.getByRole('group', { name: t.purpose }).getByRole('checkbox', { name: t.purposeOption }).check()
    await page.getByRole('button', { name: t.next }).click()
    await expect(page.getByText(t.progress(2))).toBeVisible()
    await page.getByRole('radiogroup', { name: t.industryQuestion }).getByRole('radio', { name: t.parts }).check()
    await page.getByRole('radiogroup', { name: t.size }).getByRole('radio', { name: t.sizeOption }).check()
    await page.getByRole('radiogroup', { name: t.role }).getByRole('radio', { name: t.roleOption }).check()
    await page.getByRole('button', { name: t.next }).click()
    await expect(page.getByText(t.progress(3))).toBeVisible()
    await page.getByRole('group', { name: t.areas }).getByRole('checkbox', { name: t.area }).check()
    await page.getByRole('radiogroup', { name: t.budget }).getByRole('radio', { name: t.budgetOption }).check()
    await page.getByRole('button', { name: t.submit }).click()

    // Manual review: pending until the organiser decides.
    await expect(page).toHaveURL(/#\/auditing/)
    await expect(page.getByText(t.pendingText)).toBeVisible()
    await screen(page, `journey-auditing-${language}`)
    expect(await admin('approve', '--exhibition', '1001', '--account', account)).toContain('Approved')
    await page.getByRole('button', { name: t.refresh }).click()

    await expect(page).toHaveURL(/#\/confirmation/)
    await expect(page.getByRole('heading', { name: t.confirmationHeading })).toBeVisible()
    await expect(page.getByRole('img', { name: t.qr })).toBeVisible()
    await expect(page.getByText(CARD.name)).toBeVisible()
    await screen(page, `journey-confirmation-${language}`)
  })
}
