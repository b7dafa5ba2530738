import { expect, test } from '@playwright/test'
import { createVisitor, openAsVisitor } from './support/groupLeader'
import { expectEveryControlNamed, expectNoHorizontalOverflow } from './support/pageChecks'
import { screen } from './support/screens'

/*
 * The questionnaire for a person registered by someone else (issue 18, spec §7 questionnaire submitForOther), end to
 * end at the motor show (1001, whose questionnaires are on in both languages): a helper of their own per language
 * registers a colleague by help registration (over the API, as the form would), then on the colleague's record
 * answers the show's first questionnaire for them: a required question left open is refused on the page first, the
 * follow-up of "Other" appears, and once sent the record says it is answered, also after the page is opened again.
 */

type Language = 'cn' | 'en'
const EXHIBITION = '1001'

const texts = {
  cn: {
    title: '关于您的参观',
    notDone: '尚未填写',
    answer: '填写“关于您的参观”',
    form: (name: string) => `${name} 的答卷：关于您的参观`,
    heardFrom: '您是如何得知本届展会的？',
    other: '其他',
    specify: '请具体说明',
    specifyText: '行业协会推荐',
    purpose: '您的参观目的',
    purposeOption: '会见供应商',
    submit: '提交答卷',
    fixErrors: '请修改标红的题目',
    saved: (name: string) => `已为 ${name} 保存“关于您的参观”的答卷。`,
    done: '已填写',
  },
  en: {
    title: 'About your visit',
    notDone: 'Not answered yet',
    answer: 'Answer "About your visit"',
    form: (name: string) => `Answers for ${name}: About your visit`,
    heardFrom: 'How did you hear about us?',
    other: 'Other',
    specify: 'Please specify',
    specifyText: 'Our trade association',
    purpose: 'Purpose of your visit',
    purposeOption: 'Meet suppliers',
    submit: 'Submit the answers',
    fixErrors: 'Please correct the questions marked in red',
    saved: (name: string) => `The answers to "About your visit" were saved for ${name}.`,
    done: 'Answered',
  },
} as const

const ok = async <T>(answer: Promise<import('@playwright/test').APIResponse>): Promise<T> => {
  const body = (await (await answer).json()) as { success: boolean; msg: string; data: T }
  expect(body.success, `${body.msg} ${JSON.stringify(body.data)}`).toBe(true)
  return body.data
}

for (const language of ['cn', 'en'] as const satisfies readonly Language[]) {
  test(`a helper answers the show's questionnaire for the colleague they registered (${language})`, async ({ page, request }) => {
    const t = texts[language]
    const helper = await createVisitor(request, {
      exhibitionId: EXHIBITION,
      language,
      profile: { name: 'Helper Example', company: 'Example Motors', position: 'Buyer', country: 'CN', industry: ['newEnergy'], visitDate: '2025-09-18', privacy: true },
    })
    // A mobile of this run's own: a person is registered once per exhibition, whoever registers them.
    const mobile = `137${String(Date.now()).slice(-7)}${language === 'cn' ? 1 : 2}`
    const colleague = language === 'cn' ? '林同事' : 'Colleague Quinn'
    const scope = { tenantId: '000000', exhibitionId: EXHIBITION, languageType: language }
    const [record] = await ok<Array<{ id: string }>>(
      request.post('/api/ef-registration-data-client/reg-user-data/user/saveOrUpdateForOther', {
        headers: helper.headers,
        data: { ...scope, kind: 'help', people: [{ contact: { mobile }, profile: { name: colleague, company: 'Example Motors', position: 'Engineer', country: 'CN', visitDate: '2025-09-19' } }] },
      }),
    )
    await ok(request.post('/api/ef-registration-client/userRelation/submit', { headers: helper.headers, data: { ...scope, idList: [record.id] } }))

    // The record's own link, as the help registration list opens it.
    await openAsVisitor(page, helper, `/others-registration-info-detail/help?id=${record.id}`, language)
    const section = page.locator('[data-part="questionnaire-for-other"]')
    const first = section.getByRole('listitem').filter({ hasText: t.title })
    await expect(first.getByText(t.notDone)).toBeVisible()
    await section.getByRole('button', { name: t.answer }).click()
    const form = page.getByRole('form', { name: t.form(colleague) })
    await expect(form).toBeVisible()

    // Nothing chosen: refused here, nothing sent.
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByText(t.fixErrors)).toBeVisible()
    await form.getByRole('radiogroup', { name: t.heardFrom }).getByRole('radio', { name: t.other }).check()
    await form.getByRole('textbox', { name: t.specify }).fill(t.specifyText)
    await form.getByRole('group', { name: t.purpose }).getByRole('checkbox', { name: t.purposeOption }).check()
    await expectEveryControlNamed(page)
    await expectNoHorizontalOverflow(page)
    await screen(page, `group-questionnaire-${language}-form`)
    await form.getByRole('button', { name: t.submit }).click()

    await expect(section.getByText(t.saved(colleague))).toBeVisible()
    await expect(first.getByText(t.done, { exact: true })).toBeVisible()
    await screen(page, `group-questionnaire-${language}-answered`)

    // Opened again, the record still says it is answered (from the person's registration, not the page's memory).
    await page.reload()
    await expect(first.getByText(t.done, { exact: true })).toBeVisible()
  })
}
