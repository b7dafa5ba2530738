/**
 * Text colour for a background given as a CSS value (a `--fair-*` variable the host page may set to anything):
 * black or white, whichever contrasts more, computed by the browser from the colour's relative luminance (the `y`
 * of CIE XYZ is WCAG's luminance; 0.179 is where black and white contrast equally). The better of the two is always
 * at least 4.58:1, so text on a host's primary colour stays readable whatever colour it picks. Browsers without
 * relative colour syntax drop the declaration and keep the fallback before it (the colour derived from the
 * exhibition's theme).
 */
export function cssTextOn(background: string): string {
  const channel = (white: number) => `clamp(0, (0.179 - y) * 100000, ${white})`
  return `color(from ${background} xyz-d65 ${channel(0.9505)} ${channel(1)} ${channel(1.089)})`
}
