export interface QrSvgOptions {
  /** Quiet zone in modules; scanners need at least 2 on a light background. */
  margin?: number
  dark?: string
  light?: string
}

/**
 * The QR code of `value` as SVG markup. The qrcode library is imported on demand, so it only downloads with the
 * pages that show a ticket, never with the login route.
 */
export async function renderQrSvg(value: string, { margin = 2, dark = '#000000', light = '#ffffff' }: QrSvgOptions = {}): Promise<string> {
  const { toString } = await import('qrcode')
  return toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin, color: { dark, light } })
}
