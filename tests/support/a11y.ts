import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ROUTES, type RouteDefinition } from '../../packages/core/src/router/routes'

/** One page of an element that axe found clean: written by the tests, read by the coverage check (tests/a11y-coverage.check.ts). */
export interface AxeRecord {
  /** The route table's pattern (`/order/:orderId`). */
  route: string
  language: 'cn' | 'en'
  area: string
  path: string
  screen: string
  file: string
}

/** Pages rendered in the elements on screen, read from the mount each area element marks (core/area's AreaElement). */
interface Shown {
  area: string
  path: string
  lang: string | null
  /** The guard's sign-in view or the shell's "not found" instead of the route's own page. */
  standIn: boolean
}

const IMPACTS_THAT_FAIL = new Set(['serious', 'critical'])

/** Where the records go: beside the run's other output, which Playwright empties when a run starts. */
export function recordsDir(outputDir: string): string {
  return join(outputDir, 'a11y-records')
}

/** The page itself is ours (the app at `/`, the sandbox cashier): axe checks the whole document, its title and lang too. */
function isOwnDocument(page: Page): boolean {
  const url = new URL(page.url())
  const { baseURL } = test.info().project.use
  return Boolean(baseURL) && url.origin === new URL(baseURL!).origin && !url.pathname.endsWith('.html')
}

async function shownPages(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const found: Shown[] = []
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const shadow = element.shadowRoot
        if (!shadow) continue
        if (element.localName.startsWith('fair-')) {
          for (const mount of shadow.querySelectorAll<HTMLElement>('[data-area][data-route]')) {
            const pageRoot = mount.querySelector<HTMLElement>('[part="page"]')
            if (!pageRoot || !pageRoot.checkVisibility()) continue
            found.push({
              area: mount.dataset.area!,
              path: mount.dataset.route!,
              lang: pageRoot.getAttribute('lang'),
              standIn: Boolean(pageRoot.querySelector('[data-state="signedOut"], [data-state="registrationIncomplete"], [data-state="notFound"]')),
            })
          }
        }
        visit(shadow)
      }
    }
    visit(document)
    return found
  })
}

const PATTERNS = ROUTES.filter((route) => !route.redirect).map((route) => ({
  route,
  match: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`),
}))

/** The route table's row for a concrete path, as core/router matches it (exact rows before patterns). */
export function routeOf(path: string): RouteDefinition | undefined {
  return PATTERNS.find(({ route }) => route.path === path)?.route ?? PATTERNS.find(({ match }) => match.test(path))?.route
}

/**
 * axe on what the screen shows: no serious or critical violation. On the app's own page the whole document; on a
 * partner's page only the elements (the partner's markup is not ours to fix). Each element page it checked is
 * recorded with its route and language for the coverage check.
 */
export async function expectAxeClean(page: Page, screenName: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  if (!isOwnDocument(page)) {
    const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((node) => node.localName).filter((name) => name.startsWith('fair-')))])
    // A partner's page without any element (a host's own navigation): nothing of ours to check.
    if (tags.length === 0) return
    for (const tag of tags) builder.include(tag)
  }
  const results = await builder.analyze()
  const failing = results.violations.filter((violation) => IMPACTS_THAT_FAIL.has(violation.impact ?? ''))
  const report = failing.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) on ${JSON.stringify(node.target)}: ${violation.help}\n    ${node.failureSummary?.split('\n').slice(0, 3).join(' ') ?? ''}`),
  )
  // Soft: the test goes on, so one run names the violations of all its later screens too; it still fails.
  expect.soft(report, `serious or critical axe violations on screen "${screenName}" (${page.url()})`).toEqual([])
  await record(page, screenName)
}

async function record(page: Page, screenName: string): Promise<void> {
  const info = test.info()
  const lines: string[] = []
  for (const shown of await shownPages(page)) {
    const route = routeOf(shown.path)
    // The guard's sign-in view (signed out on a page that needs a sign-in) or "not found" is not the route's page.
    if (!route || shown.standIn) continue
    const language = shown.lang === 'en' ? 'en' : shown.lang?.startsWith('zh') ? 'cn' : null
    if (!language) continue
    const entry: AxeRecord = { route: route.path, language, area: shown.area, path: shown.path, screen: screenName, file: info.file }
    lines.push(JSON.stringify(entry))
  }
  if (lines.length === 0) return
  const dir = recordsDir(info.project.outputDir)
  mkdirSync(dir, { recursive: true })
  // One file per worker process: appends from parallel workers never interleave.
  appendFileSync(join(dir, `worker-${process.pid}.jsonl`), `${lines.join('\n')}\n`)
}

/** Every record the run's workers wrote. */
export function readRecords(outputDir: string): AxeRecord[] {
  const dir = recordsDir(outputDir)
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'))
  } catch {
    return []
  }
  return files.flatMap((name) =>
    readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AxeRecord),
  )
}
