/**
 * Build-side half of the suite stylesheet (the runtime half is packages/core/src/element/suiteStyles.ts): the
 * runtime holds MARKER as a string literal, and each build replaces that literal with the JSON string of the CSS it
 * emitted, because vanilla-extract cannot inject styles into shadow roots.
 */
export const SUITE_CSS_MARKER = '/*__FAIR_SUITE_CSS__*/'

// Any quote style: minifiers may re-quote the literal.
const MARKER_LITERAL = /(["'`])\/\*__FAIR_SUITE_CSS__\*\/\1/g

/**
 * The global through which lazily loaded chunks of the app build hand their CSS to the runtime, as
 * `Symbol.for(SUITE_CSS_HOOK)`. Until the runtime installs itself there it is a plain array, so CSS pushed before
 * is not lost; the runtime then appends every push to the suite stylesheet.
 */
export const SUITE_CSS_HOOK = 'fairpass.suiteCss'

/** The statement a lazily loaded chunk ends with: hands its CSS to the suite stylesheet once it has run. */
export function lazySuiteCssCall(css: string): string {
  return `(globalThis[Symbol.for(${JSON.stringify(SUITE_CSS_HOOK)})]||=[]).push(${JSON.stringify(css)});`
}

export function containsSuiteCssMarker(code: string): boolean {
  return code.match(MARKER_LITERAL) !== null
}

/**
 * `code` with the marker literal replaced by `css` as a JS string. Throws when the marker occurs more than once:
 * that would mean a second copy of the runtime, i.e. elements no longer sharing one.
 */
export function injectSuiteCss(code: string, css: string, fileName: string): string {
  const count = code.match(MARKER_LITERAL)?.length ?? 0
  if (count !== 1) throw new Error(`${fileName}: expected the suite CSS marker once, found it ${count} times`)
  // A function replacer: CSS may contain `$&` sequences that a replacement string would interpret.
  return code.replace(MARKER_LITERAL, () => JSON.stringify(css))
}

/** The id of the `<template>` that carries the app build's startup CSS in each of its pages. */
export const PAGE_SUITE_CSS_ID = 'fair-suite-css'

/**
 * `code` with the marker literal replaced by an expression that reads the startup CSS from the page it runs in: the
 * app build writes that CSS into its HTML (`pageSuiteCssTemplate`), so the bytes arrive with the page instead of
 * inside the startup script, which is the login's critical download. Throws as `injectSuiteCss` does.
 */
export function injectPageSuiteCssReader(code: string, fileName: string): string {
  const count = code.match(MARKER_LITERAL)?.length ?? 0
  if (count !== 1) throw new Error(`${fileName}: expected the suite CSS marker once, found it ${count} times`)
  const reader = `(document.getElementById(${JSON.stringify(PAGE_SUITE_CSS_ID)})?.content.textContent??"")`
  return code.replace(MARKER_LITERAL, () => reader)
}

/**
 * The inert element that carries the startup CSS in a page: a `<template>` applies nothing to the document (the
 * styles are for the elements' shadow roots), and a `<style>` inside it keeps the CSS as raw text.
 */
export function pageSuiteCssTemplate(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('suite CSS contains "</style", which would end its <template> early')
  return `<template id="${PAGE_SUITE_CSS_ID}"><style>${css}</style></template>`
}

/**
 * Splits a stylesheet into its top-level statements (rules, at-rule blocks, `@import …;`), respecting strings and
 * comments; comments are dropped.
 */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = []
  let depth = 0
  let start = 0
  let current = ''
  for (let index = 0; index < css.length; index++) {
    const char = css[index]
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2)
      current += css.slice(start, index)
      index = end === -1 ? css.length : end + 1
      start = index + 1
      continue
    }
    if (char === '"' || char === "'") {
      let end = index + 1
      while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1
      index = end
      continue
    }
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    if ((char === '}' && depth === 0) || (char === ';' && depth === 0)) {
      current += css.slice(start, index + 1)
      const statement = current.trim()
      if (statement) statements.push(statement)
      current = ''
      start = index + 1
    }
  }
  const rest = (current + css.slice(start)).trim()
  if (rest) statements.push(rest)
  return statements
}

/**
 * Concatenates the CSS files of one build, keeping the first occurrence of each top-level statement: code-split
 * builds repeat the styles of shared modules in several files, and later copies would only bloat the text.
 */
export function dedupeCss(files: string[]): string {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const statement of files.flatMap(topLevelStatements)) {
    if (seen.has(statement)) continue
    seen.add(statement)
    kept.push(statement)
  }
  return kept.join('\n')
}
