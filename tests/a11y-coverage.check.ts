import { expect, test } from '@playwright/test'
import { readRecords } from './support/a11y'
import { ROUTES } from '../packages/core/src/router/routes'
import { NOT_YET_CHECKED, PASS_THROUGH } from './a11y-gaps'

/**
 * Issue 20: axe ran on every page of every element, in cn and in en. The browser tests record each element page their
 * screens showed (tests/support/a11y.ts); this runs after all of them (playwright.config.ts, project `a11y-coverage`)
 * and names every route of the table that no screen showed in a language. Redirect rows and pages that only pass
 * the visitor on (a11y-gaps.ts) have nothing to check.
 */
test('axe checked every page route of every element in cn and in en', async ({}, testInfo) => {
  // A shard sees only its own part of the records; the full picture exists only in an unsharded run.
  test.skip(testInfo.config.shard !== null, 'a sharded run holds part of the records')
  const records = readRecords(testInfo.project.outputDir)
  const seen = new Set(records.map((record) => `${record.route} ${record.language}`))
  const pages = ROUTES.filter((route) => !route.redirect && !PASS_THROUGH.has(route.path))

  const missing = pages.flatMap((route) => (['cn', 'en'] as const).filter((language) => !seen.has(`${route.path} ${language}`)).map((language) => `${route.path} ${language}`))
  const known = new Set(NOT_YET_CHECKED)
  const checkedNow = [...known].filter((entry) => seen.has(entry))
  // Listed as a gap but now checked: the list should shrink (said, not failed, so a new test needs no list edit first).
  if (checkedNow.length > 0) testInfo.annotations.push({ type: 'a11y gaps now checked', description: checkedNow.join(', ') })
  await testInfo.attach('a11y-coverage.json', {
    contentType: 'application/json',
    body: JSON.stringify({ missing, checkedNow, records: records.length }, null, 2),
  })
  expect(missing.filter((entry) => !known.has(entry)), 'page routes axe never checked (route and language)').toEqual([])
})
