import type { AreaInstance } from '@fairpass/core/area'
import { takeLoginShell } from '../shell/handoff'
import { bootRegistration } from './bootstrap'

const LOGIN_ROUTES = new Set(['/', '/registration', '/jump'])

/** An element instance starts: the boot decides the first page, then the static login shell hands over. */
export async function startRegistration(instance: AreaInstance, preloadLaterPages: () => Promise<unknown>): Promise<void> {
  await bootRegistration(instance.router, instance.emit)
  // Booted somewhere other than the login page (closed link, signed-in visitor): the shell has no successor.
  if (!LOGIN_ROUTES.has(instance.router.$route.get().path)) takeLoginShell()
  // While the visitor types, fetch the small page table so the next page costs one round trip, not two.
  setTimeout(() => void preloadLaterPages().catch(() => {}), 3000)
}
