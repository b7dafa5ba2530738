import { useRoute } from '@fairpass/core/router'
import { StatusPage } from '../status/StatusPage'
import { DiagnosticsPage } from './DiagnosticsPage'
import { EntrancePage } from './EntrancePage'
import { ExtractConfirmationPage } from './ExtractConfirmationPage'
import { GeoPage } from './GeoPage'
import { SmsQrCodePage } from './SmsQrCodePage'
import { SpecialPage } from './SpecialPage'
import { TransitionPage } from './TransitionPage'
import { WhatsAppPage } from './WhatsAppPage'


/*
 * The entry pages of spec §2, one lazy chunk reached through one lazy import from LaterPages: every further
 * split point there costs the login route bytes it does not have. Paths this element does not render fall
 * through to the "not available here" page.
 */

export const ENTRY_PATHS = [
  '/transitionPage',
  '/transitionTq',
  '/geo',
  '/special',
  '/smsQrCodePage',
  '/whatsApp',
  '/entrance',
  '/extractConfirmation',
  '/test',
  '/test2',
] as const

export default function EntryRoutes() {
  // The route of this element's router: a second registration element on the page shows its own entry page.
  const { path } = useRoute()
  switch (path) {
    case '/transitionPage':
    case '/transitionTq':
      return <TransitionPage />
    case '/geo':
      return <GeoPage />
    case '/special':
      return <SpecialPage />
    case '/smsQrCodePage':
      return <SmsQrCodePage />
    case '/whatsApp':
      return <WhatsAppPage />
    case '/entrance':
      return <EntrancePage />
    case '/extractConfirmation':
      return <ExtractConfirmationPage />
    case '/test':
      return <DiagnosticsPage needsLogin />
    case '/test2':
      return <DiagnosticsPage needsLogin={false} />
    default:
      return <StatusPage kind="unavailable" />
  }
}
