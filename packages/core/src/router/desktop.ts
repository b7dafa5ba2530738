/** Desktop browsers are served under this hash prefix (spec §1). */
export const DESKTOP_PREFIX = '/pc'

/** Splits `/pc/order/1` into `{ desktop: true, path: '/order/1' }`. */
export function stripDesktopPrefix(path: string): { desktop: boolean; path: string } {
  if (path === DESKTOP_PREFIX) return { desktop: true, path: '/' }
  if (path.startsWith(`${DESKTOP_PREFIX}/`)) return { desktop: true, path: path.slice(DESKTOP_PREFIX.length) }
  return { desktop: false, path }
}
