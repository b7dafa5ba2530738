// The build half of the suite-stylesheet contract lives in scripts/, outside the vitest projects; it is tested
// here, beside the runtime half it must agree with.
import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import {
  containsSuiteCssMarker,
  dedupeCss,
  injectSuiteCss,
  lazySuiteCssCall,
  pageSuiteCssTemplate,
  SUITE_CSS_MARKER,
  topLevelStatements,
} from '../../../../scripts/suite-css'
import { planSuiteCss, suiteCssPlugin } from '../../../../scripts/vite-suite-css'
import { installSuiteCssHook } from './suiteStyles'

describe('injectSuiteCss', () => {
  it('replaces the marker literal in any quote style with the CSS as a JS string', () => {
    const css = '.a::before{content:"$&\\"x"}\n:host{all:initial}'
    for (const quote of ['"', "'", '`']) {
      const code = `const b={suiteCss:${quote}${SUITE_CSS_MARKER}${quote}};`
      expect(containsSuiteCssMarker(code)).toBe(true)
      const injected = injectSuiteCss(code, css, 'chunk.js')
      expect(new Function(`${injected} return b.suiteCss`)()).toBe(css)
    }
  })

  it('refuses code without the marker or with two copies of the runtime', () => {
    expect(() => injectSuiteCss('const a = 1', 'x{}', 'a.js')).toThrow(/found it 0 times/)
    expect(() => injectSuiteCss(`"${SUITE_CSS_MARKER}";"${SUITE_CSS_MARKER}"`, 'x{}', 'a.js')).toThrow(/found it 2 times/)
  })

  it('does not mistake the runtime prefix check for the marker', () => {
    expect(containsSuiteCssMarker(`x.startsWith("/*__FAIR_SUITE_CSS__")`)).toBe(false)
  })
})

describe('dedupeCss', () => {
  it('splits at top level only, honouring strings, comments and nested blocks', () => {
    expect(topLevelStatements('@import "a;b.css"; /* c{} */ .x{content:"}"} @media (min-width:1px){.y{a:b}.z{c:d}}')).toEqual([
      '@import "a;b.css";',
      '.x{content:"}"}',
      '@media (min-width:1px){.y{a:b}.z{c:d}}',
    ])
  })

  it('keeps the first copy of statements repeated across files, in order', () => {
    expect(dedupeCss([':root{--a:1}\n.b{c:d}', ':root{--a:1}\n.e{f:g}\n.b{c:d}'])).toBe(':root{--a:1}\n.b{c:d}\n.e{f:g}')
  })
})

/**
 * A bundle shaped like the app build's: two entries on the runtime chunk (which holds the marker), a startup chunk
 * importing a CSS-only chunk, a lazily loaded dialog with a CSS-only chunk of its own, a lazy page without styles,
 * and a stylesheet no chunk claims.
 */
const CSS: Record<string, string> = {
  '/core/theme/theme.css.ts.vanilla.css': ':root,:host{--fair-color-primary:#839cfc}',
  '/ui/Button.css.ts.vanilla.css': '.btn{color:red}',
  '/core/element/element.css.ts.vanilla.css': '.mount{display:block}',
  '/ui/Dialog.css.ts.vanilla.css': '.dialog{position:fixed}',
  '/ui/Overlay.css.ts.vanilla.css': '.overlay{inset:0}',
}

const CHUNKS = {
  'index.js': { isEntry: true, imports: ['element.js'], moduleIds: ['/demo/main.ts'], code: 'import"./element.js";', css: [] },
  'embed.js': { isEntry: true, imports: ['element.js'], moduleIds: ['/demo/embed.ts'], code: 'import"./element.js";', css: [] },
  'element.js': {
    isEntry: false,
    imports: ['button.js', 'theme.js'],
    moduleIds: ['/core/element/suiteStyles.ts', '/core/element/element.css.ts.vanilla.css'],
    code: `const b={suiteCss:"${SUITE_CSS_MARKER}"};export{b};`,
    css: ['element.css'],
  },
  'button.js': { isEntry: false, imports: ['theme.js'], moduleIds: ['/ui/Button.tsx', '/ui/Button.css.ts.vanilla.css'], code: 'export const B=1;', css: ['button.css'] },
  'theme.js': { isEntry: false, imports: [], moduleIds: ['/core/theme/theme.css.ts.vanilla.css'], code: '', css: ['theme.css'] },
  'dialog.js': {
    isEntry: false,
    imports: ['button.js', 'overlay.js'],
    moduleIds: ['/ui/Dialog.tsx', '/ui/Dialog.css.ts.vanilla.css'],
    code: 'export const Dialog=1;',
    css: ['dialog.css'],
  },
  'overlay.js': { isEntry: false, imports: [], moduleIds: ['/ui/Overlay.css.ts.vanilla.css'], code: '', css: ['overlay.css'] },
  'page.js': { isEntry: false, imports: ['button.js'], moduleIds: ['/registration/Page.tsx'], code: 'export const Page=1;', css: [] },
} satisfies Record<string, { isEntry: boolean; imports: string[]; moduleIds: string[]; code: string; css: string[] }>

const ASSETS: Record<string, string> = {
  'theme.css': CSS['/core/theme/theme.css.ts.vanilla.css'],
  'button.css': CSS['/ui/Button.css.ts.vanilla.css'],
  'element.css': CSS['/core/element/element.css.ts.vanilla.css'],
  'dialog.css': CSS['/ui/Dialog.css.ts.vanilla.css'],
  'overlay.css': CSS['/ui/Overlay.css.ts.vanilla.css'],
  'stray.css': '.stray{color:blue}',
}

function appBundle() {
  const bundle: Record<string, unknown> = {}
  for (const [fileName, chunk] of Object.entries(CHUNKS)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      dynamicImports: [],
      moduleIds: chunk.moduleIds,
      code: chunk.code,
      viteMetadata: { importedCss: new Set(chunk.css), importedAssets: new Set<string>() },
    }
  }
  for (const [fileName, source] of Object.entries(ASSETS)) bundle[fileName] = { type: 'asset', fileName, source }
  return bundle as never as Record<string, { type: string; code: string; viteMetadata: { importedCss: Set<string> } }>
}

type Hook = ((this: unknown, ...args: never[]) => unknown) | { handler: (this: unknown, ...args: never[]) => unknown }
const call = (hook: unknown, context: unknown, ...args: unknown[]) => {
  const fn = typeof hook === 'function' ? hook : (hook as Exclude<Hook, Function>).handler
  return (fn as (...args: unknown[]) => unknown).apply(context, args)
}

function builtPlugin(options?: Parameters<typeof suiteCssPlugin>[0]) {
  const plugin = suiteCssPlugin(options)
  call(plugin.configResolved, {}, { command: 'build' })
  return plugin
}

/** The chunk hashes the plugin contributes for stylesheets `css`, chunk by chunk. */
function chunkDigests(
  css: Record<string, string>,
  chunks: Record<string, { isEntry: boolean; imports: string[]; moduleIds: string[]; code: string }> = CHUNKS,
  options?: Parameters<typeof suiteCssPlugin>[0],
) {
  const plugin = builtPlugin(options)
  const context = { error: (message: string) => { throw new Error(message) } }
  for (const [id, text] of Object.entries(css)) call(plugin.transform, context, text, id)
  call(plugin.renderStart, context)
  for (const [fileName, chunk] of Object.entries(chunks)) {
    const modules = Object.fromEntries(chunk.moduleIds.map((id) => [id, {}]))
    call(plugin.renderChunk, context, chunk.code, { fileName, isEntry: chunk.isEntry, imports: chunk.imports, modules })
  }
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      call(plugin.augmentChunkHash, context, { fileName, isEntry: chunk.isEntry, imports: chunk.imports }) as string | undefined,
    ]),
  )
}

describe('planSuiteCss', () => {
  it('gives the runtime the CSS of the startup chunks in load order, then unclaimed CSS; each lazy chunk its own', () => {
    const plan = planSuiteCss(appBundle() as never)
    expect(plan.startup).toEqual(['theme.css', 'button.css', 'element.css', 'stray.css'])
    // The CSS-only chunk the dialog imports is deleted by vite, so the dialog brings its CSS, first.
    expect([...plan.lazy]).toEqual([['dialog.js', ['overlay.css', 'dialog.css']]])
  })
})

describe('suite CSS plugin: generateBundle', () => {
  it('injects the startup CSS into the runtime, appends each lazy chunk\'s CSS call and unlinks every CSS file', () => {
    const bundle = appBundle()
    call(builtPlugin().generateBundle, {}, {}, bundle)

    const runtimeCss = new Function(`${bundle['element.js'].code.replace('export{b};', '')} return b.suiteCss`)()
    expect(runtimeCss).toBe([ASSETS['theme.css'], ASSETS['button.css'], ASSETS['element.css'], ASSETS['stray.css']].join('\n'))
    expect(runtimeCss).not.toContain('.dialog')

    const dialog = bundle['dialog.js'].code
    expect(dialog.startsWith(CHUNKS['dialog.js'].code)).toBe(true)
    expect(dialog.slice(CHUNKS['dialog.js'].code.length).trim()).toBe(lazySuiteCssCall(`${ASSETS['overlay.css']}\n${ASSETS['dialog.css']}`))
    expect(bundle['page.js'].code).toBe(CHUNKS['page.js'].code)
    expect(bundle['button.js'].code).toBe(CHUNKS['button.js'].code)

    // Nothing left for vite to write into <link>s or hand to its preload helper.
    for (const fileName of Object.keys(CHUNKS)) expect(bundle[fileName].viteMetadata.importedCss.size, fileName).toBe(0)
  })

  it('leaves a build without the element runtime to vite', () => {
    const bundle = appBundle()
    bundle['element.js'].code = 'export const b=1;'
    call(builtPlugin().generateBundle, {}, {}, bundle)
    expect(bundle['dialog.js'].code).toBe(CHUNKS['dialog.js'].code)
    expect(bundle['element.js'].viteMetadata.importedCss).toEqual(new Set(['element.css']))
  })

  it('refuses a bundle with two copies of the runtime', () => {
    const bundle = appBundle()
    bundle['page.js'].code = CHUNKS['element.js'].code
    expect(() => call(builtPlugin().generateBundle, {}, {}, bundle)).toThrow(/marker in 2 chunks/)
  })
})

describe("suite CSS plugin: the startup CSS in the app's pages", () => {
  it('gives the runtime a reader of the page and writes the startup CSS into every page, lazy CSS as before', () => {
    const bundle = appBundle()
    const plugin = builtPlugin({ startupCss: 'page' })
    call(plugin.generateBundle, {}, {}, bundle)
    const runtime = bundle['element.js'].code
    expect(runtime).not.toContain('.btn')
    expect(bundle['dialog.js'].code).toContain(lazySuiteCssCall(`${ASSETS['overlay.css']}\n${ASSETS['dialog.css']}`))

    const page = call(plugin.transformIndexHtml, {}, '<!doctype html><html><head><title>x</title></head><body><form></form></body></html>') as string
    const startupCss = [ASSETS['theme.css'], ASSETS['button.css'], ASSETS['element.css'], ASSETS['stray.css']].join('\n')
    expect(page).toContain(`<form></form>${pageSuiteCssTemplate(startupCss)}</body>`)

    // In the page, the runtime reads exactly that CSS; the template applies nothing to the document itself.
    document.body.innerHTML = page.slice(page.indexOf('<template'), page.indexOf('</body>'))
    expect(new Function(`${runtime.replace('export{b};', '')} return b.suiteCss`)()).toBe(startupCss)
    expect(document.styleSheets).toHaveLength(0)
    document.body.innerHTML = ''
  })

  it('leaves the pages alone in the default mode, and refuses CSS that would end its template', () => {
    const plugin = builtPlugin()
    call(plugin.generateBundle, {}, {}, appBundle())
    expect(call(plugin.transformIndexHtml, {}, '<body></body>')).toBe('<body></body>')
    expect(() => pageSuiteCssTemplate('.a{content:"</style>"}')).toThrow(/<\/style/)
  })
})

describe('suite CSS plugin: chunk hashes', () => {
  const digests = chunkDigests(CSS)
  const changed = (id: string) => chunkDigests({ ...CSS, [id]: `${CSS[id]}.changed{color:green}` })

  it('adds a digest to the runtime chunk and to each lazy chunk with styles, to no other chunk', () => {
    expect(Object.entries(digests).filter(([, digest]) => digest !== undefined).map(([fileName]) => fileName)).toEqual(['element.js', 'dialog.js'])
  })

  it('changes the runtime chunk hash for a startup style change, not the lazy chunk hash', () => {
    const after = changed('/ui/Button.css.ts.vanilla.css')
    expect(after['element.js']).not.toBe(digests['element.js'])
    expect(after['dialog.js']).toBe(digests['dialog.js'])
  })

  it('changes a lazy chunk hash for a change of its styles or of its CSS-only import, not the runtime chunk hash', () => {
    for (const id of ['/ui/Dialog.css.ts.vanilla.css', '/ui/Overlay.css.ts.vanilla.css']) {
      const after = changed(id)
      expect(after['dialog.js'], id).not.toBe(digests['dialog.js'])
      expect(after['element.js'], id).toBe(digests['element.js'])
    }
  })

  it('changes the runtime chunk hash with where its startup CSS goes, not the lazy chunk hash', () => {
    const inPage = chunkDigests(CSS, CHUNKS, { startupCss: 'page' })
    expect(inPage['element.js']).not.toBe(digests['element.js'])
    expect(inPage['dialog.js']).toBe(digests['dialog.js'])
  })

  it('fails the build when asked for a hash before the whole chunk graph was rendered', () => {
    const { 'overlay.js': _omitted, ...withoutOverlay } = CHUNKS
    expect(() => chunkDigests(CSS, withoutOverlay)).toThrow(/before every chunk was rendered \(overlay\.js\)/)
  })
})

describe('lazy chunk CSS reaching the runtime', () => {
  // The generated call names `globalThis`; here that name is bound to a stand-in so the test leaves the real one alone.
  const runChunkCall = (scope: object, css: string) => new Function('globalThis', lazySuiteCssCall(css))(scope)

  it('appends CSS pushed before and after the runtime installs its hook, in order', () => {
    const scope = {}
    const suite = atom('.startup{}')
    runChunkCall(scope, '.early{}')
    installSuiteCssHook(suite, scope)
    expect(suite.get()).toBe('.startup{}\n.early{}')
    runChunkCall(scope, '.late{}')
    expect(suite.get()).toBe('.startup{}\n.early{}\n.late{}')
  })

  it('ignores empty CSS', () => {
    const scope = {}
    const suite = atom('')
    installSuiteCssHook(suite, scope)
    runChunkCall(scope, '')
    expect(suite.get()).toBe('')
    runChunkCall(scope, '.a{}')
    expect(suite.get()).toBe('.a{}')
  })
})
