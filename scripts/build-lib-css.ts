import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { containsSuiteCssMarker, dedupeCss, injectSuiteCss } from './suite-css.js'

/** The library build's shared runtime entry name (dist/lib/runtime.js). */
export const RUNTIME_ENTRY = 'runtime'

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()

/**
 * tsup's onSuccess step: esbuild writes the vanilla-extract CSS to files no script loads, so their deduplicated
 * text becomes the suite stylesheet inside the one chunk holding the runtime, and the CSS files are removed. The
 * chunk is then renamed after its new content (esbuild hashed it before the CSS went in) and the imports of the
 * other files follow the new name, so a style-only change never reuses a cached file name.
 */
export async function injectLibrarySuiteCss(outDir: string): Promise<{ chunk: string; cssBytes: number }> {
  const files = await readdir(outDir)
  const cssFiles = files
    .filter((file) => file.endsWith('.css'))
    // The runtime's styles first: element styles may build on them at equal specificity.
    .sort((first, second) => Number(second === `${RUNTIME_ENTRY}.css`) - Number(first === `${RUNTIME_ENTRY}.css`) || first.localeCompare(second))
  const css = dedupeCss(await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), 'utf8'))))

  const jsFiles = files.filter((file) => file.endsWith('.js'))
  const sources = new Map(await Promise.all(jsFiles.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)))
  const holders = jsFiles.filter((file) => containsSuiteCssMarker(sources.get(file)!))
  if (holders.length !== 1) {
    throw new Error(`expected the suite CSS marker in exactly one chunk of ${outDir}, found ${holders.length}: ${holders.join(', ')}`)
  }
  const [holder] = holders
  const injected = injectSuiteCss(sources.get(holder)!, css, holder)

  let finalName = holder
  const hashed = /^(chunk-)[A-Z0-9]{8}\.js$/.exec(holder)
  if (hashed) {
    finalName = `${hashed[1]}${contentHash(injected)}.js`
    for (const [file, source] of sources) {
      if (file === holder || !source.includes(holder)) continue
      await writeFile(join(outDir, file), source.split(`./${holder}`).join(`./${finalName}`))
    }
  }
  await writeFile(join(outDir, holder), injected)
  if (finalName !== holder) await rename(join(outDir, holder), join(outDir, finalName))
  await Promise.all(cssFiles.map((file) => rm(join(outDir, file))))
  return { chunk: finalName, cssBytes: Buffer.byteLength(css) }
}
