import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { PNG_1X2, upload } from '../upload/testing'

let server: TestServer
let token: string
let otherToken: string

beforeAll(async () => {
  server = await createTestServer()
  token = await signInByEmail(server, 'profile@example.com', { exhibitionId: '1001' })
  otherToken = await signInByEmail(server, 'someone-else@example.com', { exhibitionId: '1001' })
}, 60_000)
afterAll(() => server.close())

const save = (authToken: string, data: Record<string, unknown>, isDraft = false, languageType: 'cn' | 'en' = 'en') =>
  server.call({
    method: 'POST',
    url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
    headers: bearer(authToken),
    payload: { exhibitionId: '1001', registerType: 'visitor', languageType, isDraft, data },
  })

const uploadPhoto = async (authToken: string) => {
  const response = await upload(server, authToken, { exhibitionId: '1001', field: 'photo' }, { name: 'me.png', type: 'image/png', bytes: PNG_1X2 })
  expect(response.status).toBe(200)
  return response.body.data.fileId as string
}

const complete = {
  name: '张三',
  company: '上海汽车有限公司',
  position: '采购经理',
  phone: '13812345678',
  email: 'zhang@example.com',
  idNumber: '11010519491231002X',
  country: 'CN',
  industry: ['automotive', 'parts'],
  interests: ['newEnergyHall'],
  visitDate: '2025-09-18',
  privacy: true,
}

describe('formConfig of the motor show', () => {
  it('has every field type with its rules, in the caller language', async () => {
    const response = await server.call({
      method: 'GET',
      url: '/api/ef-registration-config-client/formConfig/listForUser',
      query: { tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en' },
    })
    const fields = response.body.data as Array<Record<string, unknown>>
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set(['name', 'company', 'text', 'phone', 'email', 'idNumber', 'select', 'multiSelect', 'date', 'image', 'agreement']),
    )
    const byName = Object.fromEntries(fields.map((field) => [field.field, field]))
    expect(byName.name).toMatchObject({ required: true, label: 'Name', placeholder: 'Your full name' })
    expect(byName.industry).toMatchObject({ min: 1, dictCode: 'industry' })
    expect(byName.interests).toMatchObject({ required: false, max: 3 })
    expect((byName.interests.options as unknown[]).length).toBe(5)
    expect(byName.visitDate).toMatchObject({ minDate: '2025-09-17', maxDate: '2025-09-22' })
    expect(byName.photo).toMatchObject({ type: 'image', upload: 'image2m' })
    expect(byName.privacy).toMatchObject({ document: { title: 'Privacy agreement' } })
  })
})

describe('saveOrUpdate refuses what the form does not allow', () => {
  it('accepts a complete profile with the visitor’s own photo', async () => {
    const photo = await uploadPhoto(token)
    const response = await save(token, { ...complete, photo })
    expect(response.status).toBe(200)
    expect(response.body.data.profile).toMatchObject({ photo, country: 'CN' })
    expect(response.body.data.userExhibitionVO).toMatchObject({ completeResult: 'succ', examineResult: 'pending' })
  })

  it('refuses another visitor’s photo, a made-up id and a URL, in drafts too', async () => {
    const foreign = await uploadPhoto(otherToken)
    for (const isDraft of [true, false]) {
      const stolen = await save(token, { ...complete, photo: foreign }, isDraft)
      expect(stolen.status).toBe(400)
      expect(stolen.body.data.fieldErrors).toEqual({ photo: 'This image is not available any more, please upload it again' })
    }
    const madeUp = await save(token, { ...complete, photo: 'Z'.repeat(32) }, false, 'cn')
    expect(madeUp.body.data.fieldErrors).toEqual({ photo: '该图片已失效，请重新上传' })
    const url = await save(token, { ...complete, photo: 'https://evil.example/x.png' })
    expect(url.body.data.fieldErrors).toEqual({ photo: 'Upload an image' })
  })

  it('refuses select and multi-select values outside the dictionary, and too many choices', async () => {
    const response = await save(token, { ...complete, country: 'XX', interests: ['newEnergyHall', 'moon'] })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({ country: 'Choose one of the listed options', 'interests.1': 'Choose one of the listed options' })
    const tooMany = await save(token, { ...complete, interests: ['passengerHall', 'newEnergyHall', 'partsHall', 'techHall'] }, true, 'cn')
    expect(tooMany.body.data.fieldErrors).toEqual({ interests: '最多只能选择3项' })
    // Tenant 100001 has its own country list; a key only the other tenant knows is refused here.
    expect((await save(token, { ...complete, country: 'ZZ' })).status).toBe(400)
  })

  it('applies every field rule on submit and words it in the caller language', async () => {
    const response = await save(token, {
      ...complete,
      name: 'Li3',
      phone: '12345',
      email: 'x@y',
      idNumber: '110105194912310021',
      visitDate: '2025-10-01',
      privacy: false,
    })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors).toEqual({
      name: 'The name must not contain digits or special characters',
      phone: 'Enter a valid mobile number: 11 digits for mainland China, or + and the country code',
      email: 'Enter a valid e-mail address',
      idNumber: 'Enter a valid resident ID number',
      visitDate: 'Choose a date from 2025-09-17 to 2025-09-22',
      privacy: 'Please tick to agree',
    })
    const missing = await save(token, { name: '张三' }, false, 'cn')
    expect(missing.body.data.fieldErrors).toMatchObject({ company: '此项为必填项', country: '此项为必填项', industry: '此项为必填项', privacy: '请勾选同意' })
  })

  it('keeps a partial draft but still checks each value given', async () => {
    const photo = await uploadPhoto(otherToken)
    const draft = await save(otherToken, { name: '李四', photo }, true)
    expect(draft.status).toBe(200)
    expect(draft.body.data.draft).toEqual({ name: '李四', photo })
    expect(draft.body.data.userExhibitionVO.completeResult).toBe('fail')
    const bad = await save(otherToken, { name: 'x' }, true)
    expect(bad.body.data.fieldErrors).toEqual({ name: 'The name must be at least 2 characters' })
  })

  it('needs a signed-in user of the exhibition’s tenant', async () => {
    const anonymous = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
      headers: { 'tenant-id': '000000' },
      payload: { exhibitionId: '1001', registerType: 'visitor', languageType: 'en', isDraft: true, data: {} },
    })
    expect(anonymous.status).toBe(401)
    const foreign = await server.call({
      method: 'POST',
      url: '/api/ef-registration-data-client/reg-user-data/user/saveOrUpdate',
      headers: bearer(token),
      payload: { exhibitionId: '2001', registerType: 'visitor', languageType: 'en', isDraft: true, data: {} },
    })
    expect(foreign.status).toBe(404)
  })
})
