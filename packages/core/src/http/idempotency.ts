/**
 * A fresh key per attempt of a call that must not happen twice (an order, a gift claim, a code login), sent as the
 * Idempotency-Key header and kept for that attempt's retries (core/http asks such a call again after a lost answer).
 * Web Crypto's UUID where the page is a secure context; its random bytes elsewhere (a messaging app's plain-http
 * page); the server only needs it unique and well formed (`IDEMPOTENCY_KEY`).
 */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID()
  if (typeof webCrypto?.getRandomValues === 'function') {
    const bytes = webCrypto.getRandomValues(new Uint8Array(16))
    return `k${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  }
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`
}
