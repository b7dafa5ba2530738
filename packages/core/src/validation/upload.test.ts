import { describe, expect, it } from 'vitest'
import { UPLOAD_KINDS, checkUpload, formatBytes, formatValidationMessage, uploadRuleFor } from './index'

const KB = 1024
const MB = 1024 * KB

describe('upload rules', () => {
  it('defines a rule for every kind', () => {
    for (const kind of UPLOAD_KINDS) expect(uploadRuleFor(kind).kind).toBe(kind)
  })
  it.each([
    ['image200k', 200 * KB],
    ['image2m', 2 * MB],
    ['image5m', 5 * MB],
    ['video2m', 2 * MB],
    ['video20m', 20 * MB],
    ['companyLogo', 1 * MB],
    ['pdfOrAi', 10 * MB],
    ['invitePhoto', 200 * KB],
  ] as const)('%s allows at most %i bytes', (kind, max) => {
    expect(uploadRuleFor(kind).maxBytes).toBe(max)
  })
  it('formats limits the way the spec states them', () => {
    expect(formatBytes(200 * KB)).toBe('200KB')
    expect(formatBytes(2 * MB)).toBe('2MB')
    expect(formatBytes(1.5 * MB)).toBe('1.5MB')
  })
})

describe('checkUpload', () => {
  it('accepts a jpg or png within the limit', () => {
    expect(checkUpload({ kind: 'image2m', mimeType: 'image/jpeg', size: 2 * MB, name: 'card.JPG' })).toEqual({ ok: true })
    expect(checkUpload({ kind: 'image5m', mimeType: 'image/png', size: 100, name: 'a.png' })).toEqual({ ok: true })
  })
  it('rejects other image types and names the allowed ones', () => {
    const check = checkUpload({ kind: 'image2m', mimeType: 'image/gif', size: 10, name: 'a.gif' })
    expect(check).toEqual({ ok: false, key: 'validation.upload.type', params: { types: 'jpg/jpeg/png' } })
  })
  it('rejects a file whose extension and type disagree with the rule', () => {
    expect(checkUpload({ kind: 'image2m', mimeType: 'image/png', size: 10, name: 'a.exe' }).ok).toBe(false)
    expect(checkUpload({ kind: 'image2m', mimeType: 'application/pdf', size: 10, name: 'a.png' }).ok).toBe(false)
  })
  it('rejects an image over the limit and names the limit', () => {
    const check = checkUpload({ kind: 'image200k', mimeType: 'image/png', size: 200 * KB + 1, name: 'a.png' })
    expect(check).toEqual({ ok: false, key: 'validation.upload.tooLarge', params: { size: '200KB' } })
    if (!check.ok) expect(formatValidationMessage(check.key, 'cn', check.params)).toBe('文件大小不能超过200KB')
  })
  it('limits videos to mp4 or mov within 2MB or 20MB', () => {
    expect(checkUpload({ kind: 'video20m', mimeType: 'video/mp4', size: 20 * MB, name: 'a.mp4' }).ok).toBe(true)
    expect(checkUpload({ kind: 'video2m', mimeType: 'video/mp4', size: 2 * MB + 1, name: 'a.mp4' })).toMatchObject({
      params: { size: '2MB' },
    })
    expect(checkUpload({ kind: 'video2m', mimeType: 'video/x-msvideo', size: 1, name: 'a.avi' }).ok).toBe(false)
  })
  it('keeps a company logo between 10KB and 1MB', () => {
    expect(checkUpload({ kind: 'companyLogo', mimeType: 'image/jpeg', size: 10 * KB, name: 'logo.jpeg' }).ok).toBe(true)
    expect(checkUpload({ kind: 'companyLogo', mimeType: 'image/png', size: 10 * KB - 1, name: 'logo.png' })).toEqual({
      ok: false,
      key: 'validation.upload.tooSmall',
      params: { size: '10KB' },
    })
    expect(checkUpload({ kind: 'companyLogo', mimeType: 'image/png', size: MB + 1, name: 'logo.png' })).toMatchObject({
      key: 'validation.upload.tooLarge',
      params: { size: '1MB' },
    })
    expect(uploadRuleFor('companyLogo').suggestedSize).toEqual({ width: 600, height: 350 })
  })
  it('accepts pdf and ai up to 10MB even when the browser reports no type for .ai', () => {
    expect(checkUpload({ kind: 'pdfOrAi', mimeType: 'application/pdf', size: 10 * MB, name: 'board.pdf' }).ok).toBe(true)
    expect(checkUpload({ kind: 'pdfOrAi', mimeType: '', size: 1, name: 'board.ai' }).ok).toBe(true)
    expect(checkUpload({ kind: 'pdfOrAi', mimeType: 'application/pdf', size: 10 * MB + 1, name: 'board.pdf' }).ok).toBe(false)
    expect(checkUpload({ kind: 'pdfOrAi', mimeType: '', size: 1, name: 'board.docx' }).ok).toBe(false)
  })
  it('holds an invite photo between 150 and 400 px a side when the size is known', () => {
    const base = { kind: 'invitePhoto', mimeType: 'image/png', size: 100 * KB, name: 'me.png' } as const
    expect(checkUpload({ ...base, width: 150, height: 400 }).ok).toBe(true)
    expect(checkUpload({ ...base, width: 149, height: 300 })).toEqual({
      ok: false,
      key: 'validation.upload.dimensions',
      params: { min: '150x150', max: '400x400' },
    })
    expect(checkUpload({ ...base, width: 300, height: 401 }).ok).toBe(false)
    expect(checkUpload(base).ok).toBe(true)
  })
})
