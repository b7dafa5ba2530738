import { execFile } from 'node:child_process'
import { expect } from '@playwright/test'

/** Runs `npm run admin -- …` against the E2E server, as an organiser would; fails the test on a non-zero exit. */
export function admin(...args: string[]): Promise<string> {
  const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      { env: { ...process.env, FAIRPASS_API: api, FAIRPASS_ADMIN_KEY: '' }, timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`npm run admin -- ${args.join(' ')} failed (${error.code}): ${stderr || stdout}`))
        else resolve(stdout)
      },
    )
  })
}

/** The dark modules of the QR the app draws for `value` (same options as @fairpass/ui's renderQrSvg). */
export async function qrPathFor(value: string): Promise<string> {
  const { toString } = await import('qrcode')
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
  const match = /stroke="#000000" d="([^"]+)"/.exec(svg)
  expect(match).not.toBeNull()
  return match![1]
}
