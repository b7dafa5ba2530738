// npm run bench:size [-- --no-build] [-- --json]
// Gzip sizes of what users download: the app's login route (vite build), and from the library build (tsup) the
// loader every host page loads, the shared runtime and the per-element chunks. Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { LIB_MANIFEST, type LibBuildManifest } from './lib-elements.js'

const KB = 1000
/**
 * Budgets in gzip bytes (issue 13: login route 85 kB; the loader 5 kB, since every host page loads it before anything
 * else; an element's own code 35 kB for registration, 30 kB for others). What the login route fetches until the
 * network is idle (100 kB) is measured in a browser by bench:load.
 */
export const BUDGETS = {
  loginRoute: 85 * KB,
  loader: 5 * KB,
  element: { 'fair-registration': 35 * KB } as Record<string, number>,
  otherElement: 30 * KB,
  /**
   * An element with all its pages (own and lazy chunks as one stream, the runtime and what loads apart not counted):
   * issue 14 gives <fair-invoice> 20 kB; issue 16 gives a page of <fair-exhibitor-portal> 45 kB beyond the runtime,
   * and issue 17 (part 2's pages) the whole element 60 kB, each page still within 45 kB.
   */
  wholeElement: { 'fair-invoice': 20 * KB, 'fair-exhibitor-portal': 60 * KB, 'fair-customer-tool': 30 * KB } as Record<string, number>,
}

/**
 * Lazy files that one page loads for itself and no budget counts: pdf.js (its library chunk and its worker), which
 * only /pdfPreview loads (issue 14); the QR decoder (jsQR), loaded when the scanner's camera starts, and the xlsx
 * writer (exceljs), loaded when an export is made (issue 19).
 */
export function isLoadedApart(file: string, code: string): boolean {
  return isWorkerScript(file) || code.includes('GlobalWorkerOptions') || code.includes('.jsQR=') || code.includes('exceljs/exceljs/blob/master/UPGRADE-4.0.md')
}

const isWorkerScript = (file: string) => /^pdf\.worker\b/.test(file)

const APP_DIR = 'demo/dist'
const LIB_DIR = 'dist/lib'

export interface SizedFile {
  file: string
  gzip: number
}

export interface Group {
  name: string
  files: SizedFile[]
  gzip: number
  budget?: number
  /** Loaded later (dynamic imports), reported but not counted against the budget. */
  lazy?: SizedFile[]
  /** Own and lazy files gzipped as one stream: what every page together weighs without per-file framing. */
  togetherGzip?: number
  /** The same without the files loaded apart (pdf.js), and its budget where the element has one. */
  wholeGzip?: number
  wholeBudget?: number
}

export interface Report {
  loginRoute: Group
  /** The page itself: its static login form, inline scripts and the startup CSS the app build puts there. */
  loginPage: Group
  loader: Group
  runtime: Group
  elements: Group[]
  failures: string[]
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length

function sized(dir: string, files: Iterable<string>): SizedFile[] {
  return [...files].map((file) => ({ file, gzip: gzipSize(join(dir, file)) }))
}

function group(name: string, files: SizedFile[], extra: Partial<Group> = {}): Group {
  return { name, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), ...extra }
}

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/**
 * Every JS file demo/index.html loads at startup: its module scripts and modulepreloads, plus their static imports
 * per the vite manifest. Dynamic imports (lazy routes, the QR library) are excluded.
 */
export function loginRouteFiles(appDir: string): string[] {
  const html = readFileSync(join(appDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const startup = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="\/?([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\bhref="\/?([^"]+)"/g),
  ].map((match) => match[1])
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file)
  }
  startup.forEach(visit)
  if (manifest['index.html']) visit(manifest['index.html'].file)
  // The texts the startup code registers are fetched at once in the visitor's language (cn, the default and the
  // larger of the two); the other language's only on a switch.
  for (const file of [...files]) {
    // A texts module is its own chunk, or the app build puts those of one language together (vite.config.ts): the
    // chunk is then named after the language (texts.cn).
    for (const key of byFile.get(file)?.dynamicImports ?? []) {
      if (key.endsWith(`.${COUNTED_LANGUAGE}.ts`) || manifest[key].name?.endsWith(`.${COUNTED_LANGUAGE}`)) visit(manifest[key].file)
    }
  }
  return [...files].filter((file) => file.endsWith('.js'))
}

/** The language whose texts the figures count: a visitor fetches one language's texts, not both. */
export const COUNTED_LANGUAGE = 'cn'

/** Relative imports of an emitted ESM file: static ones and `import()` ones. */
export function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const result = { static: new Set<string>(), dynamic: new Set<string>() }
  for (const match of code.matchAll(/(import\s*\(\s*)?["']\.\/([\w.-]+\.js)["']/g)) {
    ;(match[1] ? result.dynamic : result.static).add(match[2])
  }
  return { static: [...result.static], dynamic: [...result.dynamic] }
}

function staticClosure(dir: string, entry: string): { files: Set<string>; dynamic: Set<string> } {
  const files = new Set<string>()
  const dynamic = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const imports = importsOf(readFileSync(join(dir, file), 'utf8'))
    imports.dynamic.forEach((lazy) => dynamic.add(lazy))
    imports.static.forEach(visit)
  }
  visit(entry)
  return { files, dynamic }
}

/** All files reachable from `roots` through dynamic then static imports, minus `exclude`. */
function lazyClosure(dir: string, roots: Set<string>, exclude: Set<string>): Set<string> {
  const lazy = new Set<string>()
  const pending = [...roots]
  while (pending.length) {
    const file = pending.pop()!
    if (lazy.has(file) || exclude.has(file)) continue
    lazy.add(file)
    // A worker script is loaded by a Worker, not imported: what looks like an import in it is not one (pdf.js's worker
    // names its WebAssembly module's imports "./qcms_bg.js").
    if (isWorkerScript(file)) continue
    const code = readFileSync(join(dir, file), 'utf8')
    // A bundled library's own require("./x.js") (exceljs's browser build) looks like an import but names no chunk.
    if (isLoadedApart(file, code)) continue
    const imports = importsOf(code)
    pending.push(...imports.static, ...imports.dynamic)
  }
  return lazy
}

export function measure(appDir = APP_DIR, libDir = LIB_DIR, libManifest = LIB_MANIFEST): Report {
  const built = JSON.parse(readFileSync(libManifest, 'utf8')) as LibBuildManifest
  const failures: string[] = []
  const loginRoute = group('login route (demo/index.html startup JS)', sized(appDir, loginRouteFiles(appDir)), { budget: BUDGETS.loginRoute })
  if (loginRoute.gzip > BUDGETS.loginRoute) failures.push(`login route ${format(loginRoute.gzip)} > ${format(BUDGETS.loginRoute)}`)
  const loginPage = group('login page HTML (static form, inline scripts, startup CSS)', sized(appDir, ['index.html']))

  // The loader's element chunks are what it lazily imports: counted under each element, not under the loader.
  const loader = group(`loader (${libDir}/${built.loader})`, sized(libDir, [built.loader]), { budget: BUDGETS.loader })
  if (loader.gzip > BUDGETS.loader) failures.push(`loader ${format(loader.gzip)} > ${format(BUDGETS.loader)}`)

  // One language's texts are counted (COUNTED_LANGUAGE); the other's chunks are what a switch fetches.
  const otherLanguage = new Set(built.texts[COUNTED_LANGUAGE === 'cn' ? 'en' : 'cn'])
  const runtimeEntry = built.runtime
  const runtimeClosure = staticClosure(libDir, runtimeEntry)
  const runtimeLazy = lazyClosure(libDir, runtimeClosure.dynamic, new Set([...runtimeClosure.files, ...otherLanguage]))
  const runtime = group(`shared runtime (${libDir}/${runtimeEntry} + chunks)`, sized(libDir, runtimeClosure.files), {
    lazy: sized(libDir, runtimeLazy),
  })

  const elements = Object.entries(built.elements).map(([name, entry]) => {
    const closure = staticClosure(libDir, entry)
    const own = [...closure.files].filter((file) => !runtimeClosure.files.has(file))
    const lazy = lazyClosure(libDir, closure.dynamic, new Set([...runtimeClosure.files, ...closure.files, ...runtimeLazy, ...otherLanguage]))
    const budget = BUDGETS.element[name] ?? BUDGETS.otherElement
    const togetherGzip = gzipSync(Buffer.concat([...own, ...lazy].map((file) => readFileSync(join(libDir, file)))), { level: 9 }).length
    const counted = [...own, ...lazy].filter((file) => !isLoadedApart(file, readFileSync(join(libDir, file), 'utf8')))
    const wholeGzip = gzipSync(Buffer.concat(counted.map((file) => readFileSync(join(libDir, file)))), { level: 9 }).length
    const wholeBudget = BUDGETS.wholeElement[name]
    const result = group(`${name} (own chunks beyond the runtime)`, sized(libDir, own), { budget, lazy: sized(libDir, lazy), togetherGzip, wholeGzip, wholeBudget })
    if (result.gzip > budget) failures.push(`${name} ${format(result.gzip)} > ${format(budget)}`)
    if (wholeBudget !== undefined && wholeGzip > wholeBudget) failures.push(`${name} with its pages ${format(wholeGzip)} > ${format(wholeBudget)}`)
    return result
  })
  return { loginRoute, loginPage, loader, runtime, elements, failures }
}

const format = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

export function renderTable(report: Report): string {
  const lines: string[] = ['Gzip sizes (level 9)', '']
  const row = (label: string, bytes: number, note = '') => lines.push(`${label.padEnd(64)} ${format(bytes).padStart(10)}  ${note}`.trimEnd())
  for (const entry of [report.loginRoute, report.loginPage, report.loader, report.runtime, ...report.elements]) {
    const verdict = entry.budget === undefined ? '' : `budget ${format(entry.budget)}  ${entry.gzip > entry.budget ? 'OVER' : 'ok'}`
    row(entry.name, entry.gzip, verdict)
    for (const file of entry.files) row(`    ${file.file}`, file.gzip)
    for (const file of entry.lazy ?? []) row(`    lazy: ${file.file}`, file.gzip)
    if (entry.lazy?.length && entry.togetherGzip !== undefined) {
      const files = entry.files.length + entry.lazy.length
      const sum = entry.gzip + entry.lazy.reduce((total, file) => total + file.gzip, 0)
      row(`    every page: ${files} files (as one stream ${format(entry.togetherGzip)})`, sum)
    }
    if (entry.wholeGzip !== undefined && entry.wholeGzip !== entry.togetherGzip) {
      const verdict = entry.wholeBudget === undefined ? '' : `budget ${format(entry.wholeBudget)}  ${entry.wholeGzip > entry.wholeBudget ? 'OVER' : 'ok'}`
      row('    every page without what loads apart (pdf.js, jsQR, exceljs), as one stream', entry.wholeGzip, verdict)
    }
  }
  lines.push('', report.failures.length ? `Over budget: ${report.failures.join('; ')}` : 'All budgets met.')
  return lines.join('\n')
}

function run(command: string, args: string[], json: boolean) {
  // With --json, stdout carries only the report.
  const result = spawnSync(command, args, { stdio: ['ignore', json ? process.stderr : 'inherit', 'inherit'] })
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
    process.exit(2)
  }
}

function main() {
  const args = new Set(process.argv.slice(2))
  const json = args.has('--json')
  if (!args.has('--no-build')) {
    run('npx', ['vite', 'build'], json)
    run('npx', ['tsup'], json)
  }
  for (const required of [join(APP_DIR, '.vite/manifest.json'), LIB_MANIFEST]) {
    if (!existsSync(required)) {
      console.error(`${required} is missing: build first or drop --no-build`)
      process.exit(2)
    }
  }
  const report = measure()
  console.log(json ? JSON.stringify(report, null, 2) : renderTable(report))
  process.exitCode = report.failures.length ? 1 : 0
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main()
