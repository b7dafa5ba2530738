// The build half of the suite-stylesheet contract lives in scripts/, outside the vitest projects; it is tested
// here, beside the runtime half it must agree with.
import { describe, expect, it } from 'vitest'
import { containsSuiteCssMarker, dedupeCss, injectSuiteCss, SUITE_CSS_MARKER, topLevelStatements } from '../../../../scripts/suite-css'
import { cssInLoadOrder } from '../../../../scripts/vite-suite-css'

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

describe('cssInLoadOrder', () => {
  it('orders CSS like the browser applies it: static imports first, then the entry, then lazy chunks', () => {
    const chunk = (fileName: string, css: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      isEntry,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    })
    const bundle = {
      'entry.js': chunk('entry.js', ['entry.css'], ['shared.js'], ['lazy.js'], true),
      'shared.js': chunk('shared.js', ['shared.css']),
      'lazy.js': chunk('lazy.js', ['lazy.css', 'shared.css'], ['shared.js']),
      'entry.css': { type: 'asset' as const, fileName: 'entry.css' },
      'shared.css': { type: 'asset' as const, fileName: 'shared.css' },
      'lazy.css': { type: 'asset' as const, fileName: 'lazy.css' },
      'orphan.css': { type: 'asset' as const, fileName: 'orphan.css' },
    }
    expect(cssInLoadOrder(bundle as never)).toEqual(['shared.css', 'entry.css', 'lazy.css', 'orphan.css'])
  })
})
