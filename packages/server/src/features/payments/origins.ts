import type { AppContext } from '../../context'
import { allowedReturnOrigins, LOOPBACK_ORIGIN } from '../../tenancy'
import { AppError, type MessageParams } from '../../errors'
import type { Language } from '../../language'
import { translate } from '../../messages'

/*
 * Where a buyer may be sent back after paying (issue 11, issue 12 hole 4). Our own public origin (PUBLIC_BASE_URL,
 * never the request's Host header), the server-wide PAYMENT_RETURN_ORIGINS, and the tenant's embedding origins
 * (`npm run admin -- origins`). Plain rules; the routes call them.
 */

/** C0 controls and DEL: a browser drops tabs and newlines inside a URL (so `/\t/evil` becomes `//evil`). */
const CONTROL = /[\u0000-\u001F\u007F]/

/** Whether a buyer of this tenant may come back to the origin (the list above, and loopback pages in demo mode). */
export async function returnOriginCheck(ctx: AppContext, tenantId: string): Promise<(origin: string) => boolean> {
  const allowed = await allowedReturnOrigins(ctx, tenantId)
  return (origin) => allowed.includes(origin) || (ctx.env.demo && LOOPBACK_ORIGIN.test(origin))
}

function refusal(key: string, language: Language, params?: MessageParams): AppError {
  return new AppError(400, key, params, { fieldErrors: { returnUrl: translate(key, language, params) } })
}

/**
 * The return address to store, or a 400 naming `returnUrl`. A path ("/…") is resolved on our public origin and kept
 * as a path; an absolute http(s) URL must be on an allowed origin, without user name or password. Control characters
 * are refused before anything is parsed. Nothing else is accepted, so the cashier is never an open redirect.
 */
export function checkReturnUrl(value: string, allowed: (origin: string) => boolean, own: string, language: Language): string {
  if (CONTROL.test(value)) throw refusal('error.payment.returnUrlControl', language)
  if (value.includes('\\')) throw refusal('error.payment.returnUrl', language)
  if (value.startsWith('/')) {
    if (value.startsWith('//')) throw refusal('error.payment.returnUrl', language)
    const resolved = new URL(value, own)
    if (resolved.origin !== own) throw refusal('error.payment.returnUrl', language)
    return value
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw refusal('error.payment.returnUrl', language)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw refusal('error.payment.returnUrl', language)
  if (!allowed(url.origin)) throw refusal('error.payment.returnOrigin', language, { origin: url.origin })
  return url.toString()
}

/** The origin of a stored return address when it is absolute (another site's page), for the cashier's CSP. */
export function returnOriginOf(returnUrl: string | null): string | null {
  if (!returnUrl || !/^https?:\/\//i.test(returnUrl)) return null
  try {
    return new URL(returnUrl).origin
  } catch {
    return null
  }
}
