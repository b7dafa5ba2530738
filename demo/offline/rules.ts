/*
 * What the app's service worker (./sw.ts) does with a request, as plain functions so they are tested without a worker.
 *
 * The worker exists so that a phone at a booth can reload the customer tool with no network (issue 19): the app shell
 * (index.html and every hashed file of the same build) is precached at install by manifest, so nothing depends on which
 * files the page happened to fetch before the worker took control. Everything else is left to the network:
 * - API answers are never kept by the worker. They carry a visitor's token or personal data, and what the tool needs
 *   to open offline it keeps itself: who is signed in (the session in sessionStorage), the queued scans (IndexedDB),
 *   and the membership check, which lets the scanner open on a dead network (customer-tool MembershipGate).
 * - The exhibition configuration, public but needed to start (the registration element shows "failed to load" without
 *   it), is kept by the app too, beside the session (core/area exhibition.ts), not by the worker: the page reads it
 *   once, at its first load, before the worker installs, so a worker cache would be empty on exactly the phone that
 *   was never reloaded online since (the earlier attempt's blank page, for the configuration).
 */

/** The parts of a Request the rules read (a real Request has them; tests pass plain objects). */
export interface RequestFacts {
  url: string
  method: string
  mode: RequestMode | string
}

export type Treatment =
  /** A page load of the app: the network's page, else this build's precached index.html. */
  | 'appShell'
  /** A built file (hashed, under assets/): the precache serves its own; on a network failure any cache may have it. */
  | 'asset'
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'network'

/** The app's pages: the hash router means every route is `/` (messaging apps add a query, e.g. `?from=singlemessage`). */
const SHELL_PATHS = ['', 'index.html']

/**
 * How the worker treats a request, `scope` being the worker's registration scope (`https://host/`). Only GETs of our
 * own origin inside the scope are ever answered from a cache, and of those only the app page and built files: the
 * API (`/api/`), the library for other sites (`/lib/`), the payment cashier, embed.html and anything else go to the
 * network untouched.
 */
export function treatmentOf(request: RequestFacts, scope: string): Treatment {
  if (request.method !== 'GET') return 'network'
  const url = new URL(request.url)
  const base = new URL(scope)
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return 'network'
  const path = url.pathname.slice(base.pathname.length)
  if (request.mode === 'navigate') return SHELL_PATHS.includes(path) ? 'appShell' : 'network'
  if (path.startsWith('assets/')) return 'asset'
  return 'network'
}

/** The precached page every app route falls back to when the network is down. */
export const SHELL_URL = 'index.html'

