import { lazy, Suspense, useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useHost, type FairElementConfig } from '@fairpass/core/element'
import { $route, startRouter } from '@fairpass/core/router'
import { FullPageLoading, NoticeArea } from '@fairpass/ui'
import '../messages'
import { LoginPage } from '../login/LoginPage'
import { $boot, bootRegistration } from './bootstrap'
import { setHost } from '../flow/host'
import { takeLoginShell } from '../shell/handoff'

const LOGIN_ROUTES = new Set(['/', '/registration', '/jump'])

// Pages after the login load when first needed, so the entry link downloads only the login page.
const InfoWapPage = lazy(() => import('../profile/InfoWapPage').then((module) => ({ default: module.InfoWapPage })))
const ConfirmationPage = lazy(() =>
  import('../confirmation/ConfirmationPage').then((module) => ({ default: module.ConfirmationPage })),
)

const ForgotPasswordPage = lazy(() => import('../account').then((module) => ({ default: module.ForgotPasswordPage })))
const ChangePasswordPage = lazy(() => import('../account').then((module) => ({ default: module.ChangePasswordPage })))

const StatusPage = lazy(() => import('../status/StatusPage').then((module) => ({ default: module.StatusPage })))

/** `<fair-registration>`: the entry, login and registration pages of spec §2 that exist so far. */
export function RegistrationApp({ routing }: FairElementConfig) {
  const boot = useStore($boot)
  const route = useStore($route)
  const host = useHost()
  setHost(host)

  useEffect(() => {
    // Booted somewhere other than the login page (closed link, signed-in visitor): the shell has no successor.
    if (boot === 'ready' && !LOGIN_ROUTES.has(route.path)) takeLoginShell()
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
          <RegistrationRoute path={route.path} query={route.query} />
        </Suspense>
      )}
      <NoticeArea />
    </div>
  )
}

function RegistrationRoute({ path, query }: { path: string; query: Record<string, string> }) {
  switch (path) {
    case '/':
    case '/registration':
    case '/jump':
      return <LoginPage />
    case '/infoWap':
      return <InfoWapPage />
    case '/confirmation':
      return <ConfirmationPage />
    case '/forgotPassword':
      return <ForgotPasswordPage />
    case '/changePassword':
      return <ChangePasswordPage />
    case '/error':
      return <StatusPage kind="error" message={query.message} reason={query.reason} />
    case '/closed':
      return <StatusPage kind="closed" />
    default:
      return <StatusPage kind="unavailable" />
  }
}
