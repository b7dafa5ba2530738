/*
 * Features depend on each other in one direction only: no chain of imports leads from a feature back to itself
 * (docs/architecture.md lists the order). Checked per folder, over the running code: tests may use a feature
 * that depends on theirs (an orders test signs a wallet QR), and db/schema.ts, which gathers every feature's
 * tables for drizzle-kit, is imported by nothing.
 */
const { FEATURES, SRC, TESTS } = require('./paths.cjs')
const boundaries = require('./boundaries.cjs')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycles',
      severity: 'error',
      comment: 'A feature that another depends on never depends on it back, directly or through others.',
      scope: 'folder',
      from: { path: `${FEATURES}[^/]+$` },
      to: { path: `${FEATURES}[^/]+$`, circular: true },
    },
  ],
  options: {
    ...boundaries.options,
    exclude: { path: [TESTS, `${SRC}db/schema\\.ts$`] },
  },
}
