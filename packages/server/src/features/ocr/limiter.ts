import type { Clock } from '../../clock'

/**
 * Per-user sliding window: at most `max` hits in `windowMs` for one key. In memory, like the per-IP limits: a
 * restart forgets it, which only ever lets a visitor try again sooner.
 */
export function perKeyLimiter(clock: Clock, max: number, windowMs: number) {
  const hits = new Map<string, number[]>()
  return {
    /** Records a hit; answers 0 when allowed, else the seconds until the next hit is allowed. */
    hit(key: string): number {
      const now = clock.now()
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs)
      if (recent.length >= max) {
        hits.set(key, recent)
        return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000))
      }
      recent.push(now)
      hits.set(key, recent)
      // Forget idle keys now and then so the map holds only the last window's users.
      if (hits.size > 10_000) for (const [other, times] of hits) if (times.every((at) => now - at >= windowMs)) hits.delete(other)
      return 0
    },
  }
}
