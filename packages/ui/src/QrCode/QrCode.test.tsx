import { cleanup, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'
import { qrcodeExports, renderQrSvg } from './qr'

afterEach(cleanup)

describe('QrCode', () => {
  it('renders the value as an SVG image named by its label', async () => {
    render(<QrCode value="FP-1002-000042" label="Admission code" size={160} />)
    const image = await screen.findByRole('img', { name: 'Admission code' })
    expect(image.dataset.state).toBe('ready')
    expect(image.querySelector('svg')).not.toBeNull()
    expect(image.style.width).toBe('160px')
  })

  it('draws different codes for different values', async () => {
    const [first, second] = await Promise.all([renderQrSvg('FP-1'), renderQrSvg('FP-2')])
    expect(first).toMatch(/^<svg/)
    expect(first).not.toBe(second)
  })

  it('finds the qrcode API whether the bundler gives named exports or only `default`', async () => {
    const api = await import('qrcode')
    const commonJs = { toString: api.toString } as unknown as typeof api
    // esbuild's code splitting (the library build): the namespace has `default` and nothing else.
    expect(qrcodeExports({ default: commonJs }).toString).toBe(api.toString)
    // vite's build and Node: named exports, `default` beside them.
    expect(qrcodeExports(api).toString).toBe(api.toString)
    expect(qrcodeExports({ toString: api.toString } as unknown as typeof api).toString).toBe(api.toString)
  })

  it('loads the qrcode library only through a dynamic import', () => {
    const here = fileURLToPath(import.meta.url)
    for (const file of ['QrCode.tsx', 'qr.ts']) {
      const source = readFileSync(here.replace(/QrCode\.test\.tsx$/, file), 'utf8')
      expect(source).not.toMatch(/^import[^\n]*['"]qrcode['"]/m)
    }
  })
})
