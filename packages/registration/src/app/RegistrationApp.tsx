import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useHost, type FairElementConfig } from '@fairpass/core/element'
import { $route, startRouter } from '@fairpass/core/router'
import { FullPageLoading, NoticeArea } from '@fairpass/ui'
import '../messages'
import { LoginPage } from '../login/LoginPage'
import { InfoWapPage } from '../profile/InfoWapPage'
import { ConfirmationPage } from '../confirmation/ConfirmationPage'
import { StatusPage } from '../status/StatusPage'
import { $boot, bootRegistration } from './bootstrap'
import { setHost } from '../flow/host'

/** `<fair-registration>`: the entry, login and registration pages of spec §2 that exist so far. */
export function RegistrationApp({ routing }: FairElementConfig) {
  const boot = useStore($boot)
  const route = useStore($route)
  const host = useHost()
  setHost(host)

  useEffect(() => {
    const stop = startRouter({ mode: routing, initialPath: '/registration' })
    void bootRegistration()
    return stop
  }, [routing])

  return (
    <div data-state={boot} data-route={route.path}>
      {boot === 'loading' ? <FullPageLoading /> : <RegistrationRoute path={route.path} message={route.query.message} />}
      <NoticeArea />
    </div>
  )
}

function RegistrationRoute({ path, message }: { path: string; message?: string }) {
  switch (path) {
    case '/':
    case '/registration':
    case '/jump':
      return <LoginPage />
    case '/infoWap':
      return <InfoWapPage />
    case '/confirmation':
      return <ConfirmationPage />
    case '/error':
      return <StatusPage kind="error" message={message} />
    case '/closed':
      return <StatusPage kind="closed" />
    default:
      return <StatusPage kind="unavailable" />
  }
}
