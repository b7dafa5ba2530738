import { atom, computed, type ReadableAtom } from 'nanostores'

/** Ticks once a second while a resend countdown runs, so the "Send code" buttons follow it. */
const $now = atom(Date.now())
let ticker: ReturnType<typeof setInterval> | undefined
let tickingUntil = 0

/** Keeps the clock ticking until `until` (epoch ms); one clock serves every countdown on the page. */
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
