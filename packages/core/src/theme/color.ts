/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const CHANNEL = String.raw`\s*(\d{1,3}(?:\.\d+)?%?)\s*`
const RGB_COMMAS = new RegExp(`^rgba?\\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,${CHANNEL})?\\)$`, 'i')
const RGB_SPACES = new RegExp(`^rgba?\\(${CHANNEL}\\s${CHANNEL}\\s${CHANNEL}(?:/${CHANNEL})?\\)$`, 'i')

function parseChannel(text: string, max: number): number | null {
  const value = text.endsWith('%') ? (parseFloat(text) / 100) * max : parseFloat(text)
  return value >= 0 && value <= max ? value : null
}

/**
 * Parses the colour notations exhibition configs use (hex, rgb(), rgba()). Anything else is refused, which also
 * keeps arbitrary text out of the stylesheet the value ends up in.
 */
export function parseColor(input: unknown): Rgba | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (HEX.test(text)) {
    let hex = text.slice(1)
    if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('')
    const number = (offset: number) => parseInt(hex.slice(offset, offset + 2), 16)
    return { r: number(0), g: number(2), b: number(4), a: hex.length === 8 ? number(6) / 255 : 1 }
  }
  const match = RGB_COMMAS.exec(text) ?? RGB_SPACES.exec(text)
  if (!match) return null
  const [r, g, b] = [match[1], match[2], match[3]].map((channel) => parseChannel(channel, 255))
  const a = match[4] === undefined ? 1 : parseChannel(match[4].endsWith('%') ? match[4] : `${parseFloat(match[4]) * 100}%`, 1)
  if (r === null || g === null || b === null || a === null) return null
  return { r, g, b, a }
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio, 1–21. Alpha is ignored: theme colours are painted on opaque backgrounds. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

export const LIGHT_TEXT = '#ffffff'
export const DARK_TEXT = '#111827'

/** The text colour (white or near-black) that reads best on `background`. */
export function readableTextOn(background: Rgba): string {
  const light = parseColor(LIGHT_TEXT)!
  const dark = parseColor(DARK_TEXT)!
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? LIGHT_TEXT : DARK_TEXT
}

/**
 * `color` darkened (mixed with black in 5 % steps) until it reaches `minimumRatio` against every one of
 * `backgrounds`, so a pale brand colour can still be used for links and text buttons. Returns the colour
 * unchanged when it already passes.
 */
export function darkenForContrast(color: Rgba, backgrounds: Rgba[], minimumRatio = 4.5): Rgba {
  for (let step = 0; step <= 20; step++) {
    const keep = 1 - step * 0.05
    const candidate = { r: color.r * keep, g: color.g * keep, b: color.b * keep, a: 1 }
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimumRatio)) return candidate
  }
  return { r: 0, g: 0, b: 0, a: 1 }
}
