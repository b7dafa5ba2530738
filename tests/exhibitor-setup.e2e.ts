import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { checkPage, firstSignIn, portal, portalLink } from './support/exhibitor'
import { createSetupCompany, markedPdf, publishDocument, reopenSetup, setupTexts } from './support/exhibitor-setup'
import { followNav } from './support/nav'

/*
 * The booth setup of <fair-exhibitor-portal> (issue 17) in both languages at 375 px, against the real server: a
 * company with a 9 m² standard booth and a bare-space booth (made by the organiser's CLI, one per run, so cn and en go
 * side by side) asks for the final submission too early and is told what is missing; sets the fascia board in Chinese
 * and English (the live preview shows it) and the shelves (11 hanging rods refused with the 9 m² rule, 10 accepted);
 * gives the bare-space booth's special build (5.5 m refused, 4.5 m with a PDF drawing accepted); downloads a document
 * the organiser publishes (the CLI) and finds its bytes; makes the final submission, after which the board is
 * read-only; the organiser reopens it (the CLI) and it can be changed again.
 */

const HOST_EVENTS = ['fair-exhibitor-board-saved', 'fair-exhibitor-build-saved', 'fair-exhibitor-setup-submitted'] as const

for (const language of ['en', 'cn'] as const) {
  test(`${language}: an exhibitor sets the fascia and shelves, gives a special build, downloads the manual, makes the final submission; the organiser reopens it`, async ({ page }) => {
    test.setTimeout(180_000)
    const t = setupTexts[language]
    const company = await createSetupCompany(language)
    const scope = portal(page)

    await page.goto(portalLink('/exhibitorSelfService/information', language))
    await page.evaluate((names) => {
      const heard: string[] = []
      ;(window as unknown as { heard: string[] }).heard = heard
      for (const name of names) document.addEventListener(name, () => heard.push(name))
    }, [...HOST_EVENTS])
    await firstSignIn(page, company, language)
    await expect(scope.getByRole('heading', { name: t.hub, level: 1 })).toBeVisible()
    await expect(scope.locator('[data-part="setup-missing"] > li')).toHaveCount(2)
    await checkPage(page, `exhibitor-setup-hub-${language}-375`)

    // Too early: the server says what is still missing, inside the confirmation.
    await scope.getByRole('button', { name: t.finalSubmit }).click()
    const confirm = scope.getByRole('dialog', { name: t.confirmTitle })
    await confirm.getByRole('button', { name: t.confirm }).click()
    await expect(confirm.getByRole('alert')).toHaveText(t.incomplete(company.bareBooth))
    await checkPage(page, `exhibitor-setup-refused-${language}-375`)
    await confirm.getByRole('button', { name: t.cancel }).click()
    await expect(confirm).toBeHidden()

    // The fascia in both languages, seen on the preview as it is typed; 11 rods on 9 m² refused by the rule.
    await scope.getByRole('link', { name: t.board }).click()
    await expect(scope.getByRole('heading', { name: t.board, level: 1 })).toBeVisible()
    await expect(scope.locator('[data-part="furniture-limits"]')).toHaveText(t.limits)
    const fasciaCn = '厦门蓝海电子'
    const fasciaEn = 'Xiamen Blue Ocean Electronics'
    await scope.getByRole('textbox', { name: t.textCn }).fill(fasciaCn)
    await scope.getByRole('textbox', { name: t.textEn }).fill(fasciaEn)
    const preview = scope.locator('[data-part="fascia-board"]')
    await expect(preview.locator('[data-part="fascia-cn"]')).toHaveText(fasciaCn)
    await expect(preview.locator('[data-part="fascia-en"]')).toHaveText(fasciaEn)
    await expect(preview).toContainText(company.standardBooth)
    await scope.getByRole('textbox', { name: t.shelves }).fill('0')
    await scope.getByRole('textbox', { name: t.hangingRods }).fill('11')
    await scope.getByRole('textbox', { name: t.flowTables }).fill('1')
    await scope.getByRole('button', { name: t.saveBoard }).click()
    await expect(scope.getByText(t.rodsRule)).toBeVisible()
    await expect(scope.getByRole('textbox', { name: t.textEn })).toHaveValue(fasciaEn)
    await checkPage(page, `exhibitor-setup-board-refused-${language}-375`)
    await scope.getByRole('textbox', { name: t.hangingRods }).fill('10')
    await scope.getByRole('button', { name: t.saveBoard }).click()
    await expect(page.getByText(t.boardSaved)).toBeVisible()
    await expect(scope.getByText(t.rodsRule)).toBeHidden()
    await checkPage(page, `exhibitor-setup-board-${language}-375`)

    // The bare-space booth's special build: 5.5 m refused on the phone, 4.5 m with a PDF drawing accepted.
    await scope.getByRole('link', { name: t.back }).click()
    await scope.getByRole('link', { name: t.build(company.bareBooth) }).click()
    await scope.getByRole('textbox', { name: t.builderName }).fill(language === 'cn' ? '厦门精工展览搭建有限公司' : 'Xiamen Expo Builders Ltd.')
    await scope.getByRole('textbox', { name: t.builderContact }).fill(language === 'cn' ? '陈工' : 'Chen Gong')
    await scope.getByRole('textbox', { name: t.builderMobile }).fill('13800138000')
    await scope.getByRole('textbox', { name: t.builderEmail }).fill('build@e2e.example')
    await scope.getByRole('textbox', { name: t.height }).fill('5.5')
    await scope.getByRole('textbox', { name: t.floorLoad }).fill('3000')
    await scope.getByLabel(t.addDrawing).setInputFiles({ name: 'booth.pdf', mimeType: 'application/pdf', buffer: markedPdf(`drawing ${company.deptId}`) })
    await expect(scope.getByRole('link', { name: t.drawing1 })).toBeVisible()
    await scope.getByRole('button', { name: t.saveBuild }).click()
    await expect(scope.getByText(t.heightRule)).toBeVisible()
    await checkPage(page, `exhibitor-setup-builder-refused-${language}-375`)
    await scope.getByRole('textbox', { name: t.height }).fill('4.5')
    await scope.getByRole('button', { name: t.saveBuild }).click()
    await expect(page.getByText(t.buildSaved)).toBeVisible()
    await checkPage(page, `exhibitor-setup-builder-${language}-375`)

    // The organiser publishes a document; the exhibitor finds it and downloads the very bytes.
    const marker = `manual ${company.deptId}`
    const file = join(tmpdir(), `setup-manual-${company.deptId}.pdf`)
    await writeFile(file, markedPdf(marker))
    const title = language === 'cn' ? `搭建手册 ${company.deptId.slice(0, 8)}` : `Building manual ${company.deptId.slice(0, 8)}`
    await publishDocument(file, `搭建手册 ${company.deptId.slice(0, 8)}`, `Building manual ${company.deptId.slice(0, 8)}`)
    await followNav(scope, t.documents)
    const download = scope.getByRole('button', { name: t.download(title) })
    await expect(download).toBeVisible()
    await checkPage(page, `exhibitor-documents-${language}-375`)
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(saved.suggestedFilename()).toBe(`setup-manual-${company.deptId}.pdf`)
    expect((await readFile(await saved.path())).toString('latin1')).toContain(marker)
    await scope.getByRole('link', { name: t.details(title) }).click()
    await expect(scope.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await checkPage(page, `exhibitor-document-detail-${language}-375`)
    await page.goto(portalLink('/exhibitorSelfService/information/manualPart/manual', language))
    await expect(scope.getByRole('button', { name: t.download(title) })).toBeVisible()
    await checkPage(page, `exhibitor-documents-paged-${language}-375`)

    // The final submission: everything read-only afterwards, with who can reopen it.
    await page.goto(portalLink('/exhibitorSelfService/information', language))
    await expect(scope.locator('[data-part="setup-missing"]')).toHaveCount(0)
    await scope.getByRole('button', { name: t.finalSubmit }).click()
    await confirm.getByRole('button', { name: t.confirm }).click()
    await expect(confirm).toBeHidden()
    await expect(scope.locator('[data-part="setup-status"]')).toHaveAttribute('data-state', 'submitted')
    await expect(scope.getByRole('status').filter({ hasText: t.locked })).toBeVisible()
    await checkPage(page, `exhibitor-setup-submitted-${language}-375`)
    await scope.getByRole('link', { name: t.board }).click()
    await expect(scope.getByRole('textbox', { name: t.textCn })).toBeDisabled()
    await expect(scope.getByRole('textbox', { name: t.textCn })).toHaveValue(fasciaCn)
    await expect(scope.getByRole('button', { name: t.saveBoard })).toHaveCount(0)
    await checkPage(page, `exhibitor-setup-board-locked-${language}-375`)
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([...HOST_EVENTS])

    // The organiser reopens it: the board can be changed again.
    await reopenSetup(company)
    await page.reload()
    await expect(scope.getByRole('textbox', { name: t.textCn })).toBeEnabled()
    await scope.getByRole('textbox', { name: t.textCn }).fill(`${fasciaCn}科技`)
    await scope.getByRole('button', { name: t.saveBoard }).click()
    await expect(page.getByText(t.boardSaved)).toBeVisible()
  })
}
