// The library build itself (npm run build:lib), as the server serves it at /lib/: the loader, the names, and the
// QR code library's chunk, which esbuild wraps differently from vite.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { qrcodeExports } from '../../ui/src/QrCode/qr'
import { elementSources, type LibBuildManifest } from '../../../scripts/lib-elements'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const LIB = join(ROOT, 'dist/lib')
let built: LibBuildManifest
let files: string[]

const read = (file: string) => readFileSync(join(LIB, file), 'utf8')
// Only what an import statement or import() names: a bundled library's own require("./x.js") inside a chunk (exceljs's
// browser build) names a module of that bundle, no file.
const relativeImports = (code: string) => [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1])

// build.setup.ts has built dist/lib once for the whole project.
beforeAll(() => {
  built = JSON.parse(readFileSync(join(ROOT, 'dist/lib-build.json'), 'utf8')) as LibBuildManifest
  files = readdirSync(LIB)
})

describe('library build', () => {
  it('has one loader with a stable name; every other file carries a content hash', () => {
    expect(built.loader).toBe('fair.js')
    expect(files.filter((file) => !/-[A-Z0-9]{8}\.js$/.test(file))).toEqual(['fair.js'])
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([])
  })

  it('loader: every element from packages/, imported lazily, no React, within 5 kB gzip', () => {
    const loader = read('fair.js')
    expect(Object.keys(built.elements).sort()).toEqual(elementSources().map((source) => source.tag).sort())
    for (const [tag, file] of Object.entries(built.elements)) {
      expect(file).toMatch(new RegExp(`^${tag}-[A-Z0-9]{8}\\.js$`))
      expect(loader).toContain(`import('./${file}')`)
    }
    // Only the element entries, and only dynamically: the loader itself pulls in nothing.
    expect(loader).not.toMatch(/^import\s|[;}]import\s*[{*"']/m)
    expect(loader).not.toMatch(/react|createElement|useState/i)
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThanOrEqual(5_000)
  })

  it('the loader can be imported where there is no DOM (server-side rendering of a host) and defines nothing', async () => {
    const loader = await import(pathToFileURL(join(LIB, built.loader)).href)
    expect([...loader.tags].sort()).toEqual(Object.keys(built.elements).sort())
    await expect(loader.load('fair-wallet')).rejects.toThrow(/only be defined in a browser/)
  })

  it('every relative import names a file that is there', () => {
    // The pdf.js worker is a worker script, not a module of the graph: its "./qcms_bg.js" names a WebAssembly
    // module's imports, no file. Its own address is checked where the preview chunk refers to it.
    const modules = files.filter((file) => file.endsWith('.js') && !/^pdf\.worker\b/.test(file))
    const missing = modules.flatMap((file) => relativeImports(read(file)).filter((target) => !files.includes(target)))
    expect(missing).toEqual([])
  })

  it('the pdf.js worker is a file of its own, addressed from the chunk that uses it', () => {
    const worker = files.find((file) => /^pdf\.worker\.min-[A-Z0-9]{8}\.js$/.test(file))
    expect(worker).toBeDefined()
    expect(files.filter((file) => read(file).includes(`new URL("./${worker}",import.meta.url)`))).toHaveLength(1)
  })

  it("the QR code chunk gives qrcode's API through qrcodeExports and draws an SVG", async () => {
    const caller = files.find((file) => read(file).includes('errorCorrectionLevel:"M"'))
    expect(caller).toBeDefined()
    // renderQrSvg: `…await import('./chunk-X.js'));return a(t,{type:"svg",errorCorrectionLevel:"M",…`
    const qrChunk = /import\(['"]\.\/([\w-]+\.js)['"]\)\)?;return [^;]*errorCorrectionLevel:"M"/.exec(read(caller!))?.[1]
    expect(qrChunk).toBeDefined()
    const namespace = await import(pathToFileURL(join(LIB, qrChunk!)).href)
    // What broke: esbuild's chunk exports the CommonJS module only as default.
    expect(namespace.toString).toBeUndefined()
    const svg = await qrcodeExports(namespace).toString('FP-1002-000042', { type: 'svg' })
    expect(svg).toMatch(/^<svg/)
  })
})
