import { renderQrSvg } from '@fairpass/ui'
import type { TicketInfo } from './api'

/*
 * "Save image" of /extractConfirmation: the confirmation card drawn onto a canvas as a PNG — exhibition, name,
 * the entry QR large and the code — so it can be kept offline and shown at the gate.
 */

export interface ConfirmationImageTexts {
  heading: string
  nameLabel: string
  codeLabel: string
  hint: string
}

const WIDTH = 720
const QR = 480
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif'

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('QR image failed to load'))
    image.src = src
  })
}

/** Wraps text to the width, breaking anywhere a CJK line can (per character), at most `max` lines. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, max = 3): string[] {
  const lines: string[] = []
  let line = ''
  for (const char of text) {
    if (context.measureText(line + char).width > width && line) {
      lines.push(line)
      line = char.trimStart()
      if (lines.length === max) return lines
    } else line += char
  }
  if (line) lines.push(line)
  return lines
}

export async function confirmationPng(ticket: TicketInfo, code: string, texts: ConfirmationImageTexts): Promise<Blob> {
  const svg = await renderQrSvg(code, { margin: 2 })
  const qr = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
  const canvas = document.createElement('canvas')
  const height = 1040
  canvas.width = WIDTH
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, WIDTH, height)
  context.fillStyle = '#1f2333'
  context.textAlign = 'center'
  context.textBaseline = 'top'

  let y = 48
  context.font = `600 34px ${FONT}`
  for (const line of wrap(context, ticket.exhibitionTitle, WIDTH - 96, 2)) {
    context.fillText(line, WIDTH / 2, y)
    y += 46
  }
  context.font = `28px ${FONT}`
  context.fillStyle = '#555b6e'
  context.fillText(texts.heading, WIDTH / 2, y + 8)
  y += 64
  context.drawImage(qr, (WIDTH - QR) / 2, y, QR, QR)
  y += QR + 24
  context.fillStyle = '#555b6e'
  context.font = `24px ${FONT}`
  context.fillText(texts.hint, WIDTH / 2, y)
  y += 56
  context.fillStyle = '#1f2333'
  context.font = `600 32px ${FONT}`
  if (ticket.name) {
    context.fillText(`${texts.nameLabel}  ${ticket.name}`, WIDTH / 2, y)
    y += 52
  }
  if (ticket.userCode) {
    context.fillText(`${texts.codeLabel}  ${ticket.userCode}`, WIDTH / 2, y)
    y += 52
  }

  // Cut to what was drawn, so the saved card has no empty tail.
  const card = document.createElement('canvas')
  card.width = WIDTH
  card.height = Math.min(height, y + 40)
  card.getContext('2d')?.drawImage(canvas, 0, 0)
  return new Promise((resolve, reject) => card.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
}
