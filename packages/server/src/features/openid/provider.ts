import { createHmac, randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'

/**
 * The messaging app's OAuth-like authorisation: the visitor is sent to `authorizeUrl`, the app sends them back to
 * `redirectUri` with `code` and `state`, and the server exchanges the code for the visitor's open id. A real
 * provider (WeChat's snsapi_base) implements the same two calls.
 */
export interface OpenIdProvider {
  authorizeUrl(input: { tenantId: string; redirectUri: string; state: string; language: 'cn' | 'en' }): string
  /** The open id for a code, or null when the code is unknown, used or expired. */
  exchange(input: { tenantId: string; code: string }): Promise<string | null>
}

const CODE_TTL_MS = 5 * 60 * 1000

/**
 * Demo mode only: simulates the messaging app with a consent page served by this server. Codes live in memory
 * (one process), are single-use and expire after 5 minutes, like the real ones.
 */
export class DevOpenIdProvider implements OpenIdProvider {
  private readonly codes = new Map<string, { tenantId: string; openId: string; expiresAt: number }>()

  constructor(private readonly clock: Clock) {}

  authorizeUrl({ tenantId, redirectUri, state, language }: { tenantId: string; redirectUri: string; state: string; language: 'cn' | 'en' }): string {
    const query = new URLSearchParams({ tenantId, redirect_uri: redirectUri, state, languageType: language })
    return `/api/dev/openid/authorize?${query}`
  }

  /** The same messaging-app user always gets the same open id for a tenant, as with the real app. */
  openIdFor(tenantId: string, user: string): string {
    return `dev_${createHmac('sha256', 'fairpass-dev-openid').update(`${tenantId}\u0000${user}`).digest('base64url').slice(0, 24)}`
  }

  issueCode(tenantId: string, user: string): string {
    const now = this.clock.now()
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code)
    const code = randomBytes(18).toString('base64url')
    this.codes.set(code, { tenantId, openId: this.openIdFor(tenantId, user), expiresAt: now + CODE_TTL_MS })
    return code
  }

  async exchange({ tenantId, code }: { tenantId: string; code: string }): Promise<string | null> {
    const entry = this.codes.get(code)
    this.codes.delete(code)
    if (!entry || entry.tenantId !== tenantId || entry.expiresAt <= this.clock.now()) return null
    return entry.openId
  }
}
