import { readFile, rm, writeFile } from 'node:fs/promises'
import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { build, defineConfig } from 'tsup'
import type { Plugin } from 'esbuild'
import { injectLibrarySuiteCss, nameFilesByContent, RUNTIME_ENTRY } from './scripts/build-lib-css.js'
import { assetUrlPlugin } from './scripts/lib-asset-url.js'
import { elementEntries, LIB_MANIFEST, LIB_OUT_DIR, LOADER_FILE, type LibBuildManifest } from './scripts/lib-elements.js'

export { elementEntries, LIB_OUT_DIR }

const HASHED = '[A-Z0-9]{8}'

/** The emitted file of each entry: esbuild names it `<entry>-<hash>.js`. */
function emittedEntries(outDir: string, names: string[]): Record<string, string> {
  const files = readdirSync(outDir)
  return Object.fromEntries(
    names.map((name) => {
      const pattern = new RegExp(`^${name.replace(/[-]/g, '\\-')}-${HASHED}\\.js$`)
      const matches = files.filter((file) => pattern.test(file))
      if (matches.length !== 1) throw new Error(`expected one emitted file for entry ${name} in ${outDir}, found ${matches.join(', ') || 'none'}`)
      return [name, matches[0]]
    }),
  )
}

/**
 * `virtual:fair-elements` for the loader: a literal `import('./<file>')` per tag, so that a bundler consuming the
 * published package still sees (and copies) the element chunks; the chunks themselves stay external.
 */
function elementTablePlugin(elements: Record<string, string>): Plugin {
  const contents = `export default {\n${Object.entries(elements)
    .map(([tag, file]) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`./${file}`)}),`)
    .join('\n')}\n}\n`
  return {
    name: 'fair-element-table',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^virtual:fair-elements$/ }, () => ({ path: 'fair-elements', namespace: 'fair-elements' }))
      esbuild.onLoad({ filter: /.*/, namespace: 'fair-elements' }, () => ({ contents, loader: 'js' }))
      esbuild.onResolve({ filter: /^\.\/[\w.-]+\.js$/, namespace: 'fair-elements' }, (args) => ({ path: args.path, external: true }))
    },
  }
}

/** Builds dist/lib/fair.js, the loader, once the element chunks have their final names. */
async function buildLoader(outDir: string, elements: Record<string, string>) {
  await build({
    entry: { [LOADER_FILE.replace(/\.js$/, '')]: 'packages/elements/src/fair.ts' },
    outDir,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    splitting: false,
    treeshake: true,
    minify: true,
    clean: false,
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
    esbuildPlugins: [elementTablePlugin(elements)],
    esbuildOptions(options) {
      options.legalComments = 'none'
    },
  })
}

/**
 * The chunks that hold one language's texts (`*.cn.ts`, `*.en.ts` behind core/i18n's loaders), by their final names,
 * from esbuild's metafile, which is then removed: it describes the build, it is not part of the library.
 */
async function textChunksByLanguage(outDir: string, renamed: ReadonlyMap<string, string>): Promise<LibBuildManifest['texts']> {
  const metafilePath = join(outDir, 'metafile-esm.json')
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> }
  await rm(metafilePath)
  const texts: LibBuildManifest['texts'] = { cn: [], en: [] }
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    const sources = Object.keys(inputs)
    const language = (['cn', 'en'] as const).find((code) => sources.length > 0 && sources.every((source) => source.endsWith(`.${code}.ts`)))
    if (!language || !output.endsWith('.js')) continue
    const file = basename(output)
    texts[language].push(renamed.get(file) ?? file)
  }
  return texts
}

const elements = elementEntries()

export default defineConfig({
  entry: { [RUNTIME_ENTRY]: 'scripts/build-runtime-entry.ts', ...elements },
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
  // Read in onSuccess to tell which chunks hold one language's texts (bench:size counts the visitor's language).
  metafile: true,
  // The elements go on pages that have none of our dependencies: bundle everything.
  noExternal: [/./],
  env: { NODE_ENV: 'production' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), assetUrlPlugin(LIB_OUT_DIR)],
  esbuildOptions(options) {
    // Every file but the loader carries its content hash, so the server can let browsers cache it for good.
    options.entryNames = '[name]-[hash]'
    options.chunkNames = 'chunk-[hash]'
    options.legalComments = 'none'
  },
  async onSuccess() {
    const { chunk, cssBytes } = await injectLibrarySuiteCss(LIB_OUT_DIR)
    const renamed = await nameFilesByContent(LIB_OUT_DIR)
    console.log(`suite CSS (${cssBytes} bytes) injected into ${LIB_OUT_DIR}/${renamed.get(chunk) ?? chunk}`)
    const entries = emittedEntries(LIB_OUT_DIR, [RUNTIME_ENTRY, ...Object.keys(elements)])
    const { [RUNTIME_ENTRY]: runtime, ...elementFiles } = entries
    await buildLoader(LIB_OUT_DIR, elementFiles)
    const texts = await textChunksByLanguage(LIB_OUT_DIR, renamed)
    const manifest: LibBuildManifest = { loader: LOADER_FILE, runtime, elements: elementFiles, texts }
    await writeFile(LIB_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
    console.log(`loader ${join(LIB_OUT_DIR, LOADER_FILE)} defines ${Object.keys(elementFiles).join(', ')}`)
  },
})
