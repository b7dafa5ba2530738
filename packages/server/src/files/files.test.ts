import { describe, expect, it } from 'vitest'
import { imageSize, sniffFileType } from './index'

const png1x2 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000208060000009977d8d20000000d4944415478da63f8cfc0f01f0005000201a1e5d6a40000000049454e44ae426082',
  'hex',
)

describe('sniffFileType', () => {
  it('tells files by their first bytes, not their names', () => {
    expect(sniffFileType(png1x2)).toBe('png')
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg')
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('pdf')
    expect(sniffFileType(Buffer.from('%!PS-Adobe-3.0'))).toBe('ai')
    expect(sniffFileType(Buffer.from('\0\0\0\x18ftypisom'))).toBe('mp4')
    expect(sniffFileType(Buffer.from('\0\0\0\x14ftypqt  '))).toBe('mov')
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffFileType(Buffer.alloc(0))).toBeNull()
  })

  it('reads the pixel size of a PNG and of a JPEG frame header', () => {
    expect(imageSize(png1x2, 'png')).toEqual({ width: 1, height: 2 })
    // SOI, APP0 (length 4), SOF0 with height 300 and width 640.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0x2c, 0x02, 0x80, 3, 0, 0, 0])
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 640, height: 300 })
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00]), 'jpeg')).toBeNull()
  })
})
