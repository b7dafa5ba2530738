import { defineAreaElement, routePage } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { LoginPage } from '../login/LoginPage'
import { startRegistration } from '../app/start'

// Pages after the login load when first needed, so the entry link downloads only the login page.
const loadLaterPages = () => import('../app/LaterPages').then((module) => module.default)

/**
 * The entry, login and registration pages of spec §2: the login by SMS or e-mail code (password, ID card and the
 * messaging app's open id where the exhibition offers them), the profile, questionnaires, review and the
 * confirmation with the entry QR code, and the user center. This element signs visitors in for every element on
 * the page.
 *
 * @tag fair-registration
 * @fires fair-login - {{ userId: string; account?: string; registerType?: string }} A visitor signed in; cancel it to take over the navigation that follows.
 * @fires fair-registered - {{ userId: string; exhibitionId: string; registerType: string; examineResult: string | null }} The registration was submitted complete.
 */
export const FairRegistrationElement = defineAreaElement({
  tag: 'fair-registration',
  area: 'registration',
  initialPath: '/registration',
  // Registration is the sign-in: its pages decide themselves what a signed-out visitor sees.
  access: 'self',
  ownsSession: true,
  shell: areaShell,
  eagerPages: { '/': LoginPage, '/registration': LoginPage, '/jump': LoginPage },
  pages: {},
  otherPages: routePage(loadLaterPages, (route) => ({ path: route.path, query: route.query })),
  start: (instance) => startRegistration(instance, loadLaterPages),
})
