import { expect, test, type Page } from '@playwright/test'
import { readCode, uniqueEmail, uniquePhone } from './support/outbox'
import { logInWithCode } from './support/login'
import { expectEveryControlNamed, expectNoHorizontalOverflow, expectSingleLanguage, type Language } from './support/pageChecks'
import { screen } from './support/screens'

/** What the visitor reads on the motor show's (1001) profile form, per language. */
const texts = {
  cn: {
    heading: '完善个人信息',
    fromCard: '部分信息已根据您的名片自动填写，请核对后再提交。',
    fromCardHint: '来自名片，请核对',
    name: '姓名',
    company: '公司名称',
    position: '职位',
    phone: '手机号',
    email: '电子邮箱',
    idNumber: '身份证号码',
    country: '国家/地区',
    countryChoice: '德国',
    industry: '所属行业',
    industryChoice: '新能源汽车',
    interests: '感兴趣的展区',
    interestChoices: ['乘用车馆', '新能源馆', '零部件馆', '智能科技馆'],
    visitDate: '参观日期',
    photo: '个人照片（2M以内）',
    agreement: '我已阅读并同意隐私协议',
    readAgreement: '查看《隐私协议》',
    agreementTitle: '隐私协议',
    agree: '我已阅读并同意',
    submit: '提交',
    fixErrors: '请先修改标红的内容',
    draftSaved: '草稿已自动保存',
    removePhoto: '删除照片',
    preview: '个人照片（2M以内）：已上传的照片',
    errors: {
      required: '此项为必填项',
      name: '姓名不能包含数字或特殊字符',
      nameShort: '姓名不能少于2个字符',
      phone: '请输入正确的手机号码（中国大陆11位，或以+加国家区号开头）',
      email: '请输入正确的邮箱地址',
      idNumber: '请输入正确的身份证号码',
      tooMany: '最多只能选择3项',
      dateRange: '请选择2025-09-17至2025-09-22之间的日期',
      agreement: '请勾选同意',
      tooLarge: '文件大小不能超过2MB',
      wrongType: '仅支持上传jpg/jpeg/png格式的文件',
    },
    person: { name: '李雷', company: '上海汽车零部件有限公司', position: '采购经理', phone: '13912345678' },
  },
  en: {
    heading: 'Complete your profile',
    fromCard: 'Some fields were filled in from your business card. Please check them before you submit.',
    fromCardHint: 'From your business card, please check',
    name: 'Name',
    company: 'Company',
    position: 'Position',
    phone: 'Mobile number',
    email: 'E-mail',
    idNumber: 'Resident ID number',
    country: 'Country or region',
    countryChoice: 'Germany',
    industry: 'Industry',
    industryChoice: 'New energy vehicles',
    interests: 'Halls of interest',
    interestChoices: ['Passenger cars hall', 'New energy hall', 'Parts hall', 'Smart technology hall'],
    visitDate: 'Visit date',
    photo: 'Photo (up to 2 MB)',
    agreement: 'I have read and accept the privacy agreement',
    readAgreement: 'Read the Privacy agreement',
    agreementTitle: 'Privacy agreement',
    agree: 'I have read and agree',
    submit: 'Submit',
    fixErrors: 'Please correct the fields marked in red',
    draftSaved: 'Draft saved automatically',
    removePhoto: 'Remove photo',
    preview: 'Photo (up to 2 MB): the uploaded photo',
    errors: {
      required: 'This field is required',
      name: 'The name must not contain digits or special characters',
      nameShort: 'The name must be at least 2 characters',
      phone: 'Enter a valid mobile number: 11 digits for mainland China, or + and the country code',
      email: 'Enter a valid e-mail address',
      idNumber: 'Enter a valid resident ID number',
      tooMany: 'Choose at most 3 options',
      dateRange: 'Choose a date from 2025-09-17 to 2025-09-22',
      agreement: 'Please tick to agree',
      tooLarge: 'The file must not be larger than 2MB',
      wrongType: 'Only jpg/jpeg/png files can be uploaded',
    },
    person: { name: 'Bertha Benz', company: 'Benz and Cie', position: 'Purchasing manager', phone: '+4915112345678' },
  },
} as const

/** A real 24×30 px PNG in the theme colour, so the preview has something to decode. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000180000001e0802000000b94c49b20000002349444154789c63689ef3872a8861d4a05183460d1a3568d4a05183460d1a35881c04005fbaec3c2f05d71f0000000049454e44ae426082',
  'hex',
)
const OVERSIZED = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])

/** Logs a new visitor in on the motor show and opens the profile form by its route (as a saved link would). */
async function openProfile(page: Page, language: Language, account: string, request: Parameters<typeof readCode>[0]) {
  await logInWithCode(page, request, { exhibitionId: '1001', language, account })
  await expect(page).not.toHaveURL(/#\/registration/)
  await page.evaluate(() => {
    location.hash = '#/infoWap'
  })
  await expect(page.getByRole('heading', { level: 1, name: texts[language].heading })).toBeVisible()
}

/** The inline message under a text field: what its aria-describedby points at. */
async function expectMessage(page: Page, label: string, message: string) {
  const control = label === texts.cn.visitDate || label === texts.en.visitDate ? page.getByLabel(label) : page.getByRole('textbox', { name: label, exact: true })
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(message)))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const language of ['cn', 'en'] as const) {
  const t = texts[language]

  test(`${language}: every rule refuses bad input in the page language, uploads are checked, a reload loses nothing, submit succeeds`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    await openProfile(page, language, account, request)
    const form = page.getByRole('form', { name: t.heading })

    // Nothing filled: the summary takes the focus and each required field says so.
    await page.getByRole('button', { name: t.submit }).click()
    const summary = page.getByRole('alert').filter({ hasText: t.fixErrors })
    await expect(summary).toBeFocused()
    await expectMessage(page, t.name, t.errors.required)
    await expect(page.getByRole('group', { name: t.industry })).toHaveAccessibleDescription(t.errors.required)
    await expect(page.getByRole('checkbox', { name: t.agreement })).toHaveAccessibleDescription(t.errors.agreement)

    // Bad input for each rule.
    const bad = { name: 'Li3', position: t.person.position, phone: '12345', email: 'x@y', idNumber: '110105194912310021' }
    await form.getByRole('textbox', { name: t.name, exact: true }).fill(bad.name)
    await form.getByRole('textbox', { name: t.company, exact: true }).fill(t.person.company)
    await form.getByRole('textbox', { name: t.position, exact: true }).fill(bad.position)
    await form.getByRole('textbox', { name: t.phone, exact: true }).fill(bad.phone)
    await form.getByRole('textbox', { name: t.email, exact: true }).fill(bad.email)
    await form.getByRole('textbox', { name: t.idNumber, exact: true }).fill(bad.idNumber)
    await form.getByRole('combobox', { name: t.country }).selectOption({ label: t.countryChoice })
    await page.getByRole('group', { name: t.industry }).getByRole('checkbox', { name: t.industryChoice }).check()
    const interests = page.getByRole('group', { name: t.interests })
    for (const choice of t.interestChoices) await interests.getByRole('checkbox', { name: choice }).check()
    await page.getByLabel(t.visitDate).fill('2025-10-01')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(summary).toBeFocused()
    await expectMessage(page, t.name, t.errors.name)
    await expectMessage(page, t.phone, t.errors.phone)
    await expectMessage(page, t.email, t.errors.email)
    await expectMessage(page, t.idNumber, t.errors.idNumber)
    await expectMessage(page, t.visitDate, t.errors.dateRange)
    await expect(interests).toHaveAccessibleDescription(new RegExp(escape(t.errors.tooMany)))
    await expect(page.getByRole('checkbox', { name: t.agreement })).toHaveAccessibleDescription(t.errors.agreement)
    // What was typed stays.
    await expect(form.getByRole('textbox', { name: t.name, exact: true })).toHaveValue(bad.name)
    await expect(form.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(bad.phone)
    await expect(form.getByRole('textbox', { name: t.idNumber, exact: true })).toHaveValue(bad.idNumber)
    await expect(page.getByLabel(t.visitDate)).toHaveValue('2025-10-01')
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await expectSingleLanguage(page, language, [account, ...Object.values(bad), t.person.company, '2025-10-01', 'YYYY-MM-DD'])
    await screen(page, `profile-errors-${language}`)

    // Uploads: too big and a text file named .png are refused with a message; a real photo is shown.
    const photo = page.getByLabel(t.photo, { exact: true })
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: OVERSIZED })
    await expect(photo).toHaveAccessibleDescription(t.errors.tooLarge)
    await photo.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
    await expect(photo).toHaveAccessibleDescription(t.errors.wrongType)
    await screen(page, `profile-upload-refused-${language}`)
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    const preview = page.getByRole('img', { name: t.preview })
    await expect(preview).toBeVisible()
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24)

    // Correct the rest; the draft goes to the server.
    await form.getByRole('textbox', { name: t.name, exact: true }).fill(t.person.name)
    await form.getByRole('textbox', { name: t.phone, exact: true }).fill(t.person.phone)
    await form.getByRole('textbox', { name: t.email, exact: true }).fill('')
    await form.getByRole('textbox', { name: t.idNumber, exact: true }).fill('11010519491231002X')
    await interests.getByRole('checkbox', { name: t.interestChoices[3] }).uncheck()
    // The draft sent after the last change holds every change before it.
    const lastDraft = page.waitForResponse((response) => {
      const body = response.request().postData() ?? ''
      return response.url().includes('/saveOrUpdate') && body.includes('"isDraft":true') && body.includes('2025-09-18')
    })
    await page.getByLabel(t.visitDate).fill('2025-09-18')
    expect((await lastDraft).ok()).toBe(true)
    await expect(page.getByRole('status').filter({ hasText: t.draftSaved })).toBeVisible()

    // A reload, even with this tab's backup gone, restores everything from the server draft, the photo included.
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('fair:profileDraft:')) sessionStorage.removeItem(key)
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await expect(form.getByRole('textbox', { name: t.name, exact: true })).toHaveValue(t.person.name)
    await expect(form.getByRole('textbox', { name: t.company, exact: true })).toHaveValue(t.person.company)
    await expect(form.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(t.person.phone)
    await expect(form.getByRole('textbox', { name: t.idNumber, exact: true })).toHaveValue('11010519491231002X')
    await expect(form.getByRole('combobox', { name: t.country })).toHaveValue(/\S/)
    await expect(interests.getByRole('checkbox', { name: t.interestChoices[0] })).toBeChecked()
    await expect(interests.getByRole('checkbox', { name: t.interestChoices[3] })).not.toBeChecked()
    await expect(page.getByLabel(t.visitDate)).toHaveValue('2025-09-18')
    await expect(page.getByRole('img', { name: t.preview })).toBeVisible()

    // The agreement text opens in a dialog; agreeing there ticks the box.
    await page.getByRole('button', { name: t.readAgreement }).click()
    const dialog = page.getByRole('dialog', { name: t.agreementTitle })
    await expect(dialog).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await screen(page, `profile-agreement-${language}`)
    await dialog.getByRole('button', { name: t.agree }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('checkbox', { name: t.agreement })).toBeChecked()
    await expectNoHorizontalOverflow(page)
    await expectSingleLanguage(page, language, [account, t.person.name, t.person.company, t.person.position, t.person.phone, '11010519491231002X'])
    await screen(page, `profile-filled-${language}`)

    // Submit: the profile is stored and the visitor moves on along the post-login routing.
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page).not.toHaveURL(/#\/infoWap/)
    const token = await page.evaluate(() => sessionStorage.getItem('fair:token'))
    const info = await request.get('/api/ef-registration-data-client/reg-user-data/user/info?exhibitionId=1001&registerType=visitor&languageType=en', {
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000' },
    })
    const body = await info.json()
    expect(body.data.userExhibitionVO.completeResult).toBe('succ')
    expect(body.data.profile).toMatchObject({ name: t.person.name, visitDate: '2025-09-18', privacy: true })
    expect(body.data.profile.photo).toMatch(/^[A-Za-z0-9_-]{32}$/)
  })

  test(`${language}: business-card values pre-fill the form, a photo can be removed, and a language switch keeps the values and rewords the messages`, async ({ page, request }) => {
    const account = language === 'cn' ? uniquePhone() : uniqueEmail()
    await openProfile(page, language, account, request)
    const form = page.getByRole('form', { name: t.heading })

    // What /photo read from a business card fills the empty fields, with a note asking to check them.
    await page.evaluate((person) => {
      sessionStorage.setItem('fair:cardInfo', JSON.stringify({ exhibitionId: '1001', fields: { company: person.company, position: person.position }, lines: [] }))
    }, t.person)
    await page.reload()
    await expect(page.getByRole('note').filter({ hasText: t.fromCard })).toBeVisible()
    await expect(form.getByRole('textbox', { name: t.company, exact: true })).toHaveValue(t.person.company)
    await expect(form.getByRole('textbox', { name: t.position, exact: true })).toHaveAccessibleDescription(t.fromCardHint)
    await expectNoHorizontalOverflow(page)
    await screen(page, `profile-card-prefill-${language}`)

    const photo = page.getByLabel(t.photo, { exact: true })
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('img', { name: t.preview })).toBeVisible()
    await page.getByRole('button', { name: t.removePhoto }).click()
    await expect(page.getByRole('img', { name: t.preview })).toHaveCount(0)

    // A PNG named .jpg passes the phone's checks; the server reads the bytes and refuses it, in the page language.
    await photo.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PNG })
    await expect(photo).toHaveAccessibleDescription(t.errors.wrongType)
    await expect(page.getByRole('img', { name: t.preview })).toHaveCount(0)

    await form.getByRole('textbox', { name: t.name, exact: true }).fill('李')
    await page.getByRole('button', { name: t.submit }).click()
    await expectMessage(page, t.name, t.errors.nameShort)
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: OVERSIZED })
    await expect(photo).toHaveAccessibleDescription(t.errors.tooLarge)

    const other = texts[language === 'cn' ? 'en' : 'cn']
    await page.getByRole('button', { name: language === 'cn' ? 'English' : '中文' }).click()
    await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible()
    await expect(page.getByRole('textbox', { name: other.name, exact: true })).toHaveValue('李')
    await expectMessage(page, other.name, other.errors.nameShort)
    await expect(page.getByLabel(other.photo, { exact: true })).toHaveAccessibleDescription(other.errors.tooLarge)
  })
}
