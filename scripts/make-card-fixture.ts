// Writes the business-card image the server's recognition test reads: `node --import tsx scripts/make-card-fixture.ts`.
// Needs Debian's chromium and fonts-noto-cjk (scripts/test.sh installs both).
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser'
import { renderCard } from '../tests/support/card'

const target = 'packages/server/src/features/ocr/fixtures/card.png'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  const png = await renderCard(page)
  writeFileSync(target, png)
  console.log(`${target}: ${png.length} bytes`)
} finally {
  await browser.close()
}
