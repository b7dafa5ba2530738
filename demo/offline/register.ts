/**
 * Registers the app's service worker (./sw.ts, built as sw.js beside index.html) once the page has loaded, so that
 * its install (which downloads every file of the build) never competes with the login page's own downloads. Only the
 * app page calls this: the elements embedded on other sites never register a worker.
 */
export function registerAppWorker(win: Window = window, script = './sw.js'): void {
  const workers = win.navigator.serviceWorker
  if (!workers) return
  const register = () => {
    // Without a worker the app works as before, only not offline: nothing to tell the visitor.
    workers.register(script).catch(() => {})
  }
  if (win.document.readyState === 'complete') register()
  else win.addEventListener('load', register, { once: true })
}
