import { atom } from 'nanostores'
import type { AreaInstance } from '@fairpass/core/area'
import type { SignInOutcome } from '@fairpass/core/contract'
import { keyed, refusalOf, resource } from '@fairpass/core/resource'
import { SIGN_CODE } from '@fairpass/core/validation'
import { fetchSignCode, signIn } from '../shared/api'

/** What the door's QR signs into, read before any login (public: the code is the capability). */
export const landingOf = keyed(
  (tenantId: string, signCodeId: string) => `${tenantId}|${signCodeId}`,
  (tenantId: string, signCodeId: string) => resource(() => fetchSignCode(tenantId, signCodeId), { public: true, isEmpty: () => false }),
)

export type SignInState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; outcome: SignInOutcome }
  | { kind: 'refused'; message: string; status: number }

/** A code the link carries that could never be one (a cut-off QR): refused without asking. */
export const isSignCode = (value: string | undefined): value is string => typeof value === 'string' && SIGN_CODE.test(value)

/**
 * Signing in at one door: once per opened link. Signing in twice is harmless on the server (the first stands), and
 * the page asks once per visitor and code so a re-render does not ask again.
 */
export const signInOf = keyed(
  (tenantId: string, signCodeId: string) => `${tenantId}|${signCodeId}`,
  (tenantId: string, signCodeId: string) => {
    const $state = atom<SignInState>({ kind: 'idle' })
    return {
      $state,
      async run(emit: AreaInstance['emit'], source?: string) {
        if ($state.get().kind === 'busy') return
        $state.set({ kind: 'busy' })
        try {
          const outcome = await signIn(tenantId, signCodeId, source)
          $state.set({ kind: 'done', outcome })
          emit('fair-conference-signed-in', { sessionId: outcome.sessionId, signedInAt: outcome.signedInAt, walkIn: outcome.walkIn, again: !outcome.changed })
        } catch (error) {
          const refusal = refusalOf(error)
          $state.set({ kind: 'refused', message: refusal.message, status: refusal.status })
        }
      },
      reset: () => $state.set({ kind: 'idle' }),
    }
  },
)
