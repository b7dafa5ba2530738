import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { UPLOADS_PER_MINUTE } from './routes'
import { PNG_1X2, upload } from './testing'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await createTestServer()
  token = await signInByEmail(server, 'uploader@example.com', { exhibitionId: '1001' })
}, 60_000)
afterAll(() => server.close())

const photo = { exhibitionId: '1001', field: 'photo' }
const png = (name = 'me.png', bytes = PNG_1X2) => ({ name, type: 'image/png', bytes })

describe('POST /api/blade-resource/oss/endpoint/put-file', () => {
  it('stores a valid photo and answers its id, link and name', async () => {
    const response = await upload(server, token, photo, png('C:\\Users\\me\\passport.png'))
    expect(response.status).toBe(200)
    expect(response.body.data.fileId).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(response.body.data).toEqual({
      fileId: response.body.data.fileId,
      link: `/api/blade-resource/oss/file/${response.body.data.fileId}`,
      name: 'passport.png',
    })

    const served = await server.app.inject({ method: 'GET', url: response.body.data.link })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toContain('max-age=31536000')
    expect(served.rawPayload.equals(PNG_1X2)).toBe(true)
  })

  it('gives every upload a new unguessable id', async () => {
    const first = await upload(server, token, photo, png())
    const second = await upload(server, token, photo, png())
    expect(first.body.data.fileId).not.toBe(second.body.data.fileId)
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['A'.repeat(32), 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await server.call({ method: 'GET', url: `/api/blade-resource/oss/file/${id}`, query: { languageType: 'en' } })
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ code: 404, success: false, msg: 'Not found' })
    }
  })

  it('refuses a file over the field rule (image2m) in the caller language', async () => {
    const big = Buffer.concat([PNG_1X2, Buffer.alloc(2 * 1024 * 1024)])
    const en = await upload(server, token, photo, png('big.png', big))
    expect(en.status).toBe(400)
    expect(en.body.data.fieldErrors).toEqual({ file: 'The file must not be larger than 2MB' })
    const cn = await upload(server, token, photo, png('big.png', big), { language: 'cn' })
    expect(cn.body.data.fieldErrors).toEqual({ file: '文件大小不能超过2MB' })
  })

  it('refuses mislabelled files: text renamed .png, a PNG renamed .pdf', async () => {
    const text = await upload(server, token, photo, { name: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') })
    expect(text.status).toBe(400)
    expect(text.body.data.fieldErrors).toEqual({ file: 'Only jpg/jpeg/png files can be uploaded' })
    const renamed = await upload(server, token, photo, { name: 'photo.pdf', type: 'application/pdf', bytes: PNG_1X2 }, { language: 'cn' })
    expect(renamed.status).toBe(400)
    expect(renamed.body.data.fieldErrors).toEqual({ file: '仅支持上传jpg/jpeg/png格式的文件' })
  })

  it('takes uploads only for image fields of the exhibition form', async () => {
    const notImage = await upload(server, token, { exhibitionId: '1001', field: 'name' }, png())
    expect(notImage.status).toBe(400)
    expect(notImage.body.data.fieldErrors).toEqual({ field: 'Invalid value' })
    const unknown = await upload(server, token, { exhibitionId: '1001', field: 'avatar' }, png())
    expect(unknown.body.data.fieldErrors).toEqual({ field: 'Invalid value' })
    const otherExhibition = await upload(server, token, { exhibitionId: '1002', field: 'photo' }, png())
    expect(otherExhibition.status).toBe(400)
    const missing = await upload(server, token, { field: 'photo' }, png())
    expect(missing.body.data.fieldErrors).toEqual({ exhibitionId: 'This field is required' })
  })

  it('needs a signed-in user', async () => {
    const response = await upload(server, null, photo, png())
    expect(response.status).toBe(401)
  })

  it('keeps tenants apart', async () => {
    // Another tenant's exhibition named with this tenant's token: a wrong link.
    const foreignExhibition = await upload(server, token, { exhibitionId: '2001', field: 'photo' }, png())
    expect(foreignExhibition.status).toBe(404)
    // This tenant's token presented to another tenant.
    const foreignTenant = await upload(server, token, photo, png(), { tenantId: '100001' })
    expect(foreignTenant.status).toBe(403)
  })

  it('limits how fast one account uploads, not the whole venue address', async () => {
    const busy = await signInByEmail(server, 'busy.uploader@example.com', { exhibitionId: '1001' })
    for (let index = 0; index < UPLOADS_PER_MINUTE; index++) expect((await upload(server, busy, photo, png())).status).toBe(200)
    const refused = await upload(server, busy, photo, png())
    expect(refused.status).toBe(429)
    // Another visitor behind the same address still gets through.
    const neighbour = await signInByEmail(server, 'neighbour@example.com', { exhibitionId: '1001' })
    expect((await upload(server, neighbour, photo, png())).status).toBe(200)
   }, 30_000)

  it('answers 415 for a request that is not multipart', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: bearer(token),
      payload: { exhibitionId: '1001', field: 'photo' },
    })
    expect(response.status).toBe(415)
  })
})
