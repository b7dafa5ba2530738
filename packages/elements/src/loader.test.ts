import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLoader } from './loader'

const LOADER_KEY = Symbol.for('fairpass.elements.loader')
let tagCounter = 0

/** Fresh tag names per test: happy-dom's registry keeps definitions for the whole file. */
function fakeElements(...names: string[]) {
  const tags = names.map((name) => `fair-${name}-${++tagCounter}`)
  const importers = Object.fromEntries(
    tags.map((tag) => [
      tag,
      vi.fn(async () => {
        customElements.define(tag, class extends HTMLElement {})
      }),
    ]),
  )
  return { tags, importers }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[LOADER_KEY]
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('startLoader', () => {
  it('imports an element only when its tag is in the document', async () => {
    const { tags, importers } = fakeElements('a', 'b')
    document.body.innerHTML = `<main><${tags[0]}></${tags[0]}></main>`
    startLoader(importers)
    await settle()
    expect(importers[tags[0]]).toHaveBeenCalledTimes(1)
    expect(importers[tags[1]]).not.toHaveBeenCalled()
    expect(customElements.get(tags[0])).toBeDefined()
  })

  it('imports an element whose tag is added later, once however many instances appear', async () => {
    const { tags, importers } = fakeElements('late')
    startLoader(importers)
    const wrapper = document.createElement('section')
    wrapper.innerHTML = `<${tags[0]}></${tags[0]}><${tags[0]}></${tags[0]}>`
    document.body.append(wrapper)
    document.body.append(document.createElement(tags[0]))
    await settle()
    expect(importers[tags[0]]).toHaveBeenCalledTimes(1)
    expect(customElements.get(tags[0])).toBeDefined()
  })

  it('defines on request and rejects unknown tags', async () => {
    const { tags, importers } = fakeElements('asked')
    const loader = startLoader(importers)
    expect(await loader.load(tags[0])).toBe(customElements.get(tags[0]))
    await expect(loader.load('fair-unknown')).rejects.toThrow(/no element <fair-unknown>/)
  })

  it('retries an element whose import failed', async () => {
    const { tags, importers } = fakeElements('flaky')
    const define = importers[tags[0]]
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    importers[tags[0]] = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(define)
    const loader = startLoader(importers)
    await expect(loader.load(tags[0])).rejects.toThrow('offline')
    expect(error).toHaveBeenCalledOnce()
    await expect(loader.load(tags[0])).resolves.toBe(customElements.get(tags[0]))
  })

  it('a second copy warns once and defines nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = fakeElements('one')
    const second = fakeElements('one-again')
    const loader = startLoader(first.importers)
    expect(startLoader(second.importers)).toBe(loader)
    expect(startLoader(second.importers)).toBe(loader)
    document.body.innerHTML = `<${second.tags[0]}></${second.tags[0]}>`
    await settle()
    expect(warn).toHaveBeenCalledOnce()
    expect(second.importers[second.tags[0]]).not.toHaveBeenCalled()
  })
})
