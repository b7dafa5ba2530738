import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { $userInfo, configureSession, signOut } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { noEmit } from '../flow/emit'
import type { ProfileField } from '@fairpass/core/validation'
import { setCardInfo } from '../flow/cardInfo'
import { fakeApi, fail, ok } from '@fairpass/core/testing'
import { $profileForm, byField, loadProfileForm, messageFor, prefillFromCard, submitProfile, uploadImage } from './profileStore'

const FIELDS: ProfileField[] = [
  { field: 'name', type: 'name', required: true, label: { cn: '姓名', en: 'Name' }, sort: 10 },
  { field: 'position', type: 'text', required: false, label: { cn: '职位', en: 'Position' }, sort: 20 },
  { field: 'photo', type: 'image', required: false, label: { cn: '照片', en: 'Photo' }, upload: 'image2m', sort: 30 },
]

const FORM_CONFIG = 'GET /api/ef-registration-config-client/formConfig/listForUser'
const UPLOAD = 'POST /api/blade-resource/oss/endpoint/put-file'
const FILE_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9'
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const png = (name = 'me.png', size = 100) => new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(size)])], name, { type: 'image/png' })

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  $userInfo.set({ userId: 'u1', userExhibitionVO: { completeResult: 'fail' } })
  setCardInfo(null)
  router = createMemoryRouter('/infoWap')
})

afterEach(() => {
  router.stop()
  vi.unstubAllGlobals()
})

describe('business card pre-fill', () => {
  test('fills only empty text fields and names them', () => {
    expect(prefillFromCard(FIELDS, { name: 'Typed' }, { name: 'Card Name', position: 'Buyer', photo: 'x' })).toEqual({
      values: { name: 'Typed', position: 'Buyer' },
      prefilled: ['position'],
    })
  })

  test('the form takes the card of this exhibition only', async () => {
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    setCardInfo({ exhibitionId: '1002', fields: { name: 'Other Fair' }, lines: [] })
    await loadProfileForm()
    expect($profileForm.get().values.name).toBeUndefined()
    setCardInfo({ exhibitionId: '1001', fields: { name: 'Carl Benz', position: 'Engineer' }, lines: [] })
    await loadProfileForm()
    expect($profileForm.get().values).toMatchObject({ name: 'Carl Benz', position: 'Engineer' })
    expect($profileForm.get().prefilled).toEqual(['name', 'position'])
  })
})

describe('image upload', () => {
  test('a valid photo is uploaded and its file id becomes the value', async () => {
    const api = fakeApi({ [FORM_CONFIG]: () => ok(FIELDS), [UPLOAD]: () => ok({ fileId: FILE_ID, link: `/x/${FILE_ID}`, name: 'me.png' }) })
    await loadProfileForm()
    expect(await uploadImage(FIELDS[2], png())).toBe(true)
    expect($profileForm.get().values.photo).toBe(FILE_ID)
    const sent = api.calls.find((call) => call.method === 'POST')!.body as FormData
    expect([...sent.keys()]).toEqual(['exhibitionId', 'registerType', 'field', 'file'])
    expect(sent.get('field')).toBe('photo')
  })

  test('an oversized or mislabelled file is refused on the phone, worded again after a language switch', async () => {
    const api = fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    await loadProfileForm()
    expect(await uploadImage(FIELDS[2], png('big.png', 2 * 1024 * 1024))).toBe(false)
    expect(messageFor($profileForm.get(), 'photo', 'en')).toBe('The file must not be larger than 2MB')
    expect(messageFor($profileForm.get(), 'photo', 'cn')).toBe('文件大小不能超过2MB')
    const text = new File(['plain text, not a picture'], 'photo.png', { type: 'image/png' })
    expect(await uploadImage(FIELDS[2], text)).toBe(false)
    expect(messageFor($profileForm.get(), 'photo', 'en')).toBe('Only jpg/jpeg/png files can be uploaded')
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)
    expect($profileForm.get().values.photo).toBeUndefined()
  })

  test('a refusal by the server keeps the previous photo and shows the server message', async () => {
    fakeApi({
      [FORM_CONFIG]: () => ok(FIELDS),
      [UPLOAD]: () => fail(400, 'Bad request', { fieldErrors: { file: 'Only jpg/jpeg/png files can be uploaded' } }),
    })
    await loadProfileForm()
    $profileForm.setKey('values', { photo: FILE_ID })
    expect(await uploadImage(FIELDS[2], png())).toBe(false)
    expect($profileForm.get().values.photo).toBe(FILE_ID)
    expect(messageFor($profileForm.get(), 'photo', 'en')).toBe('Only jpg/jpeg/png files can be uploaded')
    expect($profileForm.get().uploading).toEqual([])
  })
})

describe('refused submits', () => {
  test('count up so the page can focus the summary; multi-select item errors land on the group', async () => {
    fakeApi({ [FORM_CONFIG]: () => ok(FIELDS) })
    await loadProfileForm()
    expect(await submitProfile(router, noEmit)).toBe(false)
    expect(await submitProfile(router, noEmit)).toBe(false)
    expect($profileForm.get().refusedSubmits).toBe(2)
    expect(byField({ 'interests.1': 'bad', interests: 'other', name: 'x' })).toEqual({ interests: 'bad', name: 'x' })
  })
})
