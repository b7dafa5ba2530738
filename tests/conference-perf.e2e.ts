import { expect, test } from '@playwright/test'

/*
 * The performance bar for the programme: 300 sessions at 375 px with the CPU slowed 4× (CDP throttling).
 * The programme call is answered here with 300 generated sessions (pages of what the page asks for), so what is
 * measured is the page: the first view after the route opens (≤ 1.5 s), then scrolling to the end, all 300 loaded
 * page by page, with the longest main-thread task reported (a frame budget blown for long would be jank). The test
 * suite checks that all of it works and prints the figures; `npm run bench:conference` also holds them to the budgets.
 */

const TOTAL = 300
const ROOMS = [1, 2, 3, 4].map((n) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `Room ${n}`, hall: `Hall ${n}` }))

function session(index: number) {
  const day = index < TOTAL / 2 ? '2026-12-25' : '2026-12-26'
  const minutes = 8 * 60 + (index % 75) * 6
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return {
    id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    conferenceTypeId: null,
    title: `Session ${index + 1}: a long enough title to wrap on a phone screen`,
    topic: { key: 'ai', label: 'AI & automation' },
    room: ROOMS[index % 4],
    day,
    startsAt: `${day}T00:00:00Z`,
    endsAt: `${day}T01:00:00Z`,
    timeZone: 'Asia/Shanghai',
    localStart: hhmm(minutes),
    localEnd: hhmm(minutes + 45),
    capacity: 100,
    seatsLeft: 50,
    full: false,
    walkIn: 'allowed',
    paid: null,
    speakers: [{ id: 's1', name: 'Ada Wang', title: 'CTO', company: 'Acme', photoUrl: null }],
  }
}

test('300 sessions: first view within 1.5 s of the route opening, then scrolled to the end at 4× CPU slowdown', async ({ page }) => {
  test.setTimeout(120_000)
  await page.route('**/api/ef-registration-config-client/conference/session/page**', async (route) => {
    const url = new URL(route.request().url())
    const pageNo = Number(url.searchParams.get('page') ?? 1)
    const size = Number(url.searchParams.get('size') ?? 20)
    const records = Array.from({ length: TOTAL }, (_, index) => session(index)).slice((pageNo - 1) * size, pageNo * size)
    await route.fulfill({
      json: { code: 200, success: true, msg: 'Success', data: { page: pageNo, size, total: TOTAL, records, facets: { days: ['2026-12-25', '2026-12-26'], rooms: ROOMS, topics: [{ key: 'ai', label: 'AI & automation' }] } } },
    })
  })

  // The app and the element are loaded on another conference page first: what is measured is the route opening.
  await page.goto('/#/guest?tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=en')
  await expect(page.getByRole('heading', { name: 'Speakers', level: 1 })).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  await page.evaluate(() => {
    const tasks: number[] = []
    ;(window as unknown as { __longTasks: number[] }).__longTasks = tasks
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: false })
  })
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  const firstView = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        location.hash = '#/meetingSchedule?tenantId=000000&exhibitionId=1020&registerType=visitor&languageType=en'
        const seen = () => document.querySelector('fair-conference')?.shadowRoot?.querySelector('[data-part="session"]')
        const check = () => (seen() ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check))
        check()
      }),
  )

  if (process.env.PROFILE) {
    const { profile } = await cdp.send('Profiler.stop')
    const self = new Map<string, number>()
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const dt = profile.timeDeltas ?? []
    profile.samples?.forEach((id, index) => {
      const node = byId.get(id)!
      const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`
      self.set(key, (self.get(key) ?? 0) + (dt[index] ?? 0) / 1000)
    })
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([key, ms]) => `${Math.round(ms)}ms ${key}`).join('\n'))
  }
  const opening = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0))
  // Scroll to the end again and again: the pages come in as the end nears, until all are there.
  const sessions = page.locator('[data-part="session"]')
  for (let round = 0; round < 40 && (await sessions.count()) < TOTAL; round++) {
    const before = await sessions.count()
    await page.mouse.wheel(0, 4000)
    // Waits for the next page to come in (bounded), not for a fixed time: a wheel short of the end loads nothing.
    await expect.poll(() => sessions.count(), { timeout: 3_000 }).toBeGreaterThan(before).catch(() => {})
  }
  await expect(sessions).toHaveCount(TOTAL)
  await expect(page.locator('[data-part="programme-end"]')).toBeVisible()
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
  const longest = Math.max(0, ...longTasks)
  console.log(`[bench] programme of ${TOTAL} at 4x CPU: first view ${Math.round(firstView)} ms (long tasks while opening: ${opening.map(Math.round).join(', ') || 'none'}); while scrolling ${longTasks.length} long tasks, longest ${Math.round(longest)} ms`)
  test.info().annotations.push({ type: 'bench', description: `first view ${Math.round(firstView)} ms, longest task ${Math.round(longest)} ms` })

  // The budgets are the benchmark's (`npm run bench:conference`), not this suite's: a shared CI machine's timings say
  // nothing, and a timed test that fails on a busy machine proves less still.
  if (process.env.BENCH_CONFERENCE) {
    expect(firstView).toBeLessThanOrEqual(1500)
    // Appending a page (and the cards it lays out) must not freeze the phone: no task near a quarter second.
    expect(longest).toBeLessThan(250)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})
