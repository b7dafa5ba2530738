import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer, adminCli } from '../../testing'
import { call, completeCatalogue, login, NEW_PASSWORD, readyAdmin } from './testing'

/* `npm run admin -- exhibitor-…`: the CLI over HTTP (testing/adminCli) against this server. */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

const cli = adminCli(() => server)

describe('npm run admin -- exhibitor-…', () => {
  it('creates a company whose admin signs in with the printed password, lists it, sets caps and decides its catalogue', async () => {
    const help = await cli(['--help'])
    for (const command of ['exhibitor-create', 'exhibitors', 'exhibitor-settings', 'exhibitor-caps', 'exhibitor-submissions', 'exhibitor-approve', 'exhibitor-reject']) expect(help.stdout).toContain(command)

    const wrongBooth = await cli(['exhibitor-create', '--exhibition', '1020', '--name-cn', '命令行企业', '--full-name-cn', '命令行企业有限公司', '--account', 'cli.admin@exhibitor.example', '--booth', 'C1:C-01:standard:10'])
    expect(wrongBooth.code).toBe(2)
    expect(wrongBooth.stderr).toContain('--booth #1 (area): A standard booth is 9, 12 or 15 sq m')

    const created = await cli(['exhibitor-create', '--exhibition', '1020', '--name-cn', '命令行企业', '--name-en', 'CLI Co', '--full-name-cn', '命令行企业有限公司', '--account', 'cli.admin@exhibitor.example', '--booth', 'C1:C-01:standard:9', '--booth', 'C2:C-02:bareSpace:54'])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    const deptId = /Company (\S+) created/.exec(created.stdout)![1]
    const password = /First-login password .*: (\S+)$/m.exec(created.stdout)![1]
    const signedIn = await login(server, 'cli.admin@exhibitor.example', password)
    expect(signedIn.status).toBe(200)

    const listed = await cli(['exhibitors', '--exhibition', '1020'])
    expect(listed.stdout).toContain('命令行企业 / CLI Co')
    expect(listed.stdout).toContain('C2-C-02 54m²')

    expect((await cli(['exhibitor-caps', '--exhibition', '1020', '--dept', deptId, '--product-cap', '3'])).stdout).toContain('at most 3 products')
    const settings = await cli(['exhibitor-settings', '--exhibition', '1020', '--product-cap', '8', '--credential-cap', '12', '--deadline', '2099-09-01T18:00:00+08:00'])
    expect(settings.stdout).toContain('badge applications close at 2099-09-01T10:00:00.000Z')

    const set = await call(server, signedIn.body.data.access_token, 'POST', EXHIBITOR_PATHS.setPassword, { newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD })
    await completeCatalogue(server, set.body.data.access_token)
    const pending = await cli(['exhibitor-submissions', '--exhibition', '1020', '--state', 'pending'])
    expect(pending.stdout).toMatch(new RegExp(`catalogue\\s+${deptId}`))
    const noReason = await cli(['exhibitor-reject', '--exhibition', '1020', '--kind', 'catalogue', '--id', deptId])
    expect(noReason.code).toBe(2)
    expect(noReason.stderr).toContain('--reason: Give the reason for the rejection')
    const rejected = await cli(['exhibitor-reject', '--exhibition', '1020', '--kind', 'catalogue', '--id', deptId, '--reason', 'Logo is blurred'])
    expect(rejected.stdout).toContain('rejected (Logo is blurred)')
    const again = await cli(['exhibitor-approve', '--exhibition', '1020', '--kind', 'catalogue', '--id', deptId, '--lang', 'cn'])
    expect(again.code).toBe(1)
    expect(again.stderr).toBe('Refused (409): 只能审核待审核的提交\n')
    expect((await cli(['exhibitor-approve', '--exhibition', '1020', '--kind', 'exhibits', '--id', deptId])).stdout).toContain('exhibits')
    await cli(['exhibitor-settings', '--exhibition', '1020', '--product-cap', '10', '--credential-cap', '10', '--deadline', 'none'])
  }, 120_000)

  it('publishes and withdraws a document, offers an ad position and a translator, reopens a final submission (part 2)', async () => {
    const help = await cli(['--help'])
    for (const command of ['exhibitor-document', 'exhibitor-document-remove', 'exhibitor-service', 'exhibitor-reopen', 'exhibitor-invitation-template', 'exhibitor-visas', 'exhibitor-visa-approve', 'exhibitor-visa-reject']) expect(help.stdout).toContain(command)

    const folder = await mkdtemp(join(tmpdir(), 'fairpass-cli-'))
    const manual = join(folder, 'manual.pdf')
    await writeFile(manual, '%PDF-1.4\n%%EOF\n')
    const noTitle = await cli(['exhibitor-document', '--exhibition', '1020', '--file', manual, '--type', 'manual', '--title-cn', '手册'])
    expect(noTitle.code).toBe(2)
    expect(noTitle.stderr).toContain('--title-en: This field is required')
    const published = await cli(['exhibitor-document', '--exhibition', '1020', '--file', manual, '--type', 'manual', '--title-cn', '参展商手册', '--title-en', 'Exhibitor manual'])
    expect(published.stderr).toBe('')
    const documentId = /Document (\S+) published/.exec(published.stdout)![1]
    expect((await cli(['exhibitor-document-remove', '--exhibition', '1020', '--id', documentId])).stdout).toContain('withdrawn')
    expect((await cli(['exhibitor-document-remove', '--exhibition', '1020', '--id', documentId])).code).toBe(1)

    const code = `cli-ad-${Date.now().toString(36)}`
    const noStock = await cli(['exhibitor-service', '--exhibition', '1020', '--code', code, '--kind', 'ad', '--name-cn', '大屏广告', '--name-en', 'Screen ad', '--price-fen', '200000'])
    expect(noStock.code).toBe(2)
    expect(noStock.stderr).toContain('--stock: Enter how many may be booked (a whole number)')
    const ad = await cli(['exhibitor-service', '--exhibition', '1020', '--code', code, '--kind', 'ad', '--name-cn', '大屏广告', '--name-en', 'Screen ad', '--price-fen', '200000', '--stock', '2'])
    expect(ad.stdout).toContain(`ad ${code}`)
    expect(ad.stdout).toContain('2000.00 RMB per item, 2 left')
    const translator = await cli(['exhibitor-service', '--exhibition', '1020', '--code', `${code}-tr`, '--kind', 'translator', '--name-cn', '日语翻译', '--name-en', 'Japanese interpreter', '--price-fen', '80000', '--language', 'ja', '--day', '2026-10-10', '--day', '2026-10-11', '--per-day', '2'])
    expect(translator.stdout).toContain('2026-10-10: 2 left, 2026-10-11: 2 left')

    const template = await cli(['exhibitor-invitation-template', '--exhibition', '1020', '--channel', 'sms', '--title-cn', '诚邀莅临', '--title-en', 'Invitation', '--body-cn', '{company}诚邀您莅临{booth}，注册：{link}', '--body-en', '{company} invites you to {booth}: {link}'])
    expect(template.stdout).toMatch(/Invitation template \S+ \(sms, visitor\): Invitation/)
    const visas = await cli(['exhibitor-visas', '--exhibition', '1020', '--state', 'pending'])
    expect(visas.code).toBe(0)
    expect(visas.stdout).toContain('visa request(s) in state pending')
    const noReason = await cli(['exhibitor-visa-reject', '--exhibition', '1020', '--id', '00000000-0000-4000-8000-000000000000'])
    expect(noReason.stderr).toContain('--reason: Give the reason for the rejection')
    expect((await cli(['exhibitor-visa-approve', '--exhibition', '1020', '--id', '00000000-0000-4000-8000-000000000000'])).code).toBe(1)

    const notSubmitted = await cli(['exhibitor-reopen', '--exhibition', '1020', '--dept', (await readyCompany()).deptId])
    expect(notSubmitted.code).toBe(1)
    expect(notSubmitted.stderr).toContain('has not made its final submission')
  }, 120_000)
})

async function readyCompany() {
  const { company } = await readyAdmin(server)
  return company
}
