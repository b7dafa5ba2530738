import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'
import { containsSuiteCssMarker, dedupeCss, injectSuiteCss } from './suite-css.js'

type OutputAsset = Rollup.OutputAsset

const VANILLA_CSS = /\.vanilla\.css$/

/**
 * Injects the app build's CSS into the runtime chunk as the suite stylesheet of every shadow root.
 *
 * The CSS is only complete in generateBundle, after chunk hashes were fixed; so the marker chunk's hash is
 * augmented with a digest of every vanilla-extract stylesheet, otherwise a change of styles alone would ship new
 * content under an old, immutably cached file name.
 */
export function suiteCssPlugin(): Plugin {
  const stylesheets = new Map<string, string>()
  let isBuild = false
  return {
    name: 'fairpass:suite-css',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    transform(code, id) {
      // enforce 'pre': sees the raw CSS vanilla-extract produced, before vite turns it into a module.
      if (isBuild && VANILLA_CSS.test(id.split('?')[0])) stylesheets.set(id, code)
      return null
    },
    augmentChunkHash(chunk) {
      if (!Object.keys(chunk.modules).some((id) => id.includes('/core/src/element/suiteStyles'))) return
      const digest = createHash('sha256')
      for (const id of [...stylesheets.keys()].sort()) digest.update(id).update('\0').update(stylesheets.get(id)!)
      return digest.digest('hex')
    },
    // Every style lives in the shadow roots' adopted sheet, so the stylesheet links vite adds to the pages would
    // only block their first paint.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return isBuild ? html.replace(/\s*<link rel="stylesheet"[^>]*href="[^"]*\/assets\/[^"]+\.css"[^>]*>/g, '') : html
      },
    },
    generateBundle(_options, bundle) {
      if (!isBuild) return
      const css = dedupeCss(cssInLoadOrder(bundle).map((fileName) => String((bundle[fileName] as OutputAsset).source)))
      const markerChunks = Object.values(bundle).filter((output) => output.type === 'chunk' && containsSuiteCssMarker(output.code))
      if (markerChunks.length > 1) {
        throw new Error(`suite CSS marker in ${markerChunks.length} chunks: the element runtime is duplicated`)
      }
      for (const chunk of markerChunks) {
        if (chunk.type === 'chunk') chunk.code = injectSuiteCss(chunk.code, css, chunk.fileName)
      }
    },
  }
}

/**
 * The bundle's CSS files in the order the browser would apply them: per entry, the CSS of its static imports
 * before its own, then that of its lazily loaded chunks. Rules of equal specificity rely on that order.
 */
export function cssInLoadOrder(bundle: Rollup.OutputBundle): string[] {
  const ordered: string[] = []
  const visited = new Set<string>()
  const visit = (fileName: string) => {
    if (visited.has(fileName)) return
    visited.add(fileName)
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk') return
    for (const imported of chunk.imports) visit(imported)
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!ordered.includes(css)) ordered.push(css)
    for (const imported of chunk.dynamicImports) visit(imported)
  }
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName)
  for (const output of Object.values(bundle)) {
    if (output.type === 'asset' && output.fileName.endsWith('.css') && !ordered.includes(output.fileName)) ordered.push(output.fileName)
  }
  return ordered
}
