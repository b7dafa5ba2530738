import sharp from 'sharp'
import { admin } from './admin'

/*
 * What the exhibitor portal's journeys need besides the pages: a fresh company made by the organiser's CLI (so each
 * run and language has its own, with a first-login password), its caps, the organiser's review, and image files made
 * at test time with sharp (noise does not compress, so a picture's size in bytes is what its pixels make it).
 */

export const EXHIBITION = '1020'

export interface Company {
  deptId: string
  account: string
  password: string
}

let made = 0
export async function createCompany(label: string): Promise<Company> {
  const stamp = `${Date.now().toString(36)}${made++}`
  const account = `exh-${label}-${stamp}@e2e.example`
  const out = await admin(
    'exhibitor-create',
    '--exhibition', EXHIBITION,
    '--name-cn', `测试机械${stamp}`,
    '--name-en', `Test Machinery ${stamp}`,
    '--full-name-cn', `福州测试机械有限公司${stamp}`,
    '--account', account,
    '--booth', `9H:${stamp.slice(-6).toUpperCase()}:standard:12`,
  )
  const deptId = /Company ([0-9a-f-]{36}) created/.exec(out)?.[1]
  const password = /First-login password[^:]*: (\S+)/.exec(out)?.[1]
  if (!deptId || !password) throw new Error(`exhibitor-create answered: ${out}`)
  return { deptId, account, password }
}

export const setProductCap = (company: Company, cap: number) => admin('exhibitor-caps', '--exhibition', EXHIBITION, '--dept', company.deptId, '--product-cap', String(cap))

/** Approves every pending badge of the company, as the organiser does from the CLI; answers how many. */
export async function approvePendingBadges(company: Company): Promise<number> {
  const out = await admin('exhibitor-submissions', '--exhibition', EXHIBITION, '--state', 'pending', '--json')
  const ids = (JSON.parse(out) as { kind: string; id: string; deptId: string }[]).filter((row) => row.kind === 'credential' && row.deptId === company.deptId).map((row) => row.id)
  for (const id of ids) await admin('exhibitor-approve', '--exhibition', EXHIBITION, '--kind', 'credential', '--id', id)
  return ids.length
}

/** A png of random pixels: `side`² × 3 bytes that do not compress, so its size is about that. */
export async function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer()
}

/** A 600×350 logo (a gradient with some noise) of a size the rule accepts. */
export async function goodLogo(): Promise<Buffer> {
  const width = 600
  const height = 350
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      // Grain on a gradient: enough detail that the jpg stays above the 10 KB floor, far below 1 MB.
      pixels[i] = Math.floor((x / width) * 190) + Math.floor(Math.random() * 60)
      pixels[i + 1] = Math.floor((y / height) * 170) + Math.floor(Math.random() * 60)
      pixels[i + 2] = 120 + Math.floor(Math.random() * 80)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer()
}

/** A product photo: 800×600 jpg. */
export async function productPhoto(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).jpeg({ quality: 85 }).toBuffer()
}
