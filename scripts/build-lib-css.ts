import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { containsSuiteCssMarker, dedupeCss, injectSuiteCss } from './suite-css.js'

/** The library build's shared runtime entry name (dist/lib/runtime-<hash>.js). */
export const RUNTIME_ENTRY = 'runtime'

const isRuntimeCss = (file: string) => file === `${RUNTIME_ENTRY}.css` || new RegExp(`^${RUNTIME_ENTRY}-[A-Z0-9]{8}\\.css$`).test(file)

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
    .sort((first, second) => Number(isRuntimeCss(second)) - Number(isRuntimeCss(first)) || first.localeCompare(second))
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
  // Entries are named `<entry>-<hash>.js` and chunks `chunk-<hash>.js`: either may hold the marker.
  const hashed = /^(.+-)[A-Z0-9]{8}\.js$/.exec(holder)
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

/**
 * Renames every hashed file (`<name>-<hash>.js`) after its final content and rewrites the imports that name it,
 * until no name changes. esbuild hashes before the suite CSS goes in, so a style-only change would otherwise
 * change a chunk's content under an old name, and an entry importing a renamed chunk would change under its old
 * name too: with immutable caching, a browser would keep the stale file for a year.
 */
export async function nameFilesByContent(outDir: string, maxRounds = 20): Promise<Map<string, string>> {
  const files = (await readdir(outDir)).filter((file) => /^.+-[A-Z0-9]{8}\.js$/.test(file))
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)))
  const renamed = new Map(files.map((file) => [file, file]))
  for (let round = 0; round < maxRounds; round++) {
    let changed = false
    for (const file of [...sources.keys()]) {
      // Read afresh: an earlier rename in this round may have rewritten this file's imports.
      const source = sources.get(file)!
      const wanted = file.replace(/-[A-Z0-9]{8}\.js$/, `-${contentHash(source)}.js`)
      if (wanted === file) continue
      changed = true
      sources.delete(file)
      sources.set(wanted, source)
      for (const [original, current] of renamed) if (current === file) renamed.set(original, wanted)
      for (const [other, text] of sources) {
        if (text.includes(`./${file}`)) sources.set(other, text.split(`./${file}`).join(`./${wanted}`))
      }
    }
    if (!changed) {
      await Promise.all(files.map((file) => rm(join(outDir, file))))
      await Promise.all([...sources].map(([file, text]) => writeFile(join(outDir, file), text)))
      return renamed
    }
  }
  throw new Error(`file names in ${outDir} did not settle after ${maxRounds} rounds (import cycle between chunks?)`)
}
