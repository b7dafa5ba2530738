import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../clock'
import type { AppContext } from '../../context'
import { createSecrets } from '../../secrets'
import { signAccessToken, verifyAccessToken } from './tokens'

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123'
const clock = manualClock(Date.UTC(2026, 8, 17, 9, 0, 0))
const ctx = { env: { tokenTtlSeconds: 7200 }, clock, secrets: createSecrets(SECRET) } as unknown as AppContext
const claims = { userId: '4b1c5a9e-0000-4000-8000-000000000001', tenantId: '000000', account: 'a@b.example', tokenVersion: 2 }

async function rejection(token: string): Promise<string> {
  try {
    await verifyAccessToken(ctx, token)
  } catch (error) {
    return (error as { key?: string; messageKey?: string; message: string }).message
  }
  return 'accepted'
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('access tokens', () => {
  it('accepts what signAccessToken signed, with its claims', async () => {
    const { token } = await signAccessToken(ctx, claims)
    expect(await verifyAccessToken(ctx, token)).toEqual({ ...claims, jti: expect.stringMatching(/^[0-9a-f-]{36}$/), exp: expect.any(Number) })
  })

  it('refuses a changed payload, another key, alg none, a foreign issuer, a non-canonical signature and garbage', async () => {
    const { token } = await signAccessToken(ctx, claims)
    const [header, payload, signature] = token.split('.')
    const notSignedIn = await rejection('x')
    expect(notSignedIn).not.toBe('accepted')

    const forged = part({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' })
    expect(await rejection(`${header}.${forged}.${signature}`)).toBe(notSignedIn)
    const otherKey = await signAccessToken({ ...ctx, secrets: createSecrets(`${SECRET}-other`) } as AppContext, claims)
    expect(await rejection(otherKey.token)).toBe(notSignedIn)
    expect(await rejection(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe(notSignedIn)
    expect(await rejection(`${header}.${payload}.${signature}x`)).toBe(notSignedIn)
    expect(await rejection(`${header}.${payload}`)).toBe(notSignedIn)

    const key = ctx.secrets.jwtKey
    const now = Math.floor(clock.now() / 1000)
    const foreign = await new SignJWT({ tenantId: '000000', account: 'a', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuedAt(now).setExpirationTime(now + 60).setIssuer('elsewhere').sign(key)
    expect(await rejection(foreign)).toBe(notSignedIn)
    const critical = await new SignJWT({ tenantId: '000000', account: 'a', ver: 0 }).setProtectedHeader({ alg: 'HS256', crit: ['x'], x: 1 } as never).setSubject('u').setExpirationTime(now + 60).setIssuer('fairpass').sign(key).catch(() => null)
    if (critical) expect(await rejection(critical)).toBe(notSignedIn)
    const notYet = await new SignJWT({ tenantId: '000000', account: 'a', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setNotBefore(now + 600).setExpirationTime(now + 900).setIssuer('fairpass').sign(key)
    expect(await rejection(notYet)).toBe(notSignedIn)
    const noExpiry = await new SignJWT({ tenantId: '000000', account: 'a', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('fairpass').sign(key)
    expect(await rejection(noExpiry)).toBe(notSignedIn)
  })

  it('tells an expired session apart from a bad token', async () => {
    const { token } = await signAccessToken(ctx, claims)
    const notSignedIn = await rejection('x')
    clock.advance(7199_000)
    expect(await verifyAccessToken(ctx, token)).toEqual({ ...claims, jti: expect.stringMatching(/^[0-9a-f-]{36}$/), exp: expect.any(Number) })
    clock.advance(1_000)
    const expired = await rejection(token)
    expect(expired).not.toBe('accepted')
    expect(expired).not.toBe(notSignedIn)
  })
})
