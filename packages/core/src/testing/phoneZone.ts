/**
 * Runs `read` as on a phone in `zone` (an IANA name): Node takes the zone from TZ and follows a change at once. The
 * zone before is put back after (once the promise settles, for an async `read`), so no other test reads the wrong
 * one. A test of the fair's clock runs west of UTC, where the phone's clock and the fair's disagree on the day.
 */
export function onPhoneIn<T>(zone: string, read: () => T): T {
  const before = process.env.TZ
  const putBack = () => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
  process.env.TZ = zone
  let result: T
  try {
    result = read()
  } catch (error) {
    putBack()
    throw error
  }
  if (result instanceof Promise) return result.finally(putBack) as T
  putBack()
  return result
}
