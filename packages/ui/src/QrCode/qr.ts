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
  const { toString } = qrcodeExports(await import('qrcode'))
  return toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin, color: { dark, light } })
}

type QrcodeModule = typeof import('qrcode')

/**
 * qrcode is CommonJS, and bundlers wrap it differently: vite's build and Node give named exports beside `default`,
 * while esbuild's code splitting (the tsup library build) gives only `default`, the CommonJS `module.exports`.
 * `default`, when present, is the whole API in every one of them.
 */
export function qrcodeExports(namespace: QrcodeModule | { default: QrcodeModule }): QrcodeModule {
  const wrapped = (namespace as { default?: QrcodeModule }).default
  // Object.prototype.toString would pass a typeof check: only the library's own toString counts.
  return wrapped && Object.hasOwn(wrapped, 'toString') ? wrapped : (namespace as QrcodeModule)
}
