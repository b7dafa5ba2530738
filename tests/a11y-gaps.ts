/**
 * Routes of the table with no page of their own to check: each shows a moment's "please wait" while it hands the
 * visitor on (after a login, a 401, a payment's return).
 */
export const PASS_THROUGH = new Set<string>([
  '/transitionPage',
  '/transitionTq',
  '/jump',
  '/payTransition',
  // The bare entry: the app's start sends a signed-out visitor to /registration, a signed-in one on from there
  // (registration's app/bootstrap.ts), so no page is ever shown under `/` itself.
  '/',
])

/**
 * `route language` pairs no browser test was seen to show yet. Shrink it: the coverage check names those now checked
 * (its annotation "a11y gaps now checked"); a pair missing from the run and not listed here fails the check.
 *
 * Taken from the records of entry, first-login, profile, questionnaire, review, user-center, account, ticket-buy,
 * wallet, invoice, conference, group-manager, group-invites, group-others, group-subordinates, customer-tool,
 * exhibitor-portal and text-200 alone (the whole suite was not run when it was written), so it holds pairs other
 * journeys do show: the first full run's annotation says which to delete.
 */
export const NOT_YET_CHECKED: readonly string[] = [
]
