import { createHash, randomBytes } from 'node:crypto'
import type { JsSdkSignature } from '@fairpass/core/contract'

/*
 * The messaging app's JS-SDK signature (spec §7 getJsSdk): the page asks for it to set its share card. Behind an
 * interface: the shipped signer signs with a configured app id and jsapi ticket (test credentials outside production,
 * env WECHAT_JSSDK_APP_ID / WECHAT_JSSDK_TICKET); the real app, which fetches and refreshes its ticket with the app
 * secret, plugs in as another JsSdkSigner.
 */

export interface JsSdkSigner {
  sign(input: { tenantId: string; url: string }): Promise<JsSdkSignature>
}

export interface JsSdkCredentials {
  appId: string
  ticket: string
}

/** The page address as signed: the messaging app signs it without the fragment. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}

/** The messaging app's algorithm: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, in that order. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signedUrl(url)}`).digest('hex')
}

/** Signs with a fixed ticket (the configured test credentials). */
export function ticketSigner(credentials: JsSdkCredentials, now: () => number): JsSdkSigner {
  return {
    async sign({ url }) {
      const nonceStr = randomBytes(12).toString('base64url')
      const timestamp = Math.floor(now() / 1000)
      return { appId: credentials.appId, timestamp, nonceStr, signature: jsSdkSignature(credentials.ticket, nonceStr, timestamp, url) }
    },
  }
}
