/*
 * The pure half of the logo crop (issue 16: "cropped on the phone"): which pixels of the picture the crop keeps, the
 * size it is exported at, where panning may go, and which encoding of it meets the upload rule. The dialog
 * (LogoCropDialog) and its canvas only carry these out.
 */

export interface Area {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** The logo's shape in the catalogue (spec §5: suggested 600×350 px); the server stores it at this size. */
export const LOGO_SIZE: Size = { width: 600, height: 350 }
export const LOGO_ASPECT = LOGO_SIZE.width / LOGO_SIZE.height

export const MIN_ZOOM = 1
export const MAX_ZOOM = 4
export const ZOOM_STEP = 0.25

/**
 * The pixel size a crop is exported at: the logo size, or the crop's own pixels when it is smaller. Never enlarged:
 * an enlarged crop carries no more detail, only more bytes, and the server scales to its size anyway.
 */
export function outputSize(area: Area, target: Size = LOGO_SIZE): Size {
  const scale = Math.min(1, target.width / area.width, target.height / area.height)
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) }
}

/**
 * The crop offset (react-easy-crop's `crop`, in screen pixels from the centre) kept where the crop area stays
 * within the picture: the buttons move by fixed steps, and a step past the edge would show empty space in the crop.
 */
export function clampPan(pan: Point, media: Size, cropArea: Size, zoom: number): Point {
  const limit = (mediaSide: number, cropSide: number) => Math.max(0, (mediaSide * zoom - cropSide) / 2)
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value))
  // `+ 0` turns a -0 into 0, which tests and React's state comparison treat as a change otherwise.
  return { x: clamp(pan.x, limit(media.width, cropArea.width)) + 0, y: clamp(pan.y, limit(media.height, cropArea.height)) + 0 }
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100))

export interface SizeRule {
  minBytes: number | null
  maxBytes: number
}

export type SizeVerdict = 'ok' | 'tooSmall' | 'tooLarge'

export function judgeSize(bytes: number, rule: SizeRule): SizeVerdict {
  if (rule.minBytes !== null && bytes < rule.minBytes) return 'tooSmall'
  if (bytes > rule.maxBytes) return 'tooLarge'
  return 'ok'
}

export interface Encoding {
  type: 'image/png' | 'image/jpeg'
  quality?: number
}

/**
 * The encodings tried, in order, until one meets the size rule: the picture's own kind first (a png logo keeps its
 * sharp edges and transparency), then jpegs of falling quality for a crop that comes out too large, then the
 * richest ones for a flat logo that comes out under the floor.
 */
export function encodingsFor(sourceType: string): Encoding[] {
  const jpegs: Encoding[] = [0.9, 0.75, 0.6].map((quality) => ({ type: 'image/jpeg', quality }))
  const richest: Encoding = { type: 'image/jpeg', quality: 1 }
  const png: Encoding = { type: 'image/png' }
  return sourceType === 'image/png' ? [png, ...jpegs, richest] : [...jpegs, richest, png]
}

export type Encoded = { blob: Blob; encoding: Encoding; verdict: 'ok' } | { blob: Blob; encoding: Encoding; verdict: Exclude<SizeVerdict, 'ok'> }

/**
 * The first encoding whose bytes meet the rule; when none does, the first one tried with its verdict, so the
 * message speaks of the file the exhibitor would have got.
 */
export async function encodeWithinRule(encodings: Encoding[], encode: (encoding: Encoding) => Promise<Blob | null>, rule: SizeRule): Promise<Encoded | null> {
  let first: Encoded | null = null
  for (const encoding of encodings) {
    const blob = await encode(encoding)
    if (!blob) continue
    const verdict = judgeSize(blob.size, rule)
    if (verdict === 'ok') return { blob, encoding, verdict }
    first ??= { blob, encoding, verdict }
  }
  return first
}

/** The uploaded file's name: the picture's own, with the extension of what it became. */
export function croppedName(original: string, type: Encoding['type']): string {
  const base = original.replace(/\.[^.]*$/, '') || 'logo'
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`
}

/** Bytes as the hint beside the picker writes them (KB below a megabyte, one decimal of MB above). */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * Whether a picked file goes to the crop step: only the kinds the rule allows (by name and by the browser's type),
 * since the crop re-encodes and would otherwise turn a refused kind into an accepted one.
 */
export function croppable(file: { name: string; type: string }, extensions: string[]): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  const allowed = extensions.map((allowed) => allowed.replace(/^\./, '').toLowerCase())
  const typeFits = file.type === 'image/png' ? allowed.includes('png') : file.type === 'image/jpeg' ? allowed.some((kind) => kind === 'jpg' || kind === 'jpeg') : false
  return extension !== undefined && allowed.includes(extension) && typeFits
}
