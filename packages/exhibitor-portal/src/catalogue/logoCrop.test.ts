import { describe, expect, it } from 'vitest'
import { clampPan, clampZoom, croppable, croppedName, encodeWithinRule, encodingsFor, formatBytes, judgeSize, LOGO_ASPECT, outputSize, type Encoding } from './logoCrop'

const RULE = { minBytes: 10 * 1024, maxBytes: 1024 * 1024 }

describe('outputSize', () => {
  it('brings a large crop down to 600×350', () => {
    expect(outputSize({ x: 40, y: 10, width: 2400, height: 1400 })).toEqual({ width: 600, height: 350 })
  })

  it('keeps a crop already smaller than the logo at its own pixels', () => {
    expect(outputSize({ x: 0, y: 0, width: 120, height: 70 })).toEqual({ width: 120, height: 70 })
  })

  it('lets the tighter side decide when the crop is off the 12:7 shape by rounding', () => {
    expect(outputSize({ x: 0, y: 0, width: 1201, height: 699 })).toEqual({ width: 600, height: 349 })
    expect(LOGO_ASPECT).toBeCloseTo(600 / 350)
  })
})

describe('clampPan', () => {
  const media = { width: 300, height: 175 }
  const frame = { width: 300, height: 175 }

  it('allows no move at zoom 1 when the picture just fills the frame', () => {
    expect(clampPan({ x: 24, y: -24 }, media, frame, 1)).toEqual({ x: 0, y: 0 })
  })

  it('allows half the overhang each way when zoomed in', () => {
    // At zoom 2 the picture is 600×350 on screen, 300 and 175 wider and taller than the frame.
    expect(clampPan({ x: 500, y: -500 }, media, frame, 2)).toEqual({ x: 150, y: -87.5 })
    expect(clampPan({ x: -24, y: 24 }, media, frame, 2)).toEqual({ x: -24, y: 24 })
  })
})

describe('clampZoom', () => {
  it('stays within 1 and 4', () => {
    expect(clampZoom(0.75)).toBe(1)
    expect(clampZoom(4.25)).toBe(4)
    expect(clampZoom(1.2500001)).toBe(1.25)
  })
})

describe('judgeSize', () => {
  it('applies the 10 KB floor and the 1 MB ceiling, both inclusive', () => {
    expect(judgeSize(10 * 1024 - 1, RULE)).toBe('tooSmall')
    expect(judgeSize(10 * 1024, RULE)).toBe('ok')
    expect(judgeSize(1024 * 1024, RULE)).toBe('ok')
    expect(judgeSize(1024 * 1024 + 1, RULE)).toBe('tooLarge')
    expect(judgeSize(1, { minBytes: null, maxBytes: 5 })).toBe('ok')
  })
})

describe('encodeWithinRule', () => {
  const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)])

  it('keeps a png as png when it fits', async () => {
    const tried: Encoding[] = []
    const result = await encodeWithinRule(encodingsFor('image/png'), async (encoding) => (tried.push(encoding), blobOf(200 * 1024)), RULE)
    expect(result?.verdict).toBe('ok')
    expect(result?.encoding).toEqual({ type: 'image/png' })
    expect(tried).toHaveLength(1)
  })

  it('falls back to jpegs of lower quality when the png is over the ceiling', async () => {
    const sizes: Record<string, number> = { 'image/png': 1500 * 1024, 'image/jpeg:0.9': 1100 * 1024, 'image/jpeg:0.75': 700 * 1024 }
    const result = await encodeWithinRule(encodingsFor('image/png'), async ({ type, quality }) => blobOf(sizes[quality ? `${type}:${quality}` : type] ?? 1), RULE)
    expect(result?.verdict).toBe('ok')
    expect(result?.encoding).toEqual({ type: 'image/jpeg', quality: 0.75 })
  })

  it('tries the richest encodings for a flat logo under the floor', async () => {
    const result = await encodeWithinRule(encodingsFor('image/jpeg'), async ({ type, quality }) => blobOf(type === 'image/png' ? 12 * 1024 : quality === 1 ? 9 * 1024 : 4 * 1024), RULE)
    expect(result?.verdict).toBe('ok')
    expect(result?.encoding).toEqual({ type: 'image/png' })
  })

  it('answers the first encoding and its verdict when none fits', async () => {
    const result = await encodeWithinRule(encodingsFor('image/jpeg'), async () => blobOf(3 * 1024), RULE)
    expect(result?.verdict).toBe('tooSmall')
    expect(result?.encoding).toEqual({ type: 'image/jpeg', quality: 0.9 })
    expect(result?.blob.size).toBe(3 * 1024)
  })

  it('answers nothing when the browser cannot encode at all', async () => {
    expect(await encodeWithinRule(encodingsFor('image/jpeg'), async () => null, RULE)).toBeNull()
  })
})

describe('croppable', () => {
  const kinds = ['png', 'jpg', 'jpeg']

  it('takes png and jpeg pictures whose name and type agree with the rule', () => {
    expect(croppable({ name: 'Logo.PNG', type: 'image/png' }, kinds)).toBe(true)
    expect(croppable({ name: 'logo.jpeg', type: 'image/jpeg' }, kinds)).toBe(true)
  })

  it('leaves other kinds to the server, so the crop cannot turn them into an accepted kind', () => {
    expect(croppable({ name: 'logo.gif', type: 'image/gif' }, kinds)).toBe(false)
    expect(croppable({ name: 'logo.webp', type: 'image/webp' }, kinds)).toBe(false)
    expect(croppable({ name: 'logo', type: 'image/png' }, kinds)).toBe(false)
    expect(croppable({ name: 'logo.png', type: 'image/png' }, ['jpg'])).toBe(false)
  })
})

describe('names and sizes', () => {
  it('names the file after what it became', () => {
    expect(croppedName('company logo.png', 'image/jpeg')).toBe('company logo.jpg')
    expect(croppedName('.png', 'image/png')).toBe('logo.png')
  })

  it('writes sizes as the hint does', () => {
    expect(formatBytes(3 * 1024)).toBe('3 KB')
    expect(formatBytes(10 * 1024)).toBe('10 KB')
    expect(formatBytes(1024 * 1024)).toBe('1 MB')
    expect(formatBytes(1.26 * 1024 * 1024)).toBe('1.3 MB')
  })
})
