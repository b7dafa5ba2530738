/*
 * The demo app's service worker, served as /sw.js (vite-plugin-pwa builds it, injectManifest: workbox writes the list
 * of this build's files into `self.__WB_MANIFEST`). Registered by demo/main.ts only; the elements embedded on other
 * sites never register one. What it does with each request is ./rules.ts.
 *
 * Updates: a new deploy's worker installs (precaching its files beside the old ones) and then waits, without
 * skipWaiting, until no page of the old build is open: an open page keeps the worker it started with, and with it
 * every hashed file of its build, so a page opened before the deploy still loads its lazy pages. Only when the new
 * worker activates does workbox drop the files of the old build from the precache.
 */
import { clientsClaim } from 'workbox-core'
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import { registerRoute, Route } from 'workbox-routing'
import { SHELL_URL, treatmentOf } from './rules'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

const scope = () => self.registration.scope

// Every file of this build, fetched at install: the worker is installed only once all of them are in.
precache(self.__WB_MANIFEST)
// The first worker of a page takes it over when it activates, so that page's later lazy loads come from the
// precache too. (An update never activates while a page is open: it waits, see above.)
clientsClaim()
// Caches of older workbox precache formats, if a phone still has one.
cleanupOutdatedCaches()

// Navigations first: the app's page comes from the network whenever there is one (a new deploy shows at once).
registerRoute(
  new Route(
    ({ request }) => treatmentOf(request, scope()) === 'appShell',
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch (error) {
        // The network's page is never stored: the fallback must be this build's page, whose scripts are precached.
        const shell = await matchPrecache(SHELL_URL)
        if (shell) return shell
        throw error
      }
    },
  ),
)

// Built files by their exact URL (index.html by its revision); `/` is not mapped to index.html: that is the route above.
addRoute({ directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [] })

// A file of another build (a page loaded after a deploy, while this worker still serves it): from the network, and
// when that fails, from the precache the waiting worker of that build already filled.
registerRoute(
  new Route(
    ({ request }) => treatmentOf(request, scope()) === 'asset',
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch (error) {
        const cached = await caches.match(request)
        if (cached) return cached
        throw error
      }
    },
  ),
)
