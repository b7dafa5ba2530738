// A partner's React 19 app with two FairPass elements in its own layout. The elements are plain JSX intrinsic
// elements, typed by `@fairpass/elements/react`: attribute names and values are checked (see typeChecks.tsx), and
// `onfair-ready` (React 19 adds a listener for any `on…` prop of a custom element) gets a typed CustomEvent.
import { useCallback, useState } from 'react'
import type {} from '@fairpass/elements/react'
import type { FairEventMap } from '@fairpass/elements'
import { EXHIBITION } from '../shared/loader'

export function App({ api }: { api: string }) {
  // What each element's `fair-ready` said: its area and the page it opened on.
  const [ready, setReady] = useState<FairEventMap['fair-ready']['detail'][]>([])
  const onReady = useCallback((event: FairEventMap['fair-ready']) => {
    const { area, path } = event.detail
    setReady((list) => (list.some((entry) => entry.area === area) ? list : [...list, { area, path }]))
  }, [])

  return (
    <>
      <header className="site-header">
        <p className="brand">Motor Show 2026</p>
        <nav aria-label="Site">
          <a href="#tickets">Tickets</a>
          <a href="#wallet">Wallet</a>
        </nav>
      </header>
      <main className="site-main">
        <h1>Tickets and wallet</h1>
        <p className="lead">Buy your pass and keep it on your phone, without leaving our site.</p>
        <div className="host-status" role="status" data-testid="host-events">
          {ready.length === 0 ? (
            'Loading the ticket shop…'
          ) : (
            <>
              Ready (fair-ready):
              <ul>
                {ready.map(({ area, path }) => (
                  <li key={area}>{`${area} (${path})`}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="widgets">
          <section className="widget" id="tickets" aria-labelledby="tickets-title">
            <h2 id="tickets-title">Buy tickets</h2>
            <fair-ticket-buy
              routing="memory"
              api-base={api}
              tenant-id={EXHIBITION.tenantId}
              exhibition-id={EXHIBITION.exhibitionId}
              register-type={EXHIBITION.registerType}
              language="en"
              onfair-ready={onReady}
            />
          </section>
          <section className="widget" id="wallet" aria-labelledby="wallet-title">
            <h2 id="wallet-title">Your wallet</h2>
            <fair-wallet
              routing="memory"
              api-base={api}
              tenant-id={EXHIBITION.tenantId}
              exhibition-id={EXHIBITION.exhibitionId}
              register-type={EXHIBITION.registerType}
              language="en"
              onfair-ready={onReady}
            />
          </section>
        </div>
      </main>
      <footer className="site-footer">A React 19 page on its own origin; the elements come from the FairPass library.</footer>
    </>
  )
}
