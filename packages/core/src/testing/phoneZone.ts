/**
 * Runs `read` as on a phone in `zone` (an IANA name): Node takes the zone from TZ and follows a change at once. The
 * zone before is put back after, so no other test reads the wrong one. A test of the fair's clock runs in a zone west
 * of UTC, where the phone's own clock and the fair's disagree on the day around both midnights.
 */
export function onPhoneIn<T>(zone: string, read: () => T): T {
  const before = process.env.TZ
  process.env.TZ = zone
  try {
    return read()
  } finally {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}
