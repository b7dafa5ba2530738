import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Packages that are the runtime or the server, not areas: core's element/ is the wrapper, not an element. */
const NOT_AREAS = new Set(['core', 'ui', 'server', 'elements'])

export interface ElementSource {
  /** The custom element's tag, read from the element module itself. */
  tag: string
  /** Package folder under packages/. */
  folder: string
  /** Path of the module whose import defines the element. */
  source: string
}

/**
 * The tag an element module defines: `defineAreaElement({ tag: 'fair-x', … })` or the older
 * `defineFairElement('fair-x', …)`. Read from the source text so the build needs no list kept by hand.
 */
export function tagOf(source: string): string | undefined {
  const match =
    /defineAreaElement\s*\(\s*\{[\s\S]*?\btag\s*:\s*['"]([a-z][a-z0-9]*-[a-z0-9-]*)['"]/.exec(source) ??
    /defineFairElement\s*\(\s*['"]([a-z][a-z0-9]*-[a-z0-9-]*)['"]/.exec(source)
  return match?.[1]
}

/** Every area package that defines an element (`packages/<area>/src/element.ts` or `…/element/index.ts`), by folder. */
export function elementSources(packagesDir = 'packages'): ElementSource[] {
  const found: ElementSource[] = []
  for (const folder of readdirSync(packagesDir).sort()) {
    if (NOT_AREAS.has(folder)) continue
    const source = [join(packagesDir, folder, 'src/element.ts'), join(packagesDir, folder, 'src/element/index.ts')].find(existsSync)
    if (!source) continue
    const tag = tagOf(readFileSync(source, 'utf8'))
    if (!tag) throw new Error(`${source} defines no element tag that the build can read (defineAreaElement({ tag: 'fair-…' }))`)
    found.push({ tag, folder, source })
  }
  return found
}

/** tsup entries: one per element, named after its tag (dist/lib/fair-ticket-buy-<hash>.js). */
export function elementEntries(packagesDir = 'packages'): Record<string, string> {
  return Object.fromEntries(elementSources(packagesDir).map(({ tag, source }) => [tag, source]))
}

/** What the library build produced, written beside (not inside) the served folder for the size bench and the package. */
export interface LibBuildManifest {
  loader: string
  runtime: string
  /** Tag → entry file in the library folder. */
  elements: Record<string, string>
  /** The chunks holding one language's texts: a visitor fetches those of the language they read. */
  texts: { cn: string[]; en: string[] }
}

export const LIB_OUT_DIR = 'dist/lib'
export const LIB_MANIFEST = 'dist/lib-build.json'
export const LOADER_FILE = 'fair.js'
