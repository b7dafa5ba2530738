import { cleanup } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { $notices } from '@fairpass/core/notice'
import { fail, ok, areaApi, mountAreaElement, freshElementPage, clearElementPage, onPhoneIn } from '@fairpass/core/testing'
import { newsOf } from '../news/newsStore'
import { partnersOf } from '../partners/PartnersPage'
import './index'

/* The real <fair-content> element in memory routing, signed out (every page is public), against a fake API. */

const CONFIG_CLIENT = '/api/ef-registration-config-client'
const EXHIBITION = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' }
const api = areaApi

const mount = (initialPath: string, attributes: Record<string, string> = {}) => mountAreaElement('fair-content', initialPath, attributes)

const item = (index: number) => ({ id: `n${index}`, title: `News ${index}`, summary: `Summary ${index}`, coverUrl: null, publishedAt: '2026-11-25T02:00:00Z' })

beforeEach(() => {
  freshElementPage()
  newsOf(EXHIBITION).reset()
  partnersOf(EXHIBITION).reset()
})

afterEach(clearElementPage)

describe('<fair-content>', () => {
  test('news open without a login, ten at a time, the next ten appended', async () => {
    const { calls } = api({
      [`GET ${CONFIG_CLIENT}/news/page`]: (call) => {
        const page = Number(call.query.get('page'))
        return ok({ page, size: 10, total: 12, records: page === 1 ? Array.from({ length: 10 }, (_, index) => item(index)) : [item(10), item(11)] })
      },
    })
    const { view } = mount('/news')
    expect(await view.findByRole('link', { name: 'Read News 0' })).toBeTruthy()
    expect(view.getAllByText('25 Nov 2026')).toHaveLength(10)
    await userEvent.click(view.getByRole('button', { name: 'Load more news' }))
    expect(await view.findByRole('link', { name: 'Read News 11' })).toBeTruthy()
    expect(view.getAllByRole('link', { name: /^Read News/ })).toHaveLength(12)
    expect(view.queryByRole('button', { name: 'Load more news' })).toBeNull()
    expect(calls.find((call) => call.path.endsWith('/news/page'))?.query.get('exhibitionId')).toBe('1020')
  })

  test('a news item is dated on the fair’s clock on a phone west of UTC', async () => {
    // Half an hour after the fair's midnight on the 26th: the afternoon of the 25th in California and in UTC.
    api({ [`GET ${CONFIG_CLIENT}/news/detail`]: () => ok({ ...item(1), publishedAt: '2026-11-25T16:30:00Z', bodyHtml: '<p>Day two</p>' }) })
    await onPhoneIn('America/Los_Angeles', async () => {
      const { view } = mount('/news/details/n1')
      expect(await view.findByText('26 Nov 2026')).toBeTruthy()
    })
  })

  test('a news item renders its body as rich text; one that does not exist says so once', async () => {
    api({
      [`GET ${CONFIG_CLIENT}/news/detail`]: (call) =>
        call.query.get('id') === 'n1' ? ok({ ...item(1), bodyHtml: '<p>The <strong>programme</strong> is out</p>' }) : fail(404, 'Not found'),
    })
    const first = mount('/news/details/n1')
    expect(await first.view.findByRole('heading', { name: 'News 1', level: 1 })).toBeTruthy()
    expect(first.shadow.querySelector('[data-part="news-body"] strong')?.textContent).toBe('programme')
    cleanup()
    document.body.innerHTML = ''
    const missing = mount('/news/details/gone')
    expect((await missing.view.findByRole('alert')).textContent).toBe('This news item was not found.')
    expect($notices.get()).toEqual([])
  })

  test('partners are grouped by tier, their websites open apart from the page', async () => {
    api({
      [`GET ${CONFIG_CLIENT}/partnerAdvertise/list`]: () =>
        ok([
          { id: 'p1', name: 'Acme', tier: 'Strategic partner', logoUrl: null, url: 'https://acme.example' },
          { id: 'p2', name: 'Beta', tier: 'Media partner', logoUrl: null, url: 'javascript:alert(1)' },
        ]),
    })
    const { view } = mount('/cooperationPartners')
    expect(await view.findByRole('heading', { name: 'Strategic partner' })).toBeTruthy()
    const acme = view.getByRole('link', { name: 'Visit the website of Acme (opens a new window)' })
    expect(acme.getAttribute('rel')).toBe('noopener noreferrer')
    // An address that is not http(s) is never a link.
    expect(view.queryByRole('link', { name: /Beta/ })).toBeNull()
    expect(view.getByText('Beta')).toBeTruthy()
  })

  test('the hotel page shows the organiser\u2019s sections', async () => {
    const { calls } = api({
      [`GET ${CONFIG_CLIENT}/staticPage/detail`]: () => ok({ type: 'hotel', languageType: 'en', title: 'Hotels', sections: [{ heading: 'Near the venue', lines: ['Hotel A, 5 minutes on foot'] }] }),
    })
    const { view } = mount('/hotel')
    expect(await view.findByRole('heading', { name: 'Hotels', level: 1 })).toBeTruthy()
    expect(view.getByText('Hotel A, 5 minutes on foot')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/staticPage/detail'))?.query.get('type')).toBe('hotel')
  })
})
