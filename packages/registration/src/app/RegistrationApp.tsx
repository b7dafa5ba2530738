import { lazy, Suspense, useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { isAreaOnPage } from '@fairpass/core/area'
import { useHost, type FairElementConfig } from '@fairpass/core/element'
import { $route, startRouter, type RouteArea } from '@fairpass/core/router'
import { FullPageLoading, NoticeArea } from '@fairpass/ui'
import '../messages'
import { LoginPage } from '../login/LoginPage'
import { $boot, bootRegistration } from './bootstrap'
import { setHost } from '../flow/host'
import { takeLoginShell } from '../shell/handoff'

const LOGIN_ROUTES = new Set(['/', '/registration', '/jump'])

// Pages after the login load when first needed, so the entry link downloads only the login page.
const loadLaterPages = () => import('./LaterPages')
const LaterPages = lazy(loadLaterPages)

/** `<fair-registration>`: the entry, login and registration pages of spec §2 that exist so far. */
export function RegistrationApp({ routing }: FairElementConfig) {
  const boot = useStore($boot)
  const route = useStore($route)
  const host = useHost()
  setHost(host)

  useEffect(() => {
    // Booted somewhere other than the login page (closed link, signed-in visitor): the shell has no successor.
    if (boot === 'ready' && !LOGIN_ROUTES.has(route.path)) takeLoginShell()
    // While the visitor types, fetch the small page table so the next page costs one round trip, not two.
    if (boot === 'ready') setTimeout(loadLaterPages, 3000)
  }, [boot, route.path])

  useEffect(() => {
    const stop = startRouter({ mode: routing, initialPath: '/registration' })
    void bootRegistration()
    return stop
  }, [routing])

  return (
    <div data-state={boot} data-route={route.path}>
      {boot === 'loading' ? (
        <FullPageLoading />
      ) : (
        <Suspense fallback={<FullPageLoading />}>
          {isOtherAreasRoute(route.definition?.area) ? null : <RegistrationRoute path={route.path} query={route.query} />}
        </Suspense>
      )}
      <NoticeArea />
    </div>
  )
}

/** A route another element on this page renders (`<fair-wallet>` for /wallet): this element shows nothing. */
function isOtherAreasRoute(area: RouteArea | undefined): boolean {
  return area !== undefined && area !== 'registration' && isAreaOnPage(area)
}

function RegistrationRoute({ path, query }: { path: string; query: Record<string, string> }) {
  if (LOGIN_ROUTES.has(path)) return <LoginPage />
  return <LaterPages path={path} query={query} />
}
