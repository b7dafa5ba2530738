import { bearer, type TestServer } from '../../testing'

/** A 1×2 px PNG. */
export const PNG_1X2 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000208060000009977d8d20000000d4944415478da63f8cfc0f01f0005000201a1e5d6a40000000049454e44ae426082',
  'hex',
)

/** A multipart body built by hand, so the order of the parts (fields before the file) is explicit. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----fairpass-test-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export function upload(
  target: TestServer,
  authToken: string | null,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
  options: { tenantId?: string; language?: 'cn' | 'en' } = {},
) {
  const body = multipart(fields, file)
  return target.call({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    query: { languageType: options.language ?? 'en' },
    headers: { ...body.headers, ...(authToken ? bearer(authToken, options.tenantId) : { 'tenant-id': options.tenantId ?? '000000' }) },
    payload: body.payload,
  })
}

