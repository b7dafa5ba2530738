import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import type { Plugin } from 'esbuild'

const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()

/**
 * `import url from 'some/file.mjs?url'` in the library build, as Vite does it in the app build: the file is copied
 * beside the chunks under a content-hashed `.js` name (cached for good and served as JavaScript under /lib/), and
 * the import is its URL, resolved against the importing chunk's own URL so it holds on any host page. Used for the
 * pdf.js worker, which must stay a file of its own to run in a Worker.
 */
export function assetUrlPlugin(outDir: string): Plugin {
  return {
    name: 'fair-asset-url',
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?url$/ }, (args) => {
        const request = args.path.replace(/\?url$/, '')
        const require = createRequire(join(args.resolveDir || process.cwd(), 'noop.js'))
        return { path: require.resolve(request), namespace: 'fair-asset-url' }
      })
      esbuild.onLoad({ filter: /.*/, namespace: 'fair-asset-url' }, (args) => {
        const bytes = readFileSync(args.path)
        const name = `${basename(args.path).replace(/\.[cm]?js$/, '').replace(/[^\w]+/g, '.')}-${contentHash(bytes)}.js`
        mkdirSync(outDir, { recursive: true })
        writeFileSync(join(outDir, name), bytes)
        return { contents: `export default new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href`, loader: 'js', resolveDir: dirname(args.path) }
      })
    },
  }
}
