import { errors, jwtVerify, SignJWT } from 'jose'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'

export interface AccessClaims {
  userId: string
  tenantId: string
  account: string
  /** The user's token version when signed; a password reset raises it and so ends older sessions. */
  tokenVersion?: number
}

/*
 * jose turns a raw Uint8Array key into a WebCrypto key on every call (an importKey per request); the key is imported
 * once per secret instead. Verifying every signed-in request was the guard's largest cost after the database.
 */
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
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .setIssuer('fairpass')
    .sign(await jwtKey(ctx))
  return { token, expiresIn }
}

/** Verifies signature and expiry against the injected clock; any failure is a 401. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await jwtKey(ctx), {
      algorithms: ['HS256'],
      issuer: 'fairpass',
      currentDate: new Date(ctx.clock.now()),
    })
    if (typeof payload.sub !== 'string' || typeof payload.tenantId !== 'string' || typeof payload.account !== 'string') {
      throw new AppError(401, 'error.notSignedIn')
    }
    const tokenVersion = typeof payload.ver === 'number' ? payload.ver : 0
    return { userId: payload.sub, tenantId: payload.tenantId, account: payload.account, tokenVersion }
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError(401, 'error.sessionExpired')
    if (error instanceof AppError) throw error
    throw new AppError(401, 'error.notSignedIn')
  }
}

/** `Authorization: Bearer <t>` or the Blade-style `Blade-Auth: bearer <t>`. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of ['authorization', 'blade-auth']) {
    const value = headers[name]
    if (typeof value !== 'string') continue
    const match = /^bearer\s+(\S+)$/i.exec(value.trim())
    if (match) return match[1]
  }
  return undefined
}
