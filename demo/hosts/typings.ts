// `npm run typecheck` runs this first (pretypecheck): the framework hosts in demo/hosts import the typings of
// @fairpass/elements, which live in packages/elements/dist (generated, not committed). The full package is built by
// `npm run build:elements` (tsup + typings); this writes only the .d.ts files from custom-elements.json, with the
// same generator, so type-checking neither needs nor touches the library build. Skipped when they are up to date.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Package } from 'custom-elements-manifest/schema'
import { renderIndexTypes, renderReactTypes, renderVueTypes } from '../../scripts/elements-types.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PACKAGE_DIR = join(ROOT, 'packages/elements')
const MANIFEST = join(PACKAGE_DIR, 'custom-elements.json')
const DIST = join(PACKAGE_DIR, 'dist')

const files: Record<string, (manifest: Package) => string> = {
  'index.d.ts': renderIndexTypes,
  'react.d.ts': renderReactTypes,
  'vue.d.ts': renderVueTypes,
}

const manifestTime = statSync(MANIFEST).mtimeMs
const stale = Object.keys(files).filter((name) => !existsSync(join(DIST, name)) || statSync(join(DIST, name)).mtimeMs < manifestTime)
if (stale.length) {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Package
  mkdirSync(DIST, { recursive: true })
  for (const name of stale) writeFileSync(join(DIST, name), files[name](manifest))
  // The typing-only entries (./react, ./vue) resolve to this module at run time.
  if (!existsSync(join(DIST, 'types-only.js'))) writeFileSync(join(DIST, 'types-only.js'), 'export {}\n')
}
