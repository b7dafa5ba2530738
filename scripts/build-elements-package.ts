// npm run build:elements (also packages/elements' prepack, so `npm pack` there always packs a fresh build)
// Fills packages/elements/dist with the library build and the typings generated from custom-elements.json:
//   dist/lib/…              fair.js (the package's main entry) and the content-hashed element chunks behind it
//   dist/elements/<tag>.js  `import '@fairpass/elements/<tag>'`: defines one element eagerly
//   dist/index.d.ts         loader exports, element interfaces, HTMLElementTagNameMap and event maps
//   dist/react.d.ts, dist/vue.d.ts   JSX intrinsic elements and Vue global components
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Package } from 'custom-elements-manifest/schema'
import { elementsOf } from './elements-manifest.js'
import { renderElementModuleTypes, renderIndexTypes, renderReactTypes, renderVueTypes } from './elements-types.js'
import { LIB_MANIFEST, LIB_OUT_DIR, type LibBuildManifest } from './lib-elements.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const PACKAGE_DIR = join(ROOT, 'packages/elements')

export function buildElementsPackage({ buildLibrary = true } = {}): void {
  if (buildLibrary) {
    const tsup = spawnSync('npx', ['tsup'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    if (tsup.status !== 0) throw new Error(`tsup failed (${tsup.status ?? tsup.signal})`)
  }
  const built = JSON.parse(readFileSync(join(ROOT, LIB_MANIFEST), 'utf8')) as LibBuildManifest
  const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'custom-elements.json'), 'utf8')) as Package

  const dist = join(PACKAGE_DIR, 'dist')
  rmSync(dist, { recursive: true, force: true })
  mkdirSync(join(dist, 'elements'), { recursive: true })
  cpSync(join(ROOT, LIB_OUT_DIR), join(dist, 'lib'), { recursive: true })

  writeFileSync(join(dist, 'index.d.ts'), renderIndexTypes(manifest))
  writeFileSync(join(dist, 'react.d.ts'), renderReactTypes(manifest))
  writeFileSync(join(dist, 'vue.d.ts'), renderVueTypes(manifest))
  // The typing-only entries need a module to resolve to at run time too.
  writeFileSync(join(dist, 'types-only.js'), 'export {}\n')
  for (const element of elementsOf(manifest)) {
    const tag = element.tagName!
    const file = built.elements[tag]
    if (!file) throw new Error(`custom-elements.json lists <${tag}>, the library build does not: run npm run elements:manifest`)
    writeFileSync(join(dist, 'elements', `${tag}.js`), `export * from '../lib/${file}'\n`)
    writeFileSync(join(dist, 'elements', `${tag}.d.ts`), renderElementModuleTypes(element))
  }
  const undocumented = Object.keys(built.elements).filter((tag) => !elementsOf(manifest).some((element) => element.tagName === tag))
  if (undocumented.length) throw new Error(`not in custom-elements.json: ${undocumented.join(', ')}: run npm run elements:manifest`)
  if (!existsSync(join(dist, 'lib', built.loader))) throw new Error(`the library build has no ${built.loader}`)
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  // FAIRPASS_LIB_BUILT: the caller (the elements tests' global setup) has just built dist/lib.
  buildElementsPackage({ buildLibrary: !process.argv.includes('--no-build') && process.env.FAIRPASS_LIB_BUILT !== '1' })
  // stderr: npm pack --json (which runs this as prepack) keeps stdout for its JSON.
  console.error(`packages/elements/dist is ready: cd packages/elements && npm pack`)
}
