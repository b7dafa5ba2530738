// Prints one closing line over every runner: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs'

const [vitestFile, playwrightFile] = process.argv.slice(2)
let passed = 0, failed = 0, skipped = 0

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // A suite that failed to load counts as one failure even when no single test failed.
  if (!report.success && !report.numFailedTests) failed += 1
} else {
  failed += 1
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'))
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += stats.unexpected ?? 0
  skipped += stats.skipped ?? 0
} else {
  failed += 1
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
