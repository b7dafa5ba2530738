import { act } from 'react'
import { vi } from 'vitest'
import { configureSession, signOut } from '../session'
import { areaApi, unmountElements } from '../testing'

/*
 * What the tests of the area recipe share around their probe elements (AreaElement.test.tsx, routeChange.test.tsx):
 * the demo exhibition's page with a visitor signed in, and the page cleared after each test.
 */

/** Before each test: nothing stored, the demo exhibition's visitor signed in, the configuration every element loads answered empty. */
export function freshSignedInPage(): void {
  sessionStorage.clear()
  signOut()
  configureSession({ tenantId: '000000', exhibitionId: '1020', registerType: 'visitor', token: 'signed-in' })
  areaApi({})
}

/** After each test: the elements off the page (their routers stop with them), the page's router stopped, fetch restored. */
export async function clearPage(): Promise<void> {
  await unmountElements()
  vi.unstubAllGlobals()
}

/** Lets what is already due (promises, zero-delay timers) run, inside act so React renders what it changed. */
export const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
