// The .d.ts files of @fairpass/elements, generated from custom-elements.json (scripts/elements-manifest.ts) so
// that the typings list exactly the attributes and events the docs do.
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema'
import { elementsOf } from './elements-manifest.js'

const pascal = (tag: string) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())
const quote = (text: string) => JSON.stringify(text)
const comment = (text: string | undefined, indent = '  ') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '')

interface Names {
  element: string
  attributes: string
  events: string
}

const namesOf = (element: CustomElementDeclaration): Names => {
  const base = pascal(element.tagName!)
  return { element: `${base}Element`, attributes: `${base}Attributes`, events: `${base}EventMap` }
}

function elementTypes(element: CustomElementDeclaration): string {
  const names = namesOf(element)
  const attributes = element.attributes ?? []
  const events = element.events ?? []
  const eventType = (text: string | undefined) => text ?? 'CustomEvent'
  return [
    `/** Attributes of \`<${element.tagName}>\`, as written in HTML (and JSX). */`,
    `export interface ${names.attributes} {`,
    ...attributes.map((attribute) => `${comment(attribute.description)}  ${quote(attribute.name)}?: ${attribute.type?.text ?? 'string'}`),
    '}',
    '',
    `/** Events \`<${element.tagName}>\` sends (bubbling, composed). */`,
    `export interface ${names.events} {`,
    ...events.map((event) => `${comment(event.description)}  ${quote(event.name!)}: ${eventType(event.type?.text)}`),
    '}',
    '',
    `${comment(element.description, '')}export interface ${names.element} extends HTMLElement {`,
    ...attributes
      .filter((attribute) => attribute.fieldName)
      .map((attribute) => `${comment(attribute.description)}  ${attribute.fieldName}?: ${attribute.type?.text ?? 'string'}`),
    `  addEventListener<K extends keyof ${names.events}>(type: K, listener: (this: ${names.element}, event: ${names.events}[K]) => unknown, options?: boolean | AddEventListenerOptions): void`,
    `  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${names.element}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void`,
    '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void',
    `  removeEventListener<K extends keyof ${names.events}>(type: K, listener: (this: ${names.element}, event: ${names.events}[K]) => unknown, options?: boolean | EventListenerOptions): void`,
    `  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${names.element}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void`,
    '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void',
    '}',
    '',
  ].join('\n')
}

const HEADER = '// Generated from custom-elements.json by scripts/elements-types.ts: do not edit.\n'

/** dist/index.d.ts: the loader's exports, every element's interfaces, and the DOM's tag and event maps. */
export function renderIndexTypes(manifest: Package): string {
  const elements = elementsOf(manifest)
  const allEvents = new Map<string, string>()
  for (const element of elements) for (const event of element.events ?? []) allEvents.set(event.name!, event.type?.text ?? 'CustomEvent')
  const tags = elements.map((element) => quote(element.tagName!)).join(' | ')
  return [
    HEADER,
    `/** Tags the loader defines. */`,
    `export type FairElementTag = ${tags}`,
    '',
    '/** Defines an element now, without waiting for its tag to appear (e.g. inside a shadow root the loader does not watch). */',
    'export declare function load<K extends FairElementTag>(tag: K): Promise<{ new (): HTMLElementTagNameMap[K]; prototype: HTMLElementTagNameMap[K] }>',
    '/** The tags this loader defines. */',
    'export declare const tags: readonly FairElementTag[]',
    '',
    ...elements.map(elementTypes),
    '/** Every event any FairPass element sends, by name. */',
    'export interface FairEventMap {',
    ...[...allEvents].map(([name, type]) => `  ${quote(name)}: ${type}`),
    '}',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((element) => `    ${quote(element.tagName!)}: ${namesOf(element).element}`),
    '  }',
    // Events bubble out of the shadow root (composed), so a listener on any ancestor or the document hears them.
    '  interface HTMLElementEventMap extends FairEventMap {}',
    '  interface DocumentEventMap extends FairEventMap {}',
    '}',
    '',
  ].join('\n')
}

/** dist/elements/<tag>.d.ts: importing the module defines the element and exports its constructor. */
export function renderElementModuleTypes(element: CustomElementDeclaration): string {
  const names = namesOf(element)
  return [
    HEADER,
    `import type { ${names.element} as Element } from '../index.js'`,
    '',
    `/** The constructor of \`<${element.tagName}>\`, defined when this module is imported. */`,
    `export declare const ${element.name}: { new (): Element; prototype: Element }`,
    '',
  ].join('\n')
}

/** The event props React 19 wires to custom element events: `on` + the event's exact name. */
const reactEventProps = (element: CustomElementDeclaration) =>
  (element.events ?? []).map((event) => `  ${quote(`on${event.name}`)}?: (event: ${event.type?.text ?? 'CustomEvent'}) => void`)

/** dist/react.d.ts: `<fair-ticket-buy exhibition-id="1020" />` type-checks in React 19 JSX. */
export function renderReactTypes(manifest: Package): string {
  const elements = elementsOf(manifest)
  return [
    HEADER,
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react'",
    `import type { ${elements.flatMap((element) => [namesOf(element).element, namesOf(element).attributes]).join(', ')} } from './index.js'`,
    '',
    ...elements.flatMap((element) => {
      const names = namesOf(element)
      return [
        `export type ${pascal(element.tagName!)}Props = DetailedHTMLProps<HTMLAttributes<${names.element}>, ${names.element}> & ${names.attributes} & {`,
        ...reactEventProps(element),
        '}',
        '',
      ]
    }),
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      ${quote(element.tagName!)}: ${pascal(element.tagName!)}Props`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n')
}

/** dist/vue.d.ts: the elements as global components, so Vue templates check their attributes. */
export function renderVueTypes(manifest: Package): string {
  const elements = elementsOf(manifest)
  return [
    HEADER,
    "import type { DefineComponent } from 'vue'",
    `import type { ${elements.map((element) => namesOf(element).attributes).join(', ')} } from './index.js'`,
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...elements.map((element) => `    ${quote(element.tagName!)}: DefineComponent<${namesOf(element).attributes}>`),
    '  }',
    '}',
    '',
    'export {}',
    '',
  ].join('\n')
}
