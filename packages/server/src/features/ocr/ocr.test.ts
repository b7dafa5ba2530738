import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestServer, signInByEmail, type TestServer } from '../../testing'
import { RECOGNIZE_PATH } from './routes'

const card = readFileSync(new URL('./fixtures/card.png', import.meta.url))

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, type = 'image/png', fields: Record<string, string> = {}) {
  const boundary = '----fairpass-test-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`))
  parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

function upload(server: TestServer, token: string | null, options: { query?: Record<string, string>; tenantId?: string; file?: ReturnType<typeof multipart> } = {}) {
  const body = options.file ?? multipart('card.png', card)
  return server.call({
    method: 'POST',
    url: RECOGNIZE_PATH,
    query: options.query ?? { exhibitionId: '1001', languageType: 'en' },
    headers: { ...body.headers, ...(token ? bearer(token, options.tenantId) : {}) },
    payload: body.payload,
  })
}

// Generous limits: server start and sign-in share two CPU cores with other test runs.
describe('POST businessCard/recognize', { timeout: 60_000 }, () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await createTestServer({ env: { RATE_LIMIT_CARDS_PER_USER_MINUTE: '50' } })
    token = await signInByEmail(server, 'card-visitor@example.com', { exhibitionId: '1001' })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  }, 30_000)

  it('reads the Chinese and English text of a real card image and pre-fills name, company, phone and e-mail', async () => {
    const cn = await upload(server, token, { query: { exhibitionId: '1001', languageType: 'cn' } })
    expect(cn.status).toBe(200)
    expect(cn.body.data.fields).toMatchObject({
      name: '张伟',
      company: '上海明远汽车科技有限公司',
      position: '销售总监',
      phone: '13812345678',
      email: 'zhang.wei@mingyuan-auto.com',
      website: 'www.mingyuan-auto.com',
    })
    expect(cn.body.data.fields.address).toContain('世纪大道100号')
    expect(cn.body.data.lines.length).toBeGreaterThanOrEqual(8)

    // Warm now: the same worker answers the English form with the card's English company and title.
    const en = await upload(server, token)
    expect(en.status).toBe(200)
    expect(en.body.data.fields).toMatchObject({
      name: '张伟',
      company: expect.stringMatching(/^Mingyuan Auto Technology Co\., Ltd\.?$/),
      position: 'Sales Director',
      phone: '13812345678',
      email: 'zhang.wei@mingyuan-auto.com',
    })
  })

  it('refuses a text file renamed .jpg, by its content, in the caller language', async () => {
    const response = await upload(server, token, { file: multipart('card.jpg', Buffer.from('name: not really a picture\n'), 'image/jpeg') })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors.file).toMatch(/jpg\/jpeg\/png/)
    expect(response.body.data.fieldErrors.file).toMatch(/[A-Za-z]/)
    const cn = await upload(server, token, {
      query: { exhibitionId: '1001', languageType: 'cn' },
      file: multipart('card.jpg', Buffer.from('GIF89a....'), 'image/jpeg'),
    })
    expect(cn.status).toBe(400)
    expect(cn.body.data.fieldErrors.file).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a PNG renamed .jpg', async () => {
    const response = await upload(server, token, { file: multipart('card.jpg', card, 'image/jpeg') })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors.file).toBeTruthy()
  })

  it('answers a damaged picture (a PNG signature, then garbage) with a field message, not a server error', async () => {
    const damaged = Buffer.concat([card.subarray(0, 200), Buffer.alloc(64 * 1024)])
    const response = await upload(server, token, { file: multipart('card.png', damaged) })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors.file).toBe('This picture is damaged and cannot be opened, please choose another one')
  })

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([card, Buffer.alloc(5 * 1024 * 1024 + 1)])
    const response = await upload(server, token, { file: multipart('big.png', big) })
    expect(response.status).toBe(400)
    expect(response.body.data.fieldErrors.file).toContain('5MB')
  })

  it('refuses a signed-out caller', async () => {
    const response = await upload(server, null)
    expect(response.status).toBe(401)
    expect(response.body.success).toBe(false)
  })

  it('refuses another tenant: its token on this tenant, and this token on its exhibition', async () => {
    const otherToken = await signInByEmail(server, 'other-tenant@example.com', { tenantId: '100001', exhibitionId: '2001' })
    const crossHeader = await upload(server, otherToken, { tenantId: '000000' })
    expect(crossHeader.status).toBe(403)
    const foreignExhibition = await upload(server, otherToken, { tenantId: '100001', query: { exhibitionId: '1001', languageType: 'en' } })
    expect(foreignExhibition.status).toBe(404)
    const theirs = await upload(server, token, { query: { exhibitionId: '2001', languageType: 'en' } })
    expect(theirs.status).toBe(404)
  })

  it('refuses an exhibition whose business card switch is off, before reading the file, in the caller language', async () => {
    const shortFlow = await signInByEmail(server, 'short-flow@example.com', { exhibitionId: '1002' })
    const response = await upload(server, shortFlow, { query: { exhibitionId: '1002', languageType: 'en' } })
    expect(response.status).toBe(409)
    expect(response.body.msg).toMatch(/Business card recognition is not offered/)
    const cn = await upload(server, shortFlow, { query: { exhibitionId: '1002', languageType: 'cn' } })
    expect(cn.body.msg).toBe('本展会未开放名片识别，请手动填写信息')
  })

  it('takes the exhibition from a form field sent before the file when the query has none', async () => {
    const response = await upload(server, token, {
      query: { languageType: 'en' },
      file: multipart('card.jpg', Buffer.from('not an image'), 'image/jpeg', { exhibitionId: '1002' }),
    })
    // The type check comes first (the file had to be read to reach the field); a real image then meets the switch.
    expect(response.status).toBe(400)
    const switchedOff = await upload(server, token, { query: { languageType: 'en' }, file: multipart('card.png', card, 'image/png', { exhibitionId: '1002' }) })
    expect(switchedOff.status).toBe(409)
  })
})

describe('per-user limit and engine switch', { timeout: 60_000 }, () => {
  it('answers 429 with a retry time once a visitor has sent too many cards in a minute', async () => {
    const server = await createTestServer({ env: { RATE_LIMIT_CARDS_PER_USER_MINUTE: '2', CARD_OCR: 'tesseract' } })
    try {
      const token = await signInByEmail(server, 'burst@example.com', { exhibitionId: '1001' })
      const notAnImage = () => multipart('a.png', Buffer.from('x'), 'image/png')
      expect((await upload(server, token, { file: notAnImage() })).status).toBe(400)
      expect((await upload(server, token, { file: notAnImage() })).status).toBe(400)
      const third = await upload(server, token, { file: notAnImage() })
      expect(third.status).toBe(429)
      expect(third.headers['retry-after']).toBeDefined()
      server.clock.advance(61_000)
      expect((await upload(server, token, { file: notAnImage() })).status).toBe(400)
    } finally {
      await server.close()
    }
  })

  it('answers 503 in the caller language when recognition is switched off (CARD_OCR=off)', async () => {
    const server = await createTestServer({ env: { CARD_OCR: 'off' } })
    try {
      const token = await signInByEmail(server, 'off@example.com', { exhibitionId: '1001' })
      const response = await upload(server, token)
      expect(response.status).toBe(503)
      expect(response.body.msg).toMatch(/fill in your details by hand/)
    } finally {
      await server.close()
    }
  })
})
