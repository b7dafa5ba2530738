import { renderQrSvg } from '@fairpass/ui'

/*
 * The share poster, drawn in the browser on a canvas (issue 18): the exhibition's artwork, the share title and text,
 * and the person's registration link as a QR code, as a PNG the page shows in an <img> (long-press saves it in the
 * messaging app's browser) and offers for download. Only the share pages import this file.
 */

export const POSTER = { width: 750, height: 1250, art: 480, margin: 48, qr: 280 } as const

export interface PosterInput {
  title: string
  desc: string
  exhibitionTitle: string
  artworkUrl: string | null
  link: string
  /** Under the QR code: "Scan to register". */
  scanLabel: string
  /** The channel the link carries, shown small beside the label. */
  channelLabel?: string
  primary: string
  background: string
}

const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif'

/**
 * Lines of at most `maxWidth` (as `measure` says) for a text that may have no spaces (Chinese): breaks at spaces
 * where it can, inside words where it must; past `maxLines` the last line ends with an ellipsis.
 */
export function wrapLines(text: string, maxWidth: number, measure: (text: string) => number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  const tokens = text.trim().split(/(\s+)/).flatMap((token) => (measure(token) > maxWidth ? Array.from(token) : [token]))
  for (const token of tokens) {
    const next = line + token
    if (measure(next.trimEnd()) <= maxWidth || line === '') {
      line = next
      continue
    }
    lines.push(line.trimEnd())
    line = token.trimStart()
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]
  while (last && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  kept[maxLines - 1] = `${last}…`
  return kept
}

/** An address the poster can load its artwork from: absolute as given, otherwise against the app's origin. */
export function artworkAddress(url: string, base: string): string {
  try {
    return new URL(url, base).href
  } catch {
    return url
  }
}

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    if (crossOrigin) image.crossOrigin = 'anonymous'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`image did not load: ${src.slice(0, 80)}`))
    image.src = src
  })
}

/** Draws `image` to cover the box, cropping what overflows. */
function cover(context: CanvasRenderingContext2D, image: HTMLImageElement, width: number, height: number): void {
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight)
  const w = image.naturalWidth * scale
  const h = image.naturalHeight * scale
  context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h)
}

/** The poster as a PNG data URL. An artwork that does not load leaves the theme colour with the exhibition's title. */
export async function renderPoster(input: PosterInput, base: string = location.href): Promise<string> {
  const { width, height, art, margin, qr } = POSTER
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas')
  const measure = (text: string) => context.measureText(text).width

  context.fillStyle = input.background
  context.fillRect(0, 0, width, height)

  const artwork = input.artworkUrl
    ? await loadImage(artworkAddress(input.artworkUrl, base), !artworkAddress(input.artworkUrl, base).startsWith(location.origin)).catch(() => null)
    : null
  context.save()
  context.beginPath()
  context.rect(0, 0, width, art)
  context.clip()
  if (artwork) {
    cover(context, artwork, width, art)
  } else {
    context.fillStyle = input.primary
    context.fillRect(0, 0, width, art)
    context.fillStyle = '#ffffff'
    context.font = `700 52px ${FONT}`
    const lines = wrapLines(input.exhibitionTitle, width - margin * 2, measure, 3)
    lines.forEach((line, index) => context.fillText(line, margin, art / 2 - ((lines.length - 1) * 66) / 2 + index * 66))
  }
  context.restore()

  context.textBaseline = 'top'
  context.fillStyle = '#1f2328'
  context.font = `700 38px ${FONT}`
  let y = art + 40
  for (const line of wrapLines(input.title, width - margin * 2, measure, 4)) {
    context.fillText(line, margin, y)
    y += 50
  }
  if (input.desc) {
    context.fillStyle = '#5b636b'
    context.font = `400 26px ${FONT}`
    y += 8
    for (const line of wrapLines(input.desc, width - margin * 2, measure, 2)) {
      context.fillText(line, margin, y)
      y += 38
    }
  }

  const svg = (await renderQrSvg(input.link, { margin: 2 })).replace('<svg ', `<svg width="${qr}" height="${qr}" `)
  const code = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, false)
  const qrTop = height - qr - 110
  context.fillStyle = '#ffffff'
  context.fillRect((width - qr) / 2 - 12, qrTop - 12, qr + 24, qr + 24)
  context.drawImage(code, (width - qr) / 2, qrTop, qr, qr)

  context.fillStyle = input.primary
  context.font = `700 30px ${FONT}`
  context.textAlign = 'center'
  context.fillText(input.scanLabel, width / 2, height - 80)
  if (input.channelLabel) {
    context.fillStyle = '#5b636b'
    context.font = `400 22px ${FONT}`
    context.fillText(input.channelLabel, width / 2, height - 40)
  }
  return canvas.toDataURL('image/png')
}
