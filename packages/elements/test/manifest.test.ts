import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { create, ts } from '../../../scripts/cem-analyzer'
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema'
import {
  COMMON,
  ELEMENTS_DOC_PATH,
  elementsOf,
  fairElementsPlugin,
  generateManifest,
  MANIFEST_PATH,
  parseElementDoc,
  renderManifest,
  renderMarkdown,
} from '../../../scripts/elements-manifest'
import { elementSources } from '../../../scripts/lib-elements'

const analyse = (source: string) => {
  const module = ts.createSourceFile('element.ts', source, ts.ScriptTarget.ES2022, true)
  return elementsOf(create({ modules: [module], plugins: [fairElementsPlugin()] }))
}

describe('custom-elements.json and docs/elements.md', () => {
  it('are what `npm run elements:manifest` generates from the code (run it after changing an element)', () => {
    const manifest = generateManifest()
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(renderManifest(manifest))
    expect(readFileSync(ELEMENTS_DOC_PATH, 'utf8')).toBe(renderMarkdown(manifest))
  })

  it('describe every element the library build defines, with the common members', () => {
    const elements = elementsOf(generateManifest())
    expect(elements.map((element) => element.tagName).sort()).toEqual(elementSources().map((source) => source.tag).sort())
    for (const element of elements) {
      expect(element.attributes?.map((attribute) => attribute.name)).toEqual(expect.arrayContaining(COMMON.attributes.map((attribute) => attribute.name)))
      expect(element.events?.map((event) => event.name)).toEqual(expect.arrayContaining(['fair-ready', 'fair-error', 'fair-logout', 'fair-navigate']))
      expect(element.cssParts?.map((part) => part.name)).toEqual(expect.arrayContaining(['header', 'card', 'primary-button', 'field', 'page']))
      expect(element.cssProperties?.map((property) => property.name)).toContain('--fair-min-height')
    }
  })
})

describe('the analyzer plugin', () => {
  it('reads defineAreaElement({ tag }) with the JSDoc above it', () => {
    const [element] = analyse(`
      /**
       * Buys tickets.
       * @tag fair-ticket-buy
       * @attr ticket-type-id - Opens on one ticket type.
       * @fires fair-order-placed - {{ orderId: string; total: { fen: number } }} An order was placed.
       * @csspart summary - The order summary.
       * @cssprop --fair-color-primary - Overridden description.
       */
      export const FairTicketBuyElement = defineAreaElement({ tag: 'fair-ticket-buy', area: 'ticket-buy', routes })
    `) as CustomElementDeclaration[]
    expect(element).toMatchObject({ tagName: 'fair-ticket-buy', name: 'FairTicketBuyElement', description: 'Buys tickets.' })
    expect(element.attributes?.[0]).toMatchObject({ name: 'ticket-type-id', fieldName: 'ticketTypeId', type: { text: 'string' } })
    expect(element.events?.[0]).toMatchObject({ name: 'fair-order-placed', type: { text: 'CustomEvent<{ orderId: string; total: { fen: number } }>' } })
    expect(element.cssParts?.map((part) => part.name)).toEqual(['summary', ...COMMON.cssParts.map((part) => part.name)])
    // An element's own entry wins over the common one of the same name.
    const primary = element.cssProperties?.filter((property) => property.name === '--fair-color-primary')
    expect(primary).toEqual([{ name: '--fair-color-primary', description: 'Overridden description.' }])
  })

  it("reads defineFairElement('tag', …) and refuses an element without JSDoc or with a contradicting @tag", () => {
    expect(analyse(`/** Wallet. */\nexport const W = defineFairElement('fair-wallet', WalletApp)`)[0]).toMatchObject({ tagName: 'fair-wallet' })
    expect(() => analyse(`export const W = defineFairElement('fair-wallet', WalletApp)`)).toThrow(/no JSDoc/)
    expect(() => analyse(`/** W.\n * @tag fair-other */\nexport const W = defineFairElement('fair-wallet', App)`)).toThrow(/@tag fair-other/)
  })

  it('parses the type before the name as well as after the dash', () => {
    const doc = parseElementDoc('X', '/**\n * X.\n * @fires {{ a: 1 }} fair-a - First.\n * @attr {number} size - Size.\n */')
    expect(doc.events[0]).toMatchObject({ name: 'fair-a', type: { text: 'CustomEvent<{ a: 1 }>' }, description: 'First.' })
    expect(doc.attributes[0]).toMatchObject({ name: 'size', type: { text: 'number' } })
  })
})
