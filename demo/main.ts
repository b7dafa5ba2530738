/// <reference types="vite/client" />
// The H5 app: a thin host that composes the area elements on one hash-routed page.
import '@fairpass/registration/element'
import { $route } from '@fairpass/core/router'
import { $session } from '@fairpass/core/session'
import { loadAreasByRoute } from './areas'
import { registerAppWorker } from './offline/register'

// Registration is the login every entry link opens, so it is in the startup code; every other area's element
// loads when a route of its area first opens (its tag in demo/index.html already claims its routes), so the login
// page downloads no area code it does not show, however many areas the app has.
loadAreasByRoute($route, {
  'ticket-buy': () => import('@fairpass/ticket-buy/element'),
  wallet: () => import('@fairpass/wallet/element'),
  invoice: () => import('@fairpass/invoice/element'),
  conference: () => import('@fairpass/conference/element'),
  content: () => import('@fairpass/content/element'),
  'exhibitor-portal': () => import('@fairpass/exhibitor-portal/element'),
  'group-manager': () => import('@fairpass/group-manager/element'),
  'customer-tool': () => {
    // Only booth staff need the offline app shell (scans queued on a dead network): a visitor's phone never
    // downloads the whole build for it. Built only by `vite build`, so the dev server has no worker to register.
    if (import.meta.env.PROD) registerAppWorker()
    return import('@fairpass/customer-tool/element')
  },
}, () => $session.get().registerType)
