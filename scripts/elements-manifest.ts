// npm run elements:manifest
// custom-elements.json (packages/elements) from the JSDoc above each element's definition, and docs/elements.md
// from that manifest. The manifest is the one description of the elements: the package's .d.ts files
// (scripts/elements-types.ts) are generated from it too, so the docs, the typings and the code cannot disagree.
import { readFileSync, writeFileSync } from 'node:fs'
import type TypeScript from 'typescript'
import { create, ts, type Plugin } from './cem-analyzer.js'
import type { Attribute, CssCustomProperty, CssPart, CustomElementDeclaration, Event, JavaScriptModule, Package } from 'custom-elements-manifest/schema'
import { elementSources, type ElementSource } from './lib-elements.js'

export const MANIFEST_PATH = 'packages/elements/custom-elements.json'
export const ELEMENTS_DOC_PATH = 'docs/elements.md'

/** Module path of an element inside the published package (scripts/build-elements-package.ts writes it). */
export const packageModulePath = (tag: string) => `dist/elements/${tag}.js`

/**
 * What every element accepts and sends, whatever its area: the recipe (core/element, core/area) implements these
 * once, so an element's JSDoc lists only its own.
 */
export const COMMON: {
  attributes: Attribute[]
  events: Event[]
  cssParts: CssPart[]
  cssProperties: CssCustomProperty[]
} = {
  attributes: [
    { name: 'api-base', fieldName: 'apiBase', type: { text: 'string' }, description: 'Origin (and path) of the FairPass API, e.g. `https://api.example.com`; empty means the page\'s own origin.' },
    { name: 'tenant-id', fieldName: 'tenantId', type: { text: 'string' }, description: 'The tenant that runs the exhibition.' },
    { name: 'exhibition-id', fieldName: 'exhibitionId', type: { text: 'string' }, description: 'The exhibition the element shows.' },
    { name: 'register-type', fieldName: 'registerType', type: { text: 'string' }, description: 'Kind of registration, e.g. `visitor`.' },
    { name: 'language', fieldName: 'language', type: { text: "'cn' | 'en'" }, description: 'Language of the element; the visitor can switch it.' },
    {
      name: 'routing',
      fieldName: 'routing',
      type: { text: "'hash' | 'memory'" },
      default: "'hash'",
      description: '`hash` when the element owns the page\'s URL hash, `memory` on a page that routes with its own hash.',
    },
    {
      name: 'token-storage',
      fieldName: 'tokenStorage',
      type: { text: "'memory' | 'session' | 'local'" },
      description: 'Where the sign-in token is kept (namespaced key in session or local storage); memory by default on another origin.',
    },
    { name: 'initial-path', fieldName: 'initialPath', type: { text: 'string' }, description: 'Memory routing: the page the element opens on, e.g. `/order`.' },
  ],
  events: [
    { name: 'fair-ready', type: { text: 'CustomEvent<{ area: string; path: string }>' }, description: 'The element has rendered its first page.' },
    {
      name: 'fair-error',
      type: { text: 'CustomEvent<{ message: string; code?: number; reason?: string }>' },
      description: 'The visitor was told that something failed (the message shown, in the page language); announced once per page.',
    },
    { name: 'fair-logout', type: { text: "CustomEvent<{ reason: 'user' | 'unauthorized' }>" }, description: 'The session ended: the visitor signed out, or the server answered 401.' },
    {
      name: 'fair-navigate',
      type: { text: 'CustomEvent<{ path: string; query: Record<string, string> }>' },
      description: 'The element is about to change page. Cancelable: the host then routes on its own.',
    },
  ],
  cssParts: [
    { name: 'page', description: 'The element\'s page area (its background fills the element).' },
    { name: 'header', description: 'The bar above the page with its title and the language switch.' },
    { name: 'main', description: 'The page\'s content below the header.' },
    { name: 'card', description: 'A panel of content.' },
    { name: 'field', description: 'A form field with its label, control and messages.' },
    { name: 'button', description: 'Every button, file pickers included.' },
    { name: 'primary-button', description: 'The main action of a page.' },
    { name: 'file-button', description: 'A button that picks a file to upload (a photo, a logo, a drawing).' },
  ],
  cssProperties: [
    { name: '--fair-color-primary', syntax: '<color>', description: 'Primary colour (buttons, links, focus).' },
    {
      name: '--fair-color-on-primary',
      syntax: '<color>',
      description: 'Text on the primary colour in browsers without relative colour syntax; elsewhere black or white, whichever gives at least 4.5:1 on the primary colour.',
    },
    { name: '--fair-color-page-bg', syntax: '<color>', description: 'Background of the element\'s pages.' },
    { name: '--fair-color-text', syntax: '<color>', description: 'Body text.' },
    { name: '--fair-font-family', description: 'Font stack of the element.' },
    { name: '--fair-radius-md', syntax: '<length>', description: 'Corner radius of fields and buttons (`--fair-radius-lg`: cards).' },
    { name: '--fair-min-height', syntax: '<length>', description: 'Minimum height of the element; its height otherwise follows its content.' },
  ],
}

interface ElementDoc {
  name: string
  tag?: string
  summary?: string
  description: string
  attributes: Attribute[]
  events: Event[]
  cssParts: CssPart[]
  cssProperties: CssCustomProperty[]
}

/** `{ a: { b: 1 } } rest` → ['{ a: { b: 1 } }', 'rest']: a JSDoc type in braces may nest braces. */
function splitBracedType(text: string): [string | undefined, string] {
  const trimmed = text.trimStart()
  if (!trimmed.startsWith('{')) return [undefined, text.trim()]
  let depth = 0
  for (let index = 0; index < trimmed.length; index++) {
    if (trimmed[index] === '{') depth++
    else if (trimmed[index] === '}' && --depth === 0) return [trimmed.slice(1, index).trim(), trimmed.slice(index + 1).trim()]
  }
  throw new Error(`unbalanced braces in JSDoc: ${text}`)
}

/**
 * One JSDoc block tag's text: `[{type}] name [- [{type}] description]`. The type may stand before the name (the
 * analyzer's convention) or after the dash (`@fires fair-paid - {{ orderId: string }} …`).
 */
function parseTagText(text: string): { name: string; type?: string; description: string } {
  let [type, rest] = splitBracedType(text)
  const match = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest)
  if (!match) throw new Error(`JSDoc tag without a name: ${text}`)
  let description = match[2].trim()
  if (!type && description.startsWith('{')) [type, description] = splitBracedType(description)
  return { name: match[1], type, description: description.replace(/\s+/g, ' ') }
}

/** The JSDoc block directly above `statement`, as written. */
function jsDocText(statement: TypeScript.Node): string | undefined {
  const docs = (statement as TypeScript.Node & { jsDoc?: TypeScript.JSDoc[] }).jsDoc
  const doc = docs?.[docs.length - 1]
  return doc?.getText()
}

/** Parses a JSDoc block into its summary and the element's own members. */
export function parseElementDoc(name: string, jsDoc: string): ElementDoc {
  const body = jsDoc
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
  const [free, ...blocks] = body.split(/^@/m)
  const doc: ElementDoc = { name, description: free.trim().replace(/\s+/g, ' '), attributes: [], events: [], cssParts: [], cssProperties: [] }
  for (const block of blocks) {
    const [, tagName, text] = /^(\w+)\s*([\s\S]*)$/.exec(block.trim()) ?? []
    switch (tagName) {
      case 'tag':
      case 'tagname':
        doc.tag = text.trim()
        break
      case 'summary':
        doc.summary = text.trim().replace(/\s+/g, ' ')
        break
      case 'attr':
      case 'attribute': {
        const { name: attribute, type, description } = parseTagText(text)
        doc.attributes.push({ name: attribute, type: { text: type ?? 'string' }, description })
        break
      }
      case 'fires':
      case 'event': {
        const { name: event, type, description } = parseTagText(text)
        doc.events.push({ name: event, type: { text: type ? `CustomEvent<${type}>` : 'CustomEvent' }, description })
        break
      }
      case 'csspart':
      case 'part': {
        const { name: part, description } = parseTagText(text)
        doc.cssParts.push({ name: part, description })
        break
      }
      case 'cssprop':
      case 'cssproperty': {
        const { name: property, type, description } = parseTagText(text)
        doc.cssProperties.push({ name: property, ...(type ? { syntax: type } : {}), description })
        break
      }
      default:
        throw new Error(`unknown JSDoc tag @${tagName} above ${name}`)
    }
  }
  return doc
}

const camel = (dashed: string) => dashed.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Own members first, then the common ones the element does not redefine. */
function withCommon<T extends { name: string }>(own: T[], common: T[]): T[] {
  const names = new Set(own.map((item) => item.name))
  return [...own, ...common.filter((item) => !names.has(item.name))]
}

/** The tag of a `defineAreaElement({ tag: 'x', … })` or `defineFairElement('x', …)` call. */
function definedTag(call: TypeScript.CallExpression): string | undefined {
  const callee = call.expression
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined
  const [first] = call.arguments
  if (name === 'defineFairElement' && first && ts.isStringLiteralLike(first)) return first.text
  if (name === 'defineAreaElement' && first && ts.isObjectLiteralExpression(first)) {
    for (const property of first.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'tag' && ts.isStringLiteralLike(property.initializer)) {
        return property.initializer.text
      }
    }
  }
  return undefined
}

/**
 * Analyzer plugin: an `export const X = defineAreaElement({ tag })` (or `defineFairElement('tag', …)`) with JSDoc
 * above it is a custom element declaration. The analyzer only knows classes that call customElements.define, so
 * it would otherwise list these as plain variables.
 */
export function fairElementsPlugin(): Plugin {
  return {
    name: 'fairpass-elements',
    analyzePhase({ node: analyzedNode, moduleDoc }) {
      const node = analyzedNode as unknown as TypeScript.Node
      if (!ts.isVariableStatement(node)) return
      const exported = node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      for (const declaration of node.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer || !ts.isCallExpression(declaration.initializer)) continue
        const tag = definedTag(declaration.initializer)
        if (!tag) continue
        const name = declaration.name.text
        const jsDoc = jsDocText(node)
        if (!jsDoc) throw new Error(`${moduleDoc.path}: <${tag}> (${name}) has no JSDoc above it`)
        const doc = parseElementDoc(name, jsDoc)
        if (doc.tag && doc.tag !== tag) throw new Error(`${moduleDoc.path}: @tag ${doc.tag} but the code defines <${tag}>`)
        const attributes = withCommon(doc.attributes, COMMON.attributes).map((attribute) => ({ fieldName: camel(attribute.name), ...attribute }))
        const element: CustomElementDeclaration = {
          kind: 'class',
          customElement: true,
          tagName: tag,
          name,
          ...(doc.summary ? { summary: doc.summary } : {}),
          description: doc.description,
          attributes,
          members: attributes.map((attribute) => ({
            kind: 'field' as const,
            name: attribute.fieldName!,
            type: attribute.type,
            attribute: attribute.name,
            description: attribute.description,
          })),
          events: withCommon(doc.events, COMMON.events),
          cssParts: withCommon(doc.cssParts, COMMON.cssParts),
          cssProperties: withCommon(doc.cssProperties, COMMON.cssProperties),
          superclass: { name: 'HTMLElement' },
        }
        const declarations = (moduleDoc.declarations ??= [])
        // The analyzer's own variable entry for the same name is replaced, not duplicated.
        const existing = declarations.findIndex((entry) => entry.name === name)
        if (existing >= 0) declarations.splice(existing, 1)
        declarations.push(element)
        if (exported) {
          const exports = (moduleDoc.exports ??= []).filter((entry) => entry.name !== name)
          exports.push({ kind: 'js', name, declaration: { name, module: moduleDoc.path! } })
          exports.push({ kind: 'custom-element-definition', name: tag, declaration: { name, module: moduleDoc.path! } })
          moduleDoc.exports = exports
        }
      }
    },
  }
}

/** The manifest of every element defined under packages/, with module paths as published in @fairpass/elements. */
export function generateManifest(sources: ElementSource[] = elementSources()): Package {
  const modules = sources.map(({ source }) => ts.createSourceFile(source, readFileSync(source, 'utf8'), ts.ScriptTarget.ES2022, true))
  const manifest = create({ modules, plugins: [fairElementsPlugin()] })
  const byPath = new Map(sources.map((entry) => [entry.source, entry]))
  for (const module of manifest.modules as JavaScriptModule[]) {
    const source = byPath.get(module.path)
    const element = module.declarations?.find((declaration): declaration is CustomElementDeclaration => 'customElement' in declaration)
    if (!source || !element) throw new Error(`${module.path} defines no documented element`)
    if (element.tagName !== source.tag) throw new Error(`${module.path}: manifest says <${element.tagName}>, the build <${source.tag}>`)
    // Only the element belongs in a published manifest: imports of the source module are not the package's.
    module.declarations = [element]
    module.exports = (module.exports ?? []).filter((entry) => entry.name === element.name || entry.name === element.tagName)
    const published = packageModulePath(source.tag)
    for (const entry of module.exports) if (entry.declaration.module) entry.declaration.module = published
    module.path = published
  }
  return manifest
}

export const elementsOf = (manifest: Package): CustomElementDeclaration[] =>
  manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration): declaration is CustomElementDeclaration => 'customElement' in declaration))

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (text: string | undefined) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '')

/** docs/elements.md: every element with its attributes, events, CSS parts and custom properties. */
export function renderMarkdown(manifest: Package): string {
  const common = {
    attributes: new Set(COMMON.attributes.map((item) => item.name)),
    events: new Set(COMMON.events.map((item) => item.name)),
    cssParts: new Set(COMMON.cssParts.map((item) => item.name)),
    cssProperties: new Set(COMMON.cssProperties.map((item) => item.name)),
  }
  const lines = [
    '# FairPass elements',
    '',
    '<!-- Generated by `npm run elements:manifest` from packages/elements/custom-elements.json (itself from the JSDoc',
    '     above each element\'s definition). Do not edit by hand: a test fails when this file drifts. -->',
    '',
    'Load `https://<api origin>/lib/fair.js` once per page (or `import \'@fairpass/elements\'`); each element below is',
    'defined when its tag first appears. Events bubble and cross shadow roots (`composed`); their `detail` types are',
    'in the table. "common" marks what every element has.',
    '',
  ]
  for (const element of elementsOf(manifest)) {
    lines.push(`## \`<${element.tagName}>\``, '', element.description ?? '', '')
    lines.push(`Defined eagerly by \`import '@fairpass/elements/${element.tagName}'\`.`, '')
    const table = (title: string, header: string[], rows: string[][]) => {
      if (!rows.length) return
      lines.push(`### ${title}`, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), '')
    }
    const mark = (set: Set<string>, name: string) => (set.has(name) ? ' (common)' : '')
    table(
      'Attributes',
      ['attribute', 'property', 'type', 'default', 'description'],
      (element.attributes ?? []).map((item) => [
        `${code(item.name)}${mark(common.attributes, item.name)}`,
        code(item.fieldName),
        code(item.type?.text),
        code(item.default),
        cell(item.description),
      ]),
    )
    table('Events', ['event', 'type', 'description'], (element.events ?? []).map((item) => [`${code(item.name)}${mark(common.events, item.name!)}`, code(item.type?.text), cell(item.description)]))
    table('CSS parts', ['part', 'description'], (element.cssParts ?? []).map((item) => [`${code(item.name)}${mark(common.cssParts, item.name)}`, cell(item.description)]))
    table(
      'CSS custom properties',
      ['property', 'syntax', 'description'],
      (element.cssProperties ?? []).map((item) => [`${code(item.name)}${mark(common.cssProperties, item.name)}`, code(item.syntax), cell(item.description)]),
    )
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`
}

export const renderManifest = (manifest: Package) => `${JSON.stringify(manifest, null, 2)}\n`

function main() {
  const manifest = generateManifest()
  writeFileSync(MANIFEST_PATH, renderManifest(manifest))
  writeFileSync(ELEMENTS_DOC_PATH, renderMarkdown(manifest))
  console.log(`${MANIFEST_PATH} and ${ELEMENTS_DOC_PATH}: ${elementsOf(manifest).map((element) => `<${element.tagName}>`).join(', ')}`)
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main()
