/* Paths shared by the two dependency-cruiser configurations of the server (boundaries.cjs, order.cjs). */
const SRC = '^packages/server/src/'
const FEATURES = `${SRC}features/`
const TESTS = '(\\.test\\.ts|/testing\\.ts)$'

/** What any module may import of a feature it does not belong to: the feature's index.ts. */
const PUBLIC = [`${FEATURES}[^/]+/index\\.ts$`]
/** What tests and test support may import besides: a feature's deliberately exported test helpers. */
const PUBLIC_TO_TESTS = [...PUBLIC, `${FEATURES}[^/]+/testing\\.ts$`]
module.exports = { SRC, FEATURES, TESTS, PUBLIC, PUBLIC_TO_TESTS }
