import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUDGETS, isLoadedApart, loginRouteFiles, measure } from '../../../scripts/bench-size'

const work = mkdtempSync(join(tmpdir(), 'fairpass-bench-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A minimal app build and library build; `loader` is the loader's source. */
function fixture(name: string, loader: string) {
  const app = join(work, name, 'app')
  const lib = join(work, name, 'lib')
  mkdirSync(join(app, '.vite'), { recursive: true })
  mkdirSync(lib, { recursive: true })
  writeFileSync(join(app, 'index.html'), '<script type="module" src="/assets/index-1.js"></script>')
  mkdirSync(join(app, 'assets'))
  writeFileSync(join(app, 'assets/index-1.js'), 'console.log(1)')
  writeFileSync(join(app, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }))
  writeFileSync(join(lib, 'fair.js'), loader)
  writeFileSync(join(lib, 'runtime-AAAAAAAA.js'), 'export const runtime = 1')
  // The element's texts: one module per language behind import() (core/i18n).
  writeFileSync(join(lib, 'fair-wallet-BBBBBBBB.js'), 'import "./runtime-AAAAAAAA.js";const texts={cn:()=>import("./chunk-CCCCCCCC.js"),en:()=>import("./chunk-DDDDDDDD.js")}')
  writeFileSync(join(lib, 'chunk-CCCCCCCC.js'), 'export default {wallet:{title:"票夹"}}')
  writeFileSync(join(lib, 'chunk-DDDDDDDD.js'), 'export default {wallet:{title:"Wallet"}}')
  const manifest = join(work, name, 'lib-build.json')
  writeFileSync(manifest, JSON.stringify({ loader: 'fair.js', runtime: 'runtime-AAAAAAAA.js', elements: { 'fair-wallet': 'fair-wallet-BBBBBBBB.js' }, texts: { cn: ['chunk-CCCCCCCC.js'], en: ['chunk-DDDDDDDD.js'] } }))
  return measure(app, lib, manifest)
}

describe('bench:size', () => {
  it('reports the loader against its 5 kB budget', () => {
    const report = fixture('small', 'export const tags = ["fair-wallet"]')
    expect(report.loader).toMatchObject({ budget: BUDGETS.loader })
    expect(report.loader.gzip).toBeLessThan(100)
    expect(report.failures).toEqual([])
  })

  it("counts one language's texts in an element's pages: a visitor fetches the other only on a switch", () => {
    const wallet = fixture('texts', 'export const tags = ["fair-wallet"]').elements.find((entry) => entry.name.startsWith('fair-wallet'))!
    expect(wallet.lazy?.map((file) => file.file)).toEqual(['chunk-CCCCCCCC.js'])
  })

  it("counts the login route's texts in one language, whether each module is a chunk or one chunk holds them all", () => {
    const app = join(work, 'app-texts')
    mkdirSync(join(app, '.vite'), { recursive: true })
    writeFileSync(join(app, 'index.html'), '<script type="module" src="/assets/index-1.js"></script>')
    writeFileSync(
      join(app, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_startup-2.js'] },
        '_startup-2.js': { file: 'assets/startup-2.js', dynamicImports: ['_texts.cn-3.js', '_texts.en-4.js', '../core/core-messages.cn.ts', '../core/core-messages.en.ts', 'Page.tsx'] },
        '_texts.cn-3.js': { file: 'assets/texts.cn-3.js', name: 'texts.cn' },
        '_texts.en-4.js': { file: 'assets/texts.en-4.js', name: 'texts.en' },
        '../core/core-messages.cn.ts': { file: 'assets/core-messages.cn-5.js', name: 'core-messages.cn', isDynamicEntry: true },
        '../core/core-messages.en.ts': { file: 'assets/core-messages.en-6.js', name: 'core-messages.en', isDynamicEntry: true },
        'Page.tsx': { file: 'assets/Page-7.js', name: 'Page', isDynamicEntry: true },
      }),
    )
    expect(loginRouteFiles(app).sort()).toEqual(['assets/core-messages.cn-5.js', 'assets/index-1.js', 'assets/startup-2.js', 'assets/texts.cn-3.js'])
  })

  it('fails when the loader is over budget', () => {
    // Random bytes do not compress: 6 kB of them stay over 5 kB gzip.
    const report = fixture('large', `export const padding = "${randomBytes(6_000).toString('base64')}"`)
    expect(report.failures.join()).toMatch(/^loader .* > 5\.0 kB/)
  })

  it('leaves pdf.js (its library chunk and its worker) out of an element with all its pages', () => {
    expect(isLoadedApart('pdf.worker.min-ABCDEFGH.js', '')).toBe(true)
    expect(isLoadedApart('chunk-ABCDEFGH.js', 'var e=class{static workerSrc};GlobalWorkerOptions.workerSrc=a')).toBe(true)
    expect(isLoadedApart('chunk-ABCDEFGH.js', 'export const page = 1')).toBe(false)
    expect(BUDGETS.wholeElement['fair-invoice']).toBe(20_000)
    expect(BUDGETS.wholeElement['fair-exhibitor-portal']).toBe(60_000)
  })
})
