/** Time source injected into the app so tests can move time forward (code and token expiry). */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** A clock that only moves when told to. */
export function manualClock(start = Date.UTC(2025, 8, 1, 8, 0, 0)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start
  return {
    now: () => current,
    advance(ms) {
      current += ms
    },
    set(ms) {
      current = ms
    },
  }
}
