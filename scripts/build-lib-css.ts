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
 * Renames every hashed file (`<name>-<hash>.js`) after its final content and rewrites the imports that name it.
 * esbuild hashes before the suite CSS goes in, so a style-only change would otherwise change a chunk's content under
 * an old name, and an entry importing a renamed chunk would change under its old name too: with immutable caching,
 * a browser would keep the stale file for a year.
 *
 * A file's name must change whenever anything it loads changes, so names are given dependencies first. Chunks that
 * load each other (a store that imports its actions lazily, the actions importing the store) cannot each wait for
 * the other's name: such a group (a strongly connected component) is hashed as one, over its members' texts with
 * their names inside the group blanked, and each member is named after that group hash and its own text.
 */
export async function nameFilesByContent(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir)).filter((file) => /^.+-[A-Z0-9]{8}\.js$/.test(file)).sort()
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(outDir, file), 'utf8')] as const)))
  const references = new Map(files.map((file) => [file, files.filter((other) => other !== file && sources.get(file)!.includes(`./${other}`))]))
  const finalName = new Map<string, string>()
  const blank = (text: string, group: readonly string[]) => group.reduce((result, member) => result.split(`./${member}`).join('./\u0000'), text)

  for (const group of stronglyConnectedGroups(files, references)) {
    // Every file outside the group that a member loads already has its final name (groups come dependencies first).
    for (const member of group) {
      let text = sources.get(member)!
      for (const target of references.get(member)!) if (!group.includes(target)) text = text.split(`./${target}`).join(`./${finalName.get(target)!}`)
      sources.set(member, text)
    }
    const groupHash = group.length === 1 ? '' : contentHash(group.map((member) => blank(sources.get(member)!, group)).join('\u0001'))
    for (const member of group) finalName.set(member, member.replace(/-[A-Z0-9]{8}\.js$/, `-${contentHash(groupHash + blank(sources.get(member)!, group))}.js`))
    for (const member of group) {
      let text = sources.get(member)!
      for (const other of group) if (other !== member) text = text.split(`./${other}`).join(`./${finalName.get(other)!}`)
      sources.set(member, text)
    }
  }
  await Promise.all(files.map((file) => rm(join(outDir, file))))
  await Promise.all(files.map((file) => writeFile(join(outDir, finalName.get(file)!), sources.get(file)!)))
  return finalName
}

/** Tarjan's strongly connected components, each emitted after every component it references. */
function stronglyConnectedGroups(nodes: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      groups.push(group.sort())
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return groups
}
