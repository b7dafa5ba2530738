import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { SignJWT } from 'jose'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'

export interface AccessClaims {
  userId: string
  tenantId: string
  account: string
  /** The user's token version when signed; a password reset raises it and so ends older sessions. */
  tokenVersion?: number
  /** The token's id: logout revokes it (revoked_tokens). Absent in tokens signed before logout existed. */
  jti?: string
  /** Expiry, epoch seconds (verified tokens only). */
  exp?: number
}

/* jose turns a raw Uint8Array key into a WebCrypto key on every call; the signing key is imported once per secret. */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>()

function jwtKey(ctx: AppContext): Promise<CryptoKey> {
  const raw = ctx.secrets.jwtKey
  let key = hmacKeys.get(raw)
  if (!key) {
    key = crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    hmacKeys.set(raw, key)
  }
  return key
}

export async function signAccessToken(ctx: AppContext, claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(ctx.clock.now() / 1000)
  const expiresIn = ctx.env.tokenTtlSeconds
  const token = await new SignJWT({ tenantId: claims.tenantId, account: claims.account, ver: claims.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .setIssuer('fairpass')
    .sign(await jwtKey(ctx))
  return { token, expiresIn }
}

const notSignedIn = () => new AppError(401, 'error.notSignedIn')

function decodeJson(part: string): Record<string, unknown> {
  const bytes = Buffer.from(part, 'base64url')
  // Buffer tolerates stray characters; a token must be canonical base64url, as jose requires.
  if (bytes.toString('base64url') !== part) throw notSignedIn()
  const value: unknown = JSON.parse(bytes.toString('utf8'))
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw notSignedIn()
  return value as Record<string, unknown>
}

/**
 * Verifies signature, issuer and expiry against the injected clock; any failure is a 401. Every signed-in request
 * passes here, so the HS256 check is node:crypto's synchronous HMAC (WebCrypto's asynchronous verify through jose
 * was 8% of the order path's server CPU); the rules are jose's: only HS256, no `crit`, `exp` in the future, `nbf`
 * not in the future, issuer `fairpass`. Tokens are still signed with jose (signAccessToken).
 */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims> {
  try {
    const parts = token.split('.')
    if (parts.length !== 3) throw notSignedIn()
    const [headerPart, payloadPart, signaturePart] = parts
    const header = decodeJson(headerPart)
    if (header.alg !== 'HS256' || header.crit !== undefined) throw notSignedIn()
    const expected = createHmac('sha256', ctx.secrets.jwtKey).update(`${headerPart}.${payloadPart}`).digest()
    const given = Buffer.from(signaturePart, 'base64url')
    if (given.toString('base64url') !== signaturePart || given.length !== expected.length || !timingSafeEqual(given, expected)) throw notSignedIn()

    const payload = decodeJson(payloadPart)
    const now = Math.floor(ctx.clock.now() / 1000)
    if (payload.iss !== 'fairpass') throw notSignedIn()
    if (typeof payload.exp !== 'number') throw notSignedIn()
    if (payload.exp <= now) throw new AppError(401, 'error.sessionExpired')
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) throw notSignedIn()
    if (payload.iat !== undefined && typeof payload.iat !== 'number') throw notSignedIn()
    if (typeof payload.sub !== 'string' || typeof payload.tenantId !== 'string' || typeof payload.account !== 'string') throw notSignedIn()
    const tokenVersion = typeof payload.ver === 'number' ? payload.ver : 0
    if (payload.jti !== undefined && typeof payload.jti !== 'string') throw notSignedIn()
    return { userId: payload.sub, tenantId: payload.tenantId, account: payload.account, tokenVersion, jti: payload.jti, exp: payload.exp }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw notSignedIn()
  }
}
