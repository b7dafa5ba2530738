import type { Router } from '@fairpass/core/router'
import { $session } from '@fairpass/core/session'
import type { Emit } from './emit'
import { currentExhibition } from './exhibition'

/**
 * After any login (form, mini-program code, messaging app): the element announces `fair-login` on its own host
 * node; unless the host cancels it to route the visitor itself, the post-login rules move the element's router on.
 * The rules' code loads only now, so the login page does not carry it.
 */
export async function announceLoginAndEnter(router: Router, emit: Emit): Promise<void> {
  const session = $session.get()
  const registerType = currentExhibition()?.registerType ?? session.registerType
  if (!emit('fair-login', { userId: session.userId ?? '', account: session.account, registerType }, { cancelable: true })) return
  const { enterExhibition } = await import('./enter')
  await enterExhibition(router, emit).catch(() => undefined)
}
