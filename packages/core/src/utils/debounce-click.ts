/** Spec §5/§9: a debounced control ignores further clicks for 1500 ms after the one that ran. */
export const CLICK_DEBOUNCE_MS = 1500

/**
 * Leading-edge debounce for click handlers: the first call runs at once (a tap must feel
 * immediate), and calls within `wait` ms after it are dropped so a double tap cannot submit twice.
 */
export function debounceClick<Args extends unknown[]>(
  handler: (...args: Args) => unknown,
  wait: number = CLICK_DEBOUNCE_MS,
): (...args: Args) => void {
  let lastRunAt = Number.NEGATIVE_INFINITY
  return (...args: Args) => {
    const now = Date.now()
    if (now - lastRunAt < wait) return
    lastRunAt = now
    handler(...args)
  }
}
