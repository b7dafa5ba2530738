import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser'

/*
 * A camera that films a QR code: Chromium plays a Y4M file as its fake camera (--use-file-for-fake-video-capture),
 * so a test can hold a visitor's badge up to the scanner. The file is one still picture repeated: black modules on
 * white (luma only; the chroma planes neutral), the code in the middle with its quiet zone.
 */

const WIDTH = 640
const HEIGHT = 480

export function qrVideoFile(text: string, name: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) * 0.8 / (size + 8))
  const left = Math.floor((WIDTH - size * scale) / 2)
  const top = Math.floor((HEIGHT - size * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) {
      if (!qr.modules.get(row, column)) continue
      for (let y = 0; y < scale; y++) luma.fill(0, (top + row * scale + y) * WIDTH + left + column * scale, (top + row * scale + y) * WIDTH + left + (column + 1) * scale)
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  const file = join(tmpdir(), `fairpass-${name}-${process.pid}.y4m`)
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]))
  return file
}

/** A browser whose camera shows `text` as a QR code (the permission prompt answered yes). */
export function browserFilming(text: string, name: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${qrVideoFile(text, name)}`],
  })
}
