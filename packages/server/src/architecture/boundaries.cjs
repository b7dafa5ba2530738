/*
 * The server's feature boundaries (docs/architecture.md "Feature boundaries"), checked by `npm run lint:deps`,
 * a step of `npm test`. A feature is a folder of packages/server/src/features; its index.ts is its public surface.
 * The order between features (no cycles) is checked by the second configuration, order.cjs,
 * over the code without its tests.
 */
const { SRC, FEATURES, TESTS, PUBLIC, PUBLIC_TO_TESTS } = require('./paths.cjs')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals',
      severity: 'error',
      comment: 'A feature uses another only through its index.ts (tests may also use its testing.ts).',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: [TESTS, `${FEATURES}[^/]+/tables\\.ts$`] },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...PUBLIC] },
    },
    {
      name: 'feature-internals-from-tests',
      severity: 'error',
      comment: 'Tests and test support use another feature through its index.ts or its testing.ts.',
      from: { path: `${FEATURES}([^/]+)/.*${TESTS}` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...PUBLIC_TO_TESTS] },
    },
    {
      name: 'feature-internals-from-outside',
      severity: 'error',
      comment: 'Code outside the features (app, http, seed, testing, bench…) uses a feature through its index.ts.',
      from: { path: SRC, pathNot: [FEATURES, `${SRC}db/schema\\.ts$`, TESTS] },
      to: { path: FEATURES, pathNot: PUBLIC },
    },
    {
      name: 'feature-internals-from-outside-tests',
      severity: 'error',
      comment: 'Tests outside the features use a feature through its index.ts or its testing.ts.',
      from: { path: `${SRC}.*${TESTS}`, pathNot: FEATURES },
      to: { path: FEATURES, pathNot: PUBLIC_TO_TESTS },
    },
    {
      name: 'tables-only-reference-tables',
      severity: 'error',
      comment:
        'A tables.ts holds table definitions only: it imports the shared column shapes and the tables its foreign keys ' +
        'point at (another tables.ts, directly, so drizzle-kit reads the schema without loading any feature).',
      from: { path: '/tables\\.ts$' },
      to: { path: SRC, pathNot: ['/tables\\.ts$', `${SRC}db/columns\\.ts$`] },
    },
    {
      name: 'schema-aggregator-for-drizzle-kit-only',
      severity: 'error',
      comment: 'db/schema.ts gathers every table for drizzle-kit; code reads a table from the module that owns it.',
      from: { path: SRC },
      to: { path: `${SRC}db/schema\\.ts$` },
    },
    {
      name: 'shared-layers-know-no-feature',
      severity: 'error',
      comment: 'db/, tenancy/ and http/ sit below every feature: they import none (app.ts hands http/ what only a feature knows).',
      from: { path: `${SRC}(db|tenancy|http)/`, pathNot: [`${SRC}db/schema\\.ts$`, '\\.test\\.ts$'] },
      to: { path: FEATURES },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself through others.',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: SRC,
    // Type-only imports tie modules together as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
}
