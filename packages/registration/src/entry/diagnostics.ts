import type { LinkContext } from '@fairpass/core/link'
import type { FunctionConfig, SessionState, SysConfig } from '@fairpass/core/session'

/*
 * /test and /test2: what helps to find a problem on a visitor's phone. Nothing secret leaves here: the token is
 * shown only as present or absent with its expiry, the open id and one-time codes are masked, and only the
 * configuration's switches and plain settings appear.
 */

export interface DiagnosticsInput {
  link: LinkContext
  session: SessionState
  sysConfig: SysConfig | null
  functionConfig: FunctionConfig | null
  userAgent: string
}

export interface Diagnostics {
  link: [string, string][]
  session: [string, string][]
  token: { present: boolean; expiresAt: number | null }
  config: [string, string][]
  userAgent: string
  messagingApp: boolean
}

/** Link and session fields that identify a person or let someone sign in: shown masked. */
const MASKED = new Set(['openId', 'imasterCode', 'pcJumpAccount', 'account'])
/** Session fields never shown at all (the token is described, not shown; linkQuery repeats the link). */
const HIDDEN_SESSION = new Set(['token', 'linkQuery'])

export function mask(value: string): string {
  return value.length <= 4 ? '••••' : `${value.slice(0, 2)}••••${value.slice(-2)}`
}

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

function entries(record: object, hide: Set<string> = new Set()): [string, string][] {
  return Object.entries(record)
    .filter(([key, value]) => !hide.has(key) && value !== undefined && value !== null && value !== '')
    .map(([key, value]): [string, string] => [key, MASKED.has(key) ? mask(text(value)) : text(value)])
    .sort(([a], [b]) => a.localeCompare(b))
}

/** The expiry of a JWT from its (unverified) payload; null when it is no JWT. The token itself goes nowhere. */
export function tokenExpiry(token: string | undefined): number | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof json.exp === 'number' ? json.exp * 1000 : null
  } catch {
    return null
  }
}

export function isMessagingApp(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent)
}

/** Configuration values that are settings, not content: switches, modes, ids, colours. */
function isSetting(key: string, value: unknown): boolean {
  if (/secret|key|token|password/i.test(key)) return false
  if (typeof value === 'boolean' || typeof value === 'number') return true
  return typeof value === 'string' && value.length <= 40 && !value.includes('\n')
}

export function diagnosticsOf(input: DiagnosticsInput): Diagnostics {
  const config = { ...(input.sysConfig ?? {}), ...(input.functionConfig ?? {}) } as Record<string, unknown>
  return {
    link: entries(input.link),
    session: entries(input.session, HIDDEN_SESSION),
    token: { present: Boolean(input.session.token), expiresAt: tokenExpiry(input.session.token) },
    config: entries(Object.fromEntries(Object.entries(config).filter(([key, value]) => isSetting(key, value)))),
    userAgent: input.userAgent,
    messagingApp: isMessagingApp(input.userAgent),
  }
}
