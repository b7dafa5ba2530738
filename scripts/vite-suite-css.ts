import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'
import { containsSuiteCssMarker, dedupeCss, injectPageSuiteCssReader, injectSuiteCss, lazySuiteCssCall, pageSuiteCssTemplate } from './suite-css.js'

type OutputAsset = Rollup.OutputAsset

/** Stylesheet modules: vanilla-extract's `.vanilla.css` and any other CSS a chunk may carry. */
const CSS_MODULE = /\.css(?:$|\?)/

/** What the plugin needs to know of a chunk; the same whether taken while rendering or from the final bundle. */
export interface ChunkShape {
  isEntry: boolean
  imports: readonly string[]
  moduleIds: readonly string[]
}

/**
 * Puts the app build's CSS into its JavaScript, because vanilla-extract cannot inject styles into shadow roots: the
 * CSS of the chunks loaded at startup replaces the marker in the runtime chunk, and every lazily loaded chunk ends
 * with a call that appends its own CSS to the same suite stylesheet, so a visitor who never opens a dialog or a later
 * page never downloads its styles. The CSS files stay in the output but nothing references them any more: neither
 * the pages nor vite's preload helper, which would otherwise add useless `<link>`s to the document head.
 *
 * The CSS is only known in generateBundle, after chunk hashes were fixed, so augmentChunkHash folds into the runtime
 * chunk's hash the CSS it will receive, and into each lazy chunk's hash its own; otherwise a change of styles alone
 * would ship new content under an old, immutably cached file name.
 */
export interface SuiteCssOptions {
  /**
   * Where the startup CSS goes: 'chunk' into the runtime chunk as a string; 'page' into every HTML page of the build
   * (an inert `<template>` the runtime reads), so the startup script carries no CSS. For builds whose every page is
   * ours (the app); a library's chunks run on pages it does not write.
   */
  startupCss?: 'chunk' | 'page'
}

export function suiteCssPlugin({ startupCss = 'chunk' }: SuiteCssOptions = {}): Plugin {
  const stylesheets = new Map<string, string>()
  let pageCss: string | undefined
  const rendered = new Map<string, ChunkShape & { hasMarker: boolean }>()
  let digests: Map<string, string> | undefined
  let isBuild = false
  return {
    name: 'fairpass:suite-css',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    transform(code, id) {
      // enforce 'pre': sees the raw CSS, before vite turns it into a module.
      if (isBuild && CSS_MODULE.test(id)) stylesheets.set(id, code)
      return null
    },
    renderStart() {
      rendered.clear()
      digests = undefined
      pageCss = undefined
    },
    transformIndexHtml: {
      // 'post' runs in vite's own generateBundle, after this plugin's (enforce 'pre') has set the CSS aside.
      order: 'post',
      handler(html) {
        if (startupCss !== 'page' || pageCss === undefined) return html
        // Last in <body>: module scripts run only once the document is parsed, so they find it there, while the
        // static login form before it is parsed and shown without waiting for these bytes.
        return html.replace(/<\/body>/i, (body) => `${pageSuiteCssTemplate(pageCss!)}${body}`)
      },
    },
    renderChunk(code, chunk) {
      if (isBuild) {
        rendered.set(chunk.fileName, {
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          moduleIds: Object.keys(chunk.modules),
          hasMarker: containsSuiteCssMarker(code),
        })
      }
      return null
    },
    augmentChunkHash(chunk) {
      if (!isBuild) return
      if (!digests) {
        const missing = [...rendered.values()].flatMap((shape) => shape.imports).find((fileName) => !rendered.has(fileName))
        if (missing || !rendered.has(chunk.fileName)) {
          // The digests need the whole chunk graph; hashing without it would silently break cache safety.
          this.error(`suite CSS: chunk hashes requested before every chunk was rendered (${missing ?? chunk.fileName})`)
        }
        digests = suiteCssDigests(rendered, stylesheets)
      }
      const digest = digests.get(chunk.fileName)
      // The runtime chunk's code differs by where its startup CSS goes (the CSS itself, or a reader of the page's).
      return digest !== undefined && rendered.get(chunk.fileName)?.hasMarker ? `${digest}:${startupCss}` : digest
    },
    generateBundle(_options, bundle) {
      if (!isBuild) return
      const markerChunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk' && containsSuiteCssMarker(output.code),
      )
      // A build without the element runtime keeps vite's own CSS handling.
      if (markerChunks.length === 0) return
      if (markerChunks.length > 1) {
        throw new Error(`suite CSS marker in ${markerChunks.length} chunks: the element runtime is duplicated`)
      }
      const cssText = (files: string[]) => dedupeCss(files.map((fileName) => String((bundle[fileName] as OutputAsset).source)))
      const plan = planSuiteCss(bundle)
      const [runtime] = markerChunks
      if (startupCss === 'page') {
        pageCss = cssText(plan.startup)
        runtime.code = injectPageSuiteCssReader(runtime.code, runtime.fileName)
      } else {
        runtime.code = injectSuiteCss(runtime.code, cssText(plan.startup), runtime.fileName)
      }
      for (const [fileName, files] of plan.lazy) {
        const chunk = bundle[fileName] as Rollup.OutputChunk
        // Appended rather than prefixed: the chunk's source map stays valid, and the call still runs before the
        // import() that loads the chunk resolves, so before anything from it renders.
        chunk.code = `${chunk.code}\n${lazySuiteCssCall(cssText(files))}\n`
      }
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.viteMetadata?.importedCss.clear()
      }
    },
  }
}

/** The chunks loaded at startup: the entries and, transitively, what they import statically. */
export function startupChunks(chunks: ReadonlyMap<string, ChunkShape>): Set<string> {
  const startup = new Set<string>()
  const visit = (fileName: string) => {
    if (startup.has(fileName)) return
    startup.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName)
  return startup
}

/** A chunk of stylesheets only: vite deletes it and hands its CSS to the chunks importing it. */
function isCssOnly(chunk: ChunkShape): boolean {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CSS_MODULE.test(id))
}

/**
 * Per lazily loaded chunk, the chunks whose CSS it must bring: itself, after the CSS-only chunks outside startup it
 * imports statically (their CSS has no other way in). Startup and CSS-only chunks are not keys.
 */
export function lazyCssSources(chunks: ReadonlyMap<string, ChunkShape>, startup: ReadonlySet<string>): Map<string, string[]> {
  const sources = new Map<string, string[]>()
  for (const [fileName, chunk] of chunks) {
    if (startup.has(fileName) || isCssOnly(chunk)) continue
    const ordered: string[] = []
    const visit = (imported: string) => {
      const dependency = chunks.get(imported)
      if (startup.has(imported) || ordered.includes(imported) || !dependency || !isCssOnly(dependency)) return
      dependency.imports.forEach(visit)
      ordered.push(imported)
    }
    chunk.imports.forEach(visit)
    sources.set(fileName, [...ordered, fileName])
  }
  return sources
}

export interface SuiteCssPlan {
  /**
   * The CSS files for the runtime chunk, in the order the browser would apply them (a chunk's static imports before
   * the chunk), then any CSS file no lazy chunk takes.
   */
  startup: string[]
  /** Per lazily loaded chunk with styles, the CSS files it appends when it runs. */
  lazy: Map<string, string[]>
}

export function planSuiteCss(bundle: Rollup.OutputBundle): SuiteCssPlan {
  const chunks = new Map<string, ChunkShape>()
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, { isEntry: output.isEntry, imports: output.imports, moduleIds: output.moduleIds })
  }
  const cssOf = (fileName: string): string[] => {
    const output = bundle[fileName]
    return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : []
  }
  const startupSet = startupChunks(chunks)

  const startup: string[] = []
  const visited = new Set<string>()
  const visit = (fileName: string) => {
    if (visited.has(fileName)) return
    visited.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
    for (const css of cssOf(fileName)) if (!startup.includes(css)) startup.push(css)
  }
  for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName)

  const lazy = new Map<string, string[]>()
  const taken = new Set(startup)
  for (const [fileName, sources] of lazyCssSources(chunks, startupSet)) {
    const files = [...new Set(sources.flatMap(cssOf))]
    files.forEach((file) => taken.add(file))
    if (files.length > 0) lazy.set(fileName, files)
  }
  // CSS only reachable some other way (a dynamically imported stylesheet, an asset no chunk claims) goes in at
  // startup: too early is better than never.
  for (const output of Object.values(bundle)) {
    if (output.type === 'asset' && output.fileName.endsWith('.css') && !taken.has(output.fileName)) startup.push(output.fileName)
  }
  return { startup, lazy }
}

/**
 * The hash contribution of each chunk that receives CSS in generateBundle: the runtime chunk gets a digest of every
 * stylesheet no lazy chunk takes, each lazy chunk a digest of the stylesheets it appends. Mirrors `planSuiteCss`.
 */
export function suiteCssDigests(
  chunks: ReadonlyMap<string, ChunkShape & { hasMarker: boolean }>,
  stylesheets: ReadonlyMap<string, string>,
): Map<string, string> {
  const digestOf = (ids: Iterable<string>) => {
    const hash = createHash('sha256')
    for (const id of [...ids].sort()) hash.update(id).update('\0').update(stylesheets.get(id) ?? '').update('\0')
    return hash.digest('hex')
  }
  const stylesheetsIn = (fileName: string) => chunks.get(fileName)!.moduleIds.filter((id) => stylesheets.has(id))

  const digests = new Map<string, string>()
  const lazyIds = new Set<string>()
  for (const [fileName, sources] of lazyCssSources(chunks, startupChunks(chunks))) {
    const ids = sources.flatMap(stylesheetsIn)
    ids.forEach((id) => lazyIds.add(id))
    if (ids.length > 0) digests.set(fileName, digestOf(ids))
  }
  const startupIds = [...stylesheets.keys()].filter((id) => !lazyIds.has(id))
  for (const [fileName, chunk] of chunks) if (chunk.hasMarker) digests.set(fileName, digestOf(startupIds))
  return digests
}
