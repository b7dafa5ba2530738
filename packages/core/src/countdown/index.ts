import { atom, computed, type ReadableAtom } from 'nanostores'

/*
 * The "Resend in n s" clock of every code field (login, password reset, the gift code of <fair-wallet>). One clock
 * ticks once a second while any countdown runs, and stops when the last one ends.
 */

const $now = atom(Date.now())
let ticker: ReturnType<typeof setInterval> | undefined
let tickingUntil = 0

/** Keeps the clock ticking until `until` (epoch ms). */
export function tickUntil(until: number): void {
  $now.set(Date.now())
  tickingUntil = Math.max(tickingUntil, until)
  if (ticker) return
  ticker = setInterval(() => {
    $now.set(Date.now())
    if ($now.get() >= tickingUntil && ticker) {
      clearInterval(ticker)
      ticker = undefined
    }
  }, 1000)
}

/** Whole seconds until a form's `resendAt`, 0 once a new code may be asked for. */
export function resendInOf(form: ReadableAtom<{ resendAt: number }>): ReadableAtom<number> {
  return computed([form, $now], (state, now) => Math.max(0, Math.ceil((state.resendAt - now) / 1000)))
}
