import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXHIBITOR_PATHS } from '@fairpass/core/contract'
import { createTestServer, type TestServer } from '../../testing'
import { createBuyers } from '../orders/testing'
import { addParticipation } from './organiser'
import {
  call,
  completeCatalogue,
  createCompany,
  EXHIBITION,
  image,
  TENANT,
  journalEntry,
  login,
  NEW_PASSWORD,
  organiser,
  productFields,
  readyAdmin,
  uploadAs,
} from './testing'

/*
 * The portal through its real routes: the admin's first login, the catalogue entry with its logo, products under
 * the organiser's cap, staff invited by a code who fill in their own data, badges applied for and decided by the
 * organiser, and the entry code an approved staff member then holds.
 */

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('the company admin account', () => {
  it('signs in with the organiser password, must choose its own first, and then works with the new one only', async () => {
    const company = await createCompany(server)
    expect(company.firstLoginPassword).toMatch(/^.{12}$/)
    expect(company.booths.map((booth) => booth.type)).toEqual(['standard', 'bareSpace'])
    const first = await login(server, company.adminAccount, company.firstLoginPassword)
    expect(first.status).toBe(200)
    const token = first.body.data.access_token as string

    const info = await call(server, token, 'GET', EXHIBITOR_PATHS.info)
    expect(info.status).toBe(200)
    expect(info.body.data).toMatchObject({ role: 'admin', mustSetPassword: true, deptId: company.deptId, companyExhibitionVO: { exhibitionHallNo: 'T1,T2' } })
    const blocked = await call(server, token, 'GET', EXHIBITOR_PATHS.journalDraft)
    expect(blocked).toMatchObject({ status: 403, body: { msg: 'Please set your own password first' } })

    const weak = await call(server, token, 'POST', EXHIBITOR_PATHS.setPassword, { newPassword: 'abcdefgh', newPassword1: 'abcdefgh' })
    expect(weak.status).toBe(400)
    expect(weak.body.data.fieldErrors.newPassword).toBe('The password must contain digits, letters and special characters')
    const set = await call(server, token, 'POST', EXHIBITOR_PATHS.setPassword, { newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD })
    expect(set.status).toBe(200)
    expect(set.body.data.mustSetPassword).toBe(false)
    // The old session ended with the password it was signed in by; the answer carries a new one.
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.info)).status).toBe(401)
    expect((await call(server, set.body.data.access_token, 'GET', EXHIBITOR_PATHS.journalDraft)).status).toBe(200)
    expect((await call(server, set.body.data.access_token, 'POST', EXHIBITOR_PATHS.setPassword, { newPassword: NEW_PASSWORD, newPassword1: NEW_PASSWORD })).status).toBe(409)

    expect((await login(server, company.adminAccount, company.firstLoginPassword)).status).toBe(409)
    expect((await login(server, company.adminAccount, NEW_PASSWORD)).status).toBe(200)
  })

  it('changes its password with the old one only', async () => {
    const { company, token } = await readyAdmin(server)
    const wrong = await call(server, token, 'POST', EXHIBITOR_PATHS.changePassword, { oldPassword: 'Nope#1234', newPassword: 'Other#2026', newPassword1: 'Other#2026' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.fieldErrors.oldPassword).toBe('The old password is incorrect')
    const changed = await call(server, token, 'POST', EXHIBITOR_PATHS.changePassword, { oldPassword: NEW_PASSWORD, newPassword: 'Other#2026', newPassword1: 'Other#2026' })
    expect(changed.status).toBe(200)
    expect((await login(server, company.adminAccount, 'Other#2026')).status).toBe(200)
  })

  it('refuses the exhibitor login to an account that acts for no company, and the portal to a visitor', async () => {
    const [visitor] = await createBuyers(server, 1)
    expect((await call(server, visitor.token, 'GET', EXHIBITOR_PATHS.info)).status).toBe(403)
    // Naming an exhibitor type does not make a visitor's login an exhibitor's: it goes the visitors' way and fails.
    const asExhibitor = await login(server, visitor.account, NEW_PASSWORD)
    expect(asExhibitor.status).toBe(409)
    expect(asExhibitor.body.success).toBe(false)
  })
})

describe('/boothInfo and the form config (no login)', () => {
  it('answers the booths of a company and the rules the pages show', async () => {
    const company = await createCompany(server)
    const booths = await server.call({ method: 'GET', url: EXHIBITOR_PATHS.boothInfo, query: { tenantId: '000000', exhibitionId: EXHIBITION, deptId: company.deptId, languageType: 'cn' } })
    expect(booths.status).toBe(200)
    expect(booths.body.data).toMatchObject({ totalArea: 45, booths: [{ hall: 'T1', type: 'standard', area: 9 }, { hall: 'T2', type: 'bareSpace', area: 36 }] })
    expect(booths.body.data.companyName).toMatch(/^测试企业/)
    const config = await server.call({ method: 'GET', url: EXHIBITOR_PATHS.formConfig, query: { tenantId: '000000', exhibitionId: EXHIBITION, languageType: 'en' } })
    expect(config.body.data.uploads.exhibitorLogo).toEqual({ extensions: ['png', 'jpg', 'jpeg'], minBytes: 10240, maxBytes: 1048576, suggested: { width: 600, height: 350 } })
    expect(config.body.data.initiativeLetter).toContain('initiative letter')
  })
})

describe('the catalogue entry', () => {
  it('keeps a half-filled draft between visits, submits the complete entry with its logo, and lists earlier fairs', async () => {
    const { token } = await readyAdmin(server)
    const draft = await call(server, token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: { nameCn: '半填企业' } })
    expect(draft.status).toBe(200)
    expect(draft.body.data).toMatchObject({ status: 'draft', nameCn: '半填企业', review: { state: 'none' } })
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.journalDraft)).body.data.nameCn).toBe('半填企业')

    const missingTick = await call(server, token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: { ...journalEntry(null), initiativeLetterAccepted: false }, submit: true })
    expect(missingTick.status).toBe(400)
    expect(missingTick.body.data.fieldErrors).toMatchObject({ 'journal.initiativeLetterAccepted': 'Please read and tick the exhibitor initiative letter', 'journal.logoFileId': 'Upload the company logo' })

    const logo = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: await image(520, 320, 'png') })
    expect(logo.status).toBe(200)
    expect(logo.body.data).toMatchObject({ width: 600, height: 350, mimeType: 'image/png' })
    const thumb = await server.app.inject({ method: 'GET', url: logo.body.data.thumbLink })
    expect(thumb.statusCode).toBe(200)
    const submitted = await call(server, token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: journalEntry(logo.body.data.fileId), submit: true })
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ status: 'submitted', review: { state: 'pending' }, logo: { fileId: logo.body.data.fileId } })
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.journalHistory)).body.data).toEqual([])
  })

  it('refuses a logo by its content: 9 KB, 1.1 MB, a text file named .png, a PNG named .jpg, a truncated PNG; never a 5xx', async () => {
    const { token } = await readyAdmin(server)
    const tiny = await image(40, 40, 'png', false)
    expect(tiny.length).toBeLessThan(9 * 1024)
    const nineKb = Buffer.concat([tiny, Buffer.alloc(9 * 1024 - tiny.length)])
    const small = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: nineKb })
    expect(small.status).toBe(400)
    expect(small.body.data.fieldErrors.file).toBe('The file must not be smaller than 10KB')
    const big = await image(1400, 1000, 'png')
    expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024)
    const large = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: big }, EXHIBITION, 'cn')
    expect(large.status).toBe(400)
    expect(large.body.data.fieldErrors.file).toBe('文件大小不能超过1MB')
    const text = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: Buffer.from('x'.repeat(20_000)) })
    expect(text.body.data.fieldErrors.file).toBe('Only png/jpg/jpeg files can be uploaded')
    const renamed = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.jpg', type: 'image/jpeg', bytes: await image(520, 320, 'png') })
    expect(renamed.status).toBe(400)
    const truncated = (await image(700, 400, 'png')).subarray(0, 20_000)
    const broken = await uploadAs(server, token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: truncated })
    expect(broken.status).toBe(400)
    expect(broken.body.data.fieldErrors.file).toBe('The file could not be read as a png/jpg/jpeg file; upload another one')
    const video = await uploadAs(server, token, 'productVideo', { name: 'clip.mp4', type: 'video/mp4', bytes: await image(100, 100, 'png') })
    expect(video.status).toBe(400)
  })

  it('takes the portal uploads from the company admin only, and names an unknown purpose', async () => {
    const { token } = await readyAdmin(server)
    const invite = await call(server, token, 'POST', EXHIBITOR_PATHS.inviteCreate, {})
    const [staff, visitor] = await createBuyers(server, 2)
    await call(server, staff.token, 'POST', EXHIBITOR_PATHS.inviteSubmit, { code: invite.body.data.code, applicant: { name: '员工', position: '工程师', email: staff.account } })
    const logo = { name: 'logo.png', type: 'image/png', bytes: await image(520, 320, 'png') }
    expect((await uploadAs(server, staff.token, 'exhibitorLogo', logo)).body).toMatchObject({ code: 403, msg: "Only the company's exhibitor admin may do this" })
    expect((await uploadAs(server, visitor.token, 'exhibitorLogo', logo)).status).toBe(403)
    const unknown = await uploadAs(server, token, 'avatar', logo)
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body.data.fieldErrors)).toEqual(['purpose'])
    // Another exhibition, where the company does not exhibit.
    expect((await uploadAs(server, token, 'exhibitorLogo', logo, '1001')).status).toBe(403)
  })

  it('refuses a logo of another company', async () => {
    const one = await readyAdmin(server)
    const other = await readyAdmin(server)
    const logo = await uploadAs(server, other.token, 'exhibitorLogo', { name: 'logo.png', type: 'image/png', bytes: await image(520, 320, 'png') })
    const saved = await call(server, one.token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: journalEntry(logo.body.data.fileId) })
    expect(saved.status).toBe(400)
    expect(saved.body.data.fieldErrors['journal.logoFileId']).toBe('This image is not available any more, please upload it again')
  })
})

describe('products', () => {
  it('holds the cap the organiser set: the third product of two is refused and nothing is added', async () => {
    const { company, token } = await readyAdmin(server)
    expect((await organiser(server, 'PUT', EXHIBITOR_PATHS.adminCompanyCaps.replace(':deptId', company.deptId), { productCap: 2 })).status).toBe(200)
    const picture = await uploadAs(server, token, 'productImage', { name: 'p.jpg', type: 'image/jpeg', bytes: await image(2400, 1600, 'jpeg', false) })
    expect(picture.body.data).toMatchObject({ width: 1200, height: 800 })
    for (const name of ['产品一', '产品二']) expect((await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: productFields([picture.body.data.fileId], name) })).status).toBe(200)
    const third = await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: productFields([picture.body.data.fileId], '产品三') })
    expect(third).toMatchObject({ status: 409, body: { msg: 'Maximum number of products reached (2)' } })
    const page = await call(server, token, 'GET', EXHIBITOR_PATHS.products)
    expect(page.body.data).toMatchObject({ total: 2, cap: 2, used: 2 })
    const edited = await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { id: page.body.data.records[0].id, product: productFields([picture.body.data.fileId], '产品一改') })
    expect(edited.status).toBe(200)
    expect((await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: { ...productFields([picture.body.data.fileId]), category: 'weapons' } })).body.data.fieldErrors['product.category']).toBe('Choose a product category')
  })

  it('takes a product video by its content (mp4 up to 20 MB) and shows it with the product', async () => {
    const { token } = await readyAdmin(server)
    // An ISO base media file: its size, "ftyp" and an mp4 brand, then media data.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(4096)])
    const video = await uploadAs(server, token, 'productVideo', { name: 'show.mp4', type: 'video/mp4', bytes: mp4 })
    expect(video.status).toBe(200)
    expect(video.body.data).toMatchObject({ mimeType: 'video/mp4', width: null, thumbFileId: null })
    const tooBig = await uploadAs(server, token, 'productVideo', { name: 'show.mp4', type: 'video/mp4', bytes: Buffer.concat([mp4, Buffer.alloc(20 * 1024 * 1024)]) })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.data.fieldErrors.file).toBe('The file must not be larger than 20MB')
    const picture = await uploadAs(server, token, 'productImage', { name: 'p.png', type: 'image/png', bytes: await image(120, 90, 'png', false) })
    // A picture is not a video, and a video is not a picture: each purpose names its own uploads only.
    const swapped = await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: { ...productFields([video.body.data.fileId]), videoFileId: picture.body.data.fileId } })
    expect(swapped.status).toBe(400)
    const saved = await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { product: { ...productFields([picture.body.data.fileId]), videoFileId: video.body.data.fileId } })
    expect(saved.status).toBe(200)
    expect(saved.body.data.video).toEqual({ fileId: video.body.data.fileId, link: video.body.data.link, thumbLink: null })
  })

  it('sends changed exhibits back to review after the organiser decided', async () => {
    const { company, token } = await readyAdmin(server)
    await completeCatalogue(server, token)
    const decided = await organiser(server, 'POST', EXHIBITOR_PATHS.adminReview, { kind: 'exhibits', id: company.deptId, decision: 'reject', reason: 'Images too dark' })
    expect(decided.body.data).toMatchObject({ state: 'rejected', reason: 'Images too dark' })
    const status = await call(server, token, 'GET', EXHIBITOR_PATHS.status)
    expect(status.body.data.exhibits).toMatchObject({ state: 'rejected', reason: 'Images too dark' })
    expect(status.body.data.prerequisite.met).toBe(false)
    const page = await call(server, token, 'GET', EXHIBITOR_PATHS.products)
    const product = page.body.data.records[0]
    await call(server, token, 'POST', EXHIBITOR_PATHS.productSave, { id: product.id, product: productFields(product.images.map((image: { fileId: string }) => image.fileId), '更亮的图片') })
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.status)).body.data.exhibits.state).toBe('pending')
  })

  it('copies earlier fairs\' products and catalogue entry to this fair', async () => {
    const earlier = await readyAdmin(server, {}, '1001')
    await completeCatalogue(server, earlier.token, '1001')
    // The same company takes part in 1020 too (its admin signs in there).
    await addParticipation(server.database.db, { id: EXHIBITION, tenantId: TENANT }, earlier.company.deptId, [{ hall: 'H9', boothNo: `H9-${Date.now()}`, type: 'standard', area: 12 }])
    const signedIn = await login(server, earlier.company.adminAccount, NEW_PASSWORD, EXHIBITION)
    const token = signedIn.body.data.access_token
    const history = await call(server, token, 'GET', EXHIBITOR_PATHS.productHistory)
    expect(history.body.data.total).toBe(1)
    expect(history.body.data.records[0].copied).toBe(false)
    const copied = await call(server, token, 'POST', EXHIBITOR_PATHS.productCopyHistory, { ids: [history.body.data.records[0].id] })
    expect(copied.body.data.total).toBe(1)
    const again = await call(server, token, 'POST', EXHIBITOR_PATHS.productCopyHistory, { ids: [history.body.data.records[0].id] })
    expect(again.body.data.total).toBe(1)
    const journals = await call(server, token, 'GET', EXHIBITOR_PATHS.journalHistory)
    expect(journals.body.data).toHaveLength(1)
    const draft = await call(server, token, 'POST', EXHIBITOR_PATHS.journalCopy, { id: journals.body.data[0].id })
    expect(draft.body.data).toMatchObject({ status: 'draft', nameCn: '福州示例机械', copiedFromId: journals.body.data[0].id })
    // The copied logo is the company's own: the entry can be submitted as it is.
    expect((await call(server, token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: journalEntry(draft.body.data.logoFileId), submit: true })).status).toBe(200)
  })
})

describe('staff badges', () => {
  it('invite by code → staff fill in → admin applies → pending → organiser approves → the staff member holds an entry code', async () => {
    const { company, token } = await readyAdmin(server)
    const early = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialSave, { applicant: { name: '李雷', position: '销售经理', mobile: '13800000001' } })
    expect(early.status).toBe(200)
    const refused = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids: [early.body.data.id] })
    expect(refused).toMatchObject({ status: 409, body: { msg: 'Complete and submit the catalogue entry and the exhibits before applying for badges' } })
    await completeCatalogue(server, token)

    const invite = await call(server, token, 'POST', EXHIBITOR_PATHS.inviteCreate, { maxUses: 2 })
    expect(invite.status).toBe(200)
    expect(invite.body.data.linkPath).toContain(`code=${invite.body.data.code}`)
    const landing = await server.call({ method: 'GET', url: EXHIBITOR_PATHS.inviteLanding, query: { code: invite.body.data.code.toLowerCase(), languageType: 'en' } })
    expect(landing.body.data).toMatchObject({ exhibitionId: EXHIBITION, deptId: company.deptId, refusal: null })

    const staff = await createBuyers(server, 3)
    const states = []
    for (const [index, person] of staff.slice(0, 2).entries()) {
      expect((await call(server, person.token, 'GET', EXHIBITOR_PATHS.inviteMine)).body.data.step).toBe('form')
      const filled = await call(server, person.token, 'POST', EXHIBITOR_PATHS.inviteSubmit, { code: invite.body.data.code, applicant: { name: `员工${'甲乙'[index]}`, position: '工程师', email: person.account } })
      expect(filled.status).toBe(200)
      states.push(filled.body.data)
    }
    expect(states.map((state) => state.step)).toEqual(['auditing', 'auditing'])
    const third = await call(server, staff[2].token, 'POST', EXHIBITOR_PATHS.inviteSubmit, { code: invite.body.data.code, applicant: { name: '员工丙', position: '工程师', email: staff[2].account } })
    expect(third).toMatchObject({ status: 409, body: { msg: 'This invitation has been used up, please ask the exhibitor for a new one' } })

    // A staff member reads the company's data but changes nothing of it.
    expect((await call(server, staff[0].token, 'GET', EXHIBITOR_PATHS.products)).status).toBe(200)
    expect((await call(server, staff[0].token, 'POST', EXHIBITOR_PATHS.journalSave, { journal: { nameCn: '改名' } })).status).toBe(403)

    const list = await call(server, token, 'GET', EXHIBITOR_PATHS.credentials)
    // In the order the staff filled them in (the test clock stands still, so their times alone do not tell).
    const records = list.body.data.records as Array<{ id: string; source: string; userId: string | null }>
    const invited = staff.slice(0, 2).map((person) => records.find((record) => record.source === 'invite' && record.userId === person.id)!.id)
    expect(invited).toHaveLength(2)
    const applied = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids: invited })
    expect(applied.status).toBe(200)
    expect(applied.body.data.records.filter((record: { state: string }) => record.state === 'pending')).toHaveLength(2)

    const pending = await organiser(server, 'GET', EXHIBITOR_PATHS.adminSubmissions, undefined, { state: 'pending' })
    const badges = pending.body.data.filter((entry: { kind: string; deptId: string }) => entry.kind === 'credential' && entry.deptId === company.deptId)
    expect(badges).toHaveLength(2)
    expect((await organiser(server, 'POST', EXHIBITOR_PATHS.adminReview, { kind: 'credential', id: invited[0], decision: 'approve' })).status).toBe(200)
    expect((await organiser(server, 'POST', EXHIBITOR_PATHS.adminReview, { kind: 'credential', id: invited[1], decision: 'reject', reason: 'Photo missing' })).status).toBe(200)
    expect((await organiser(server, 'POST', EXHIBITOR_PATHS.adminReview, { kind: 'credential', id: invited[0], decision: 'reject', reason: 'late' })).status).toBe(409)

    const mine = await call(server, staff[0].token, 'GET', EXHIBITOR_PATHS.inviteMine)
    expect(mine.body.data.step).toBe('confirmation')
    const ticket = await server.call({ method: 'GET', url: '/api/ef-registration-client/ticketQrInfo/self', headers: { authorization: `Bearer ${staff[0].token}`, 'tenant-id': '000000' }, query: { exhibitionId: EXHIBITION, registerType: 'exhibitorDept' } })
    expect(ticket.status).toBe(200)
    expect(ticket.body.data.userQr).toMatch(/^FP1\./)
    const rejected = await call(server, staff[1].token, 'GET', EXHIBITOR_PATHS.inviteMine)
    expect(rejected.body.data).toMatchObject({ step: 'auditing', credential: { state: 'rejected', reason: 'Photo missing' } })
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.status)).body.data.rejectedCredentials).toEqual([{ id: invited[1], name: '员工乙', reason: 'Photo missing' }])
  })

  it('closes applications at the deadline and counts the cap', async () => {
    const { company, token } = await readyAdmin(server, {}, '1001')
    await completeCatalogue(server, token, '1001')
    await organiser(server, 'PUT', EXHIBITOR_PATHS.adminCompanyCaps.replace(':deptId', company.deptId), { credentialCap: 1 }, undefined, '1001')
    const ids: string[] = []
    for (const name of ['张三', '李四']) ids.push((await call(server, token, 'POST', EXHIBITOR_PATHS.credentialSave, { applicant: { name, position: '销售', mobile: '13800000002' } }, '1001')).body.data.id)
    const both = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids }, '1001')
    expect(both).toMatchObject({ status: 409, body: { msg: 'Maximum number of documents reached (1)' } })
    expect((await call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids: [ids[0]] }, '1001')).status).toBe(200)
    const past = new Date(server.clock.now() - 60_000).toISOString()
    expect((await organiser(server, 'PUT', EXHIBITOR_PATHS.adminSettings, { defaultProductCap: 10, defaultCredentialCap: 10, credentialDeadline: past }, undefined, '1001')).status).toBe(200)
    const closed = await call(server, token, 'POST', EXHIBITOR_PATHS.credentialApply, { ids: [ids[1]] }, '1001')
    expect(closed).toMatchObject({ status: 409, body: { msg: 'Document application is closed' } })
    expect((await call(server, token, 'GET', EXHIBITOR_PATHS.credentials, {}, '1001')).body.data).toMatchObject({ closed: true, cap: 1, used: 1 })
    await organiser(server, 'PUT', EXHIBITOR_PATHS.adminSettings, { defaultProductCap: 10, defaultCredentialCap: 10, credentialDeadline: null }, undefined, '1001')
  })
})
