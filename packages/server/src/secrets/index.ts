import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Keys derived from the one configured secret, one per purpose, so a leak of (say) a QR signature
 * never helps forge a token or a verification-code hash.
 */
export interface Secrets {
  jwtKey: Uint8Array
  /** HMAC for a purpose ('code', 'ticket', 'qr'), base64url. */
  hmac(purpose: SecretPurpose, message: string): string
  /** Constant-time comparison of an expected HMAC against one computed now. */
  hmacMatches(purpose: SecretPurpose, message: string, expected: string): boolean
}

export type SecretPurpose = 'code' | 'ticket' | 'qr' | 'loginAttempt' | 'invoice'

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'fairpass', purpose, 32))
}

export function createSecrets(secret: string): Secrets {
  const keys: Record<SecretPurpose, Buffer> = {
    code: derive(secret, 'verification-code'),
    ticket: derive(secret, 'login-ticket'),
    qr: derive(secret, 'user-qr'),
    loginAttempt: derive(secret, 'login-attempt'),
    invoice: derive(secret, 'invoice-verification'),
  }
  const hmac = (purpose: SecretPurpose, message: string) => createHmac('sha256', keys[purpose]).update(message).digest('base64url')
  return {
    jwtKey: new Uint8Array(derive(secret, 'jwt')),
    hmac,
    hmacMatches(purpose, message, expected) {
      const actual = Buffer.from(hmac(purpose, message))
      const wanted = Buffer.from(expected)
      return actual.length === wanted.length && timingSafeEqual(actual, wanted)
    },
  }
}
