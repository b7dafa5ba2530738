import { useStore } from '@nanostores/react'
import { act, useEffect } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { keyed, resource, refuse } from '../resource'
import { $route, loadRoutes, startRouter } from '../router'
import { mountElements, shadowOf } from '../testing'
import { defineAreaElement, type AreaShell } from './AreaElement'
import { clearPage, flush, freshSignedInPage } from './testing'

/*
 * A page that loads what its route's query names (`?id=`), on the app page (hash routing), when the hash changes
 * while the page is still loading: its code, or its first answer. Whatever order the code and the answers arrive in,
 * the page ends on the record of the last address, and an answer for an earlier address never replaces it. (The
 * route table arriving in that window is core/router's routes-loading.test.ts.)
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const LINK = 'tenantId=000000&exhibitionId=1020'

/** Record requests whose answers the test releases one by one, in any order; an empty id is refused as the server does. */
let waiting: Array<{ id: string; settle: () => void }> = []
const asked = () => waiting.map((request) => request.id)
const recordOf = keyed(
  (id: string) => id,
  (id: string) =>
    resource(() => new Promise<string>((resolve, reject) => waiting.push({ id, settle: () => (id ? resolve(`record ${id}`) : reject(refusal())) }))),
)
function refusal(): unknown {
  try {
    refuse(400, 'Please check the information entered')
  } catch (error) {
    return error
  }
}

function RecordPage({ id }: { id: string }) {
  const record = recordOf(id)
  const { status, data } = useStore(record.$store)
  useEffect(() => {
    void record.load()
  }, [record])
  return <h1>{status === 'failed' ? 'Please check the information entered' : (data ?? 'loading the record')}</h1>
}

const shell: AreaShell = {
  Loading: () => <p>loading the page</p>,
  Notices: () => null,
  SignedOut: () => <p>signed out</p>,
  NotFound: () => <h1>not found</h1>,
}

/** A fresh element each time, so its page's code is not loaded yet; `code` lets it arrive. */
let defined = 0
function defineRecordElement() {
  let arrive!: () => void
  const code = new Promise<void>((resolve) => (arrive = resolve))
  const tag = `fair-record-probe-${++defined}`
  defineAreaElement({
    tag,
    area: 'invoice',
    initialPath: '/invoice',
    access: 'signIn',
    shell,
    pages: { '/invoice': () => code.then(() => ({ default: ({ route }) => <RecordPage id={route.query.id ?? ''} /> })) },
  })
  return { tag, arrive }
}

const heading = (element: HTMLElement) => shadowOf(element).querySelector('h1, p')?.textContent

/** Changes only the hash, as pasting a link into the address bar does. */
async function openHash(query: string) {
  await act(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }))
    location.hash = `#/invoice?${query}`
    await changed
  })
}

async function answer(id: string) {
  const index = waiting.findIndex((request) => request.id === id)
  if (index < 0) throw new Error(`no request for "${id}" waits; waiting: ${JSON.stringify(asked())}`)
  const [request] = waiting.splice(index, 1)
  await act(async () => request.settle())
  await flush()
}

/** The app page on /invoice without an id, its router running, the element's page code still on its way. */
async function openApp() {
  history.replaceState(null, '', `/#/invoice?${LINK}`)
  startRouter({ mode: 'hash', userAgent: MOBILE })
  const { tag, arrive } = defineRecordElement()
  const [element] = await mountElements(`<${tag} routing="hash"></${tag}>`)
  const arriveCode = async () => {
    arrive()
    // The module, then its texts (lazyWithTexts), then the page's first render.
    await flush()
    await flush()
  }
  return { element, arriveCode }
}

beforeAll(() => loadRoutes())

beforeEach(() => {
  waiting = []
  freshSignedInPage()
})

afterEach(async () => {
  await clearPage()
  history.replaceState(null, '', '/')
})

describe('a page loading by its route query when the hash changes on the way', () => {
  it('changed while the page’s code is loading: the page asks only for the last address and shows it', async () => {
    const { element, arriveCode } = await openApp()
    expect(heading(element)).toBe('loading the page')
    await openHash(`id=a&${LINK}`)
    await openHash(`id=b&${LINK}`)
    expect($route.get().query.id).toBe('b')

    await arriveCode()
    expect(asked()).toEqual(['b'])
    await answer('b')
    expect(heading(element)).toBe('record b')
  })

  for (const order of [['', 'a'], ['a', '']]) {
    it(`changed while the first request is on its way, answers in the order ${JSON.stringify(order)}: the record of the last address`, async () => {
      const { element, arriveCode } = await openApp()
      await arriveCode()
      expect(asked()).toEqual([''])
      await openHash(`id=a&${LINK}`)
      await flush()
      expect(asked()).toEqual(['', 'a'])

      for (const id of order) await answer(id)
      expect(heading(element)).toBe('record a')
    })
  }

  for (const order of [['', 'a', 'b'], ['b', 'a', ''], ['a', 'b', ''], ['', 'b', 'a']]) {
    it(`changed twice quickly, answers in the order ${JSON.stringify(order)}: the last address wins`, async () => {
      const { element, arriveCode } = await openApp()
      await arriveCode()
      await openHash(`id=a&${LINK}`)
      await openHash(`id=b&${LINK}`)
      await flush()
      expect(asked()).toEqual(expect.arrayContaining(['', 'b']))

      for (const id of order) if (asked().includes(id)) await answer(id)
      expect(heading(element)).toBe('record b')
      expect(waiting).toEqual([])
    })
  }
})
