import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logInWithCode } from './support/login'
import { screen } from './support/screens'

type Language = 'cn' | 'en'

const texts = {
  cn: {
    profileHeading: '完善个人信息',
    profile: { name: '姓名', company: '公司名称', position: '职位', country: '国家/地区', industry: '所属行业', industryOption: '新能源汽车', visitDate: '参观日期', agreement: '我已阅读并同意隐私协议' },
    person: { name: '王芳', company: '上海汽车零部件有限公司', position: '采购经理' },
    submit: '提交',
    heading: '问卷调查',
    progress: (n: number) => `第 ${n} 份问卷，共 3 份`,
    one: '关于您的参观',
    heardFrom: '您是如何得知本届展会的？',
    other: '其他',
    website: '展会官网',
    specify: '请具体说明',
    specifyText: '地铁广告',
    followUpAnnounced: '新增问题：请具体说明',
    purpose: '您的参观目的',
    purposes: ['寻找新产品', '会见供应商', '了解行业趋势', '采购洽谈'],
    tooMany: '最多选择3项',
    pickOne: '请选择答案',
    fixErrors: '请先修改标红的问题',
    saved: '答案已自动保存',
    next: '下一份',
    two: '您的企业',
    industry: '所属行业',
    parts: '汽车零部件',
    size: '企业规模',
    sizeOption: '50–249 人',
    role: '您在采购中的角色',
    roleOption: '参与决策',
    three: '感兴趣的领域',
    areas: '感兴趣的产品领域',
    area: '新能源汽车',
    budget: '年度采购预算',
    budgetOption: '尚未确定',
    switchTo: 'English',
  },
  en: {
    profileHeading: 'Complete your profile',
    profile: { name: 'Name', company: 'Company', position: 'Position', country: 'Country or region', industry: 'Industry', industryOption: 'New energy vehicles', visitDate: 'Visit date', agreement: 'I have read and accept the privacy agreement' },
    person: { name: 'Alice Martin', company: 'Acme Robotics Ltd', position: 'Buyer' },
    submit: 'Submit',
    heading: 'Questionnaire',
    progress: (n: number) => `Questionnaire ${n} of 3`,
    one: 'About your visit',
    heardFrom: 'How did you hear about us?',
    other: 'Other',
    website: 'Exhibition website',
    specify: 'Please specify',
    specifyText: 'A poster in the metro',
    followUpAnnounced: 'New question: Please specify',
    purpose: 'Purpose of your visit',
    purposes: ['Find new products', 'Meet suppliers', 'Learn about industry trends', 'Negotiate purchases'],
    tooMany: 'Choose at most 3',
    pickOne: 'Please choose an answer',
    fixErrors: 'Please correct the questions marked in red',
    saved: 'Answers saved automatically',
    next: 'Next',
    two: 'Your business',
    industry: 'Industry',
    parts: 'Automotive parts',
    size: 'Company size',
    sizeOption: '50–249 employees',
    role: 'Your role in purchasing',
    roleOption: 'I influence the decision',
    three: 'Interests',
    areas: 'Product areas of interest',
    area: 'Electric vehicles',
    budget: 'Annual purchasing budget',
    budgetOption: 'Not decided yet',
    switchTo: '中文',
  },
} as const

/**
 * Logs a new visitor in to the motor show and submits the profile. The motor show sends visitors to /photo (business
 * card) first; the profile is opened by its own route, as a saved link would (tests/journey.e2e.ts takes the card).
 */
async function registerWithProfile(page: Page, request: APIRequestContext, language: Language): Promise<void> {
  const t = texts[language]
  await logInWithCode(page, request, { exhibitionId: '1001', language })
  await expect(page).toHaveURL(/#\/(photo|infoWap)/)
  if (!/#\/infoWap/.test(page.url())) {
    await page.evaluate(() => {
      location.hash = '#/infoWap'
    })
  }
  await expect(page.getByRole('heading', { level: 1, name: t.profileHeading })).toBeVisible()
  const p = t.profile
  await page.getByRole('textbox', { name: p.name }).fill(t.person.name)
  await page.getByRole('textbox', { name: p.company }).fill(t.person.company)
  await page.getByRole('textbox', { name: p.position }).fill(t.person.position)
  await page.getByRole('combobox', { name: p.country }).selectOption({ index: 1 })
  await page.getByRole('group', { name: p.industry }).getByRole('checkbox', { name: p.industryOption }).check()
  await page.getByLabel(p.visitDate).fill('2025-09-18')
  await page.getByRole('checkbox', { name: p.agreement }).check()
  await page.getByRole('button', { name: t.submit }).click()
}

for (const language of ['en', 'cn'] as const) {
  const t = texts[language]

  test(`${language}: a visitor answers all three questionnaires, a follow-up and a reload included, and moves on to review`, async ({
    page,
    request,
  }) => {
    await registerWithProfile(page, request, language)

    // Questionnaire 1: the follow-up appears right after its trigger only when "Other" is chosen.
    await expect(page).toHaveURL(/#\/questionnaire/)
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await expect(page.getByText(t.progress(1))).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.one })).toBeVisible()
    const heardFrom = page.getByRole('radiogroup', { name: t.heardFrom })
    await expect(page.getByRole('textbox', { name: t.specify })).toHaveCount(0)
    await page.getByRole('button', { name: t.next }).click()
    await expect(heardFrom).toHaveAccessibleDescription(t.pickOne)
    await expect(page.getByText(t.fixErrors)).toBeVisible()
    await heardFrom.getByRole('radio', { name: t.other }).check()
    const specify = page.getByRole('textbox', { name: t.specify })
    await expect(specify).toBeVisible()
    // Said politely to screen readers; the focus stays on the chosen option.
    await expect(page.getByText(t.followUpAnnounced)).toBeAttached()
    await expect(heardFrom.getByRole('radio', { name: t.other })).toBeFocused()
    await specify.fill(t.specifyText)
    const purpose = page.getByRole('group', { name: t.purpose })
    for (const option of t.purposes) await purpose.getByRole('checkbox', { name: option }).check()
    await page.getByRole('button', { name: t.next }).click()
    await expect(purpose).toHaveAccessibleDescription(new RegExp(t.tooMany))
    await screen(page, `questionnaire-1-errors-${language}`)
    await purpose.getByRole('checkbox', { name: t.purposes[3] }).uncheck()

    // A reload in the middle of the questionnaire keeps every answer (here after the server draft was saved).
    await expect(page.getByText(t.saved)).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: t.one })).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: t.heardFrom }).getByRole('radio', { name: t.other })).toBeChecked()
    await expect(page.getByRole('textbox', { name: t.specify })).toHaveValue(t.specifyText)
    for (const option of t.purposes.slice(0, 3)) {
      await expect(page.getByRole('group', { name: t.purpose }).getByRole('checkbox', { name: option })).toBeChecked()
    }
    await expect(page.getByRole('group', { name: t.purpose }).getByRole('checkbox', { name: t.purposes[3] })).not.toBeChecked()
    await screen(page, `questionnaire-1-${language}`)
    await page.getByRole('button', { name: t.next }).click()

    // Questionnaire 2, reloaded straight after answering (before any draft could reach the server).
    await expect(page.getByText(t.progress(2))).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.two })).toBeFocused()
    await page.getByRole('radiogroup', { name: t.industry }).getByRole('radio', { name: t.parts }).check()
    await page.getByRole('radiogroup', { name: t.size }).getByRole('radio', { name: t.sizeOption }).check()
    await page.reload()
    await expect(page.getByText(t.progress(2))).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: t.industry }).getByRole('radio', { name: t.parts })).toBeChecked()
    await expect(page.getByRole('radiogroup', { name: t.size }).getByRole('radio', { name: t.sizeOption })).toBeChecked()
    await page.getByRole('radiogroup', { name: t.role }).getByRole('radio', { name: t.roleOption }).check()
    await screen(page, `questionnaire-2-${language}`)
    await page.getByRole('button', { name: t.next }).click()

    // Questionnaire 3, the last: Submit instead of Next.
    await expect(page.getByText(t.progress(3))).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.three })).toBeVisible()
    await page.getByRole('group', { name: t.areas }).getByRole('checkbox', { name: t.area }).check()
    await page.getByRole('radiogroup', { name: t.budget }).getByRole('radio', { name: t.budgetOption }).check()
    await screen(page, `questionnaire-3-${language}`)
    await page.getByRole('button', { name: t.submit }).click()

    // Manual review on the motor show: the routing rules send the visitor on to /auditing.
    await expect(page).toHaveURL(/#\/auditing/)
    const info = await page.evaluate(async () => {
      const token = sessionStorage.getItem('fair:token')
      const response = await fetch('/api/ef-registration-data-client/reg-user-data/user/info?exhibitionId=1001&registerType=visitor', {
        headers: { authorization: `Bearer ${token ?? ''}`, 'tenant-id': '000000' },
      })
      return (await response.json()) as { data: { userExhibitionVO: Record<string, unknown> } }
    })
    expect(info.data.userExhibitionVO).toMatchObject({
      completeResult: 'succ',
      examineResult: 'pending',
      questionnaireResult: 'complete',
      questionnaireTwoResult: 'complete',
      questionnaireThreeResult: 'complete',
    })
  })

  test(`${language}: switching the language rewords the questionnaire and keeps the answers`, async ({ page, request }) => {
    const to = texts[language === 'en' ? 'cn' : 'en']
    await registerWithProfile(page, request, language)
    await expect(page.getByRole('heading', { level: 2, name: t.one })).toBeVisible()
    await page.getByRole('radiogroup', { name: t.heardFrom }).getByRole('radio', { name: t.other }).check()
    await page.getByRole('textbox', { name: t.specify }).fill(t.specifyText)
    await page.getByRole('button', { name: t.next }).click()
    await expect(page.getByRole('group', { name: t.purpose })).toHaveAccessibleDescription(new RegExp(t.pickOne))

    await page.getByRole('button', { name: t.switchTo }).click()
    await expect(page.getByRole('heading', { level: 2, name: to.one })).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: to.heardFrom }).getByRole('radio', { name: to.other })).toBeChecked()
    await expect(page.getByRole('textbox', { name: to.specify })).toHaveValue(t.specifyText)
    await expect(page.getByRole('group', { name: to.purpose })).toHaveAccessibleDescription(new RegExp(to.pickOne))
    await screen(page, `questionnaire-switched-to-${language === 'en' ? 'cn' : 'en'}`)
  })
}
