import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'
import { injectLibrarySuiteCss, RUNTIME_ENTRY } from './scripts/build-lib-css.js'

export const LIB_OUT_DIR = 'dist/lib'

/** Packages that are the runtime or the server, not areas: core's element/ is the wrapper, not an element. */
const NOT_AREAS = new Set(['core', 'ui', 'server'])

/**
 * One entry per area package that defines an element (`packages/<area>/src/element.ts` or `…/element/index.ts`),
 * named after the package: `@fairpass/registration` → dist/lib/registration.js.
 */
export function elementEntries(packagesDir = 'packages'): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const folder of readdirSync(packagesDir).sort()) {
    if (NOT_AREAS.has(folder)) continue
    const source = [join(packagesDir, folder, 'src/element.ts'), join(packagesDir, folder, 'src/element/index.ts')].find(existsSync)
    if (!source) continue
    const { name } = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as { name: string }
    entries[name.replace(/^@[^/]+\//, '')] = source
  }
  return entries
}

export default defineConfig({
  entry: { [RUNTIME_ENTRY]: 'scripts/build-runtime-entry.ts', ...elementEntries() },
  outDir: LIB_OUT_DIR,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  // All elements share one copy of React, core and ui; a second copy would split the session bus.
  splitting: true,
  treeshake: true,
  minify: true,
  clean: true,
  dts: false,
  sourcemap: false,
  // The elements go on pages that have none of our dependencies: bundle everything.
  noExternal: [/./],
  env: { NODE_ENV: 'production' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.chunkNames = 'chunk-[hash]'
    options.legalComments = 'none'
  },
  async onSuccess() {
    const { chunk, cssBytes } = await injectLibrarySuiteCss(LIB_OUT_DIR)
    console.log(`suite CSS (${cssBytes} bytes) injected into ${LIB_OUT_DIR}/${chunk}`)
  },
})
